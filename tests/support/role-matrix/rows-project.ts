import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { base, owner } from './matrix-context';
import { expectStatus, insertFile, latestVersionId, ownerUploadsKnowledge, visualFile } from './matrix-fixtures';
import type { Principal, Row } from './matrix-types';

/** Package names per principal: each adds and removes one of its own (all curated: no registry). */
const packageOf: Record<Principal, string> = {
  owner: 'zustand',
  admin: 'clsx',
  editor: 'sonner',
  viewer: 'canvas-confetti',
  stranger: 'tailwind-merge',
  anonymous: 'date-fns',
};

/** The project and its source: settings, conversation, files, dependencies, versions, knowledge, export, preview. */
export const projectRows: Row[] = [
  // Projects
  { method: 'GET', path: '/api/projects/:projectId', action: 'view', open: true },
  {
    method: 'PATCH',
    path: '/api/projects/:projectId',
    label: 'name',
    action: 'edit',
    body: (c) => ({ name: `Matrix ${c.which} ${c.n}` }),
  },
  {
    method: 'PATCH',
    path: '/api/projects/:projectId',
    label: 'visibility',
    action: 'manage',
    // The visibility it already has: the policy is what is tested, not the change.
    body: (c) => ({ visibility: c.which }),
  },
  { method: 'POST', path: '/api/projects/:projectId/duplicate', action: 'edit', ok: [201] },
  // A remix goes to the remixer's own workspace: anyone signed in may remix a public project; a
  // private one leaves the workspace only with an editor or admin (ADR 0038).
  { method: 'POST', path: '/api/projects/:projectId/remix', action: 'remix', publicToSignedIn: true, ok: [201] },

  // Conversation
  { method: 'GET', path: '/api/projects/:projectId/messages', action: 'view', open: true },
  { method: 'GET', path: '/api/projects/:projectId/generation', action: 'view', open: true },
  { method: 'GET', path: '/api/projects/:projectId/generation/events', action: 'view', open: true },
  {
    method: 'POST',
    path: '/api/projects/:projectId/generation/:runId/stop',
    action: 'edit',
    url: (c) => `${base(c)}/generation/${randomUUID()}/stop`,
    ok: [409], // nothing is running: past the policy, refused as not stoppable
  },
  {
    method: 'POST',
    path: '/api/projects/:projectId/generation/:runId/retry',
    action: 'edit',
    url: (c) => `${base(c)}/generation/${randomUUID()}/retry`,
    ok: [409], // no failed run: past the policy, refused as not retryable
  },

  // Files
  { method: 'GET', path: '/api/projects/:projectId/files', action: 'view', open: true },
  { method: 'POST', path: '/api/projects/:projectId/files/freeze', action: 'edit', body: () => ({ isFrozen: false }) },
  {
    method: 'PATCH',
    path: '/api/projects/:projectId/files/:fileId',
    action: 'edit',
    url: (c) => `${base(c)}/files/${c.project.targetFileId}`,
    body: () => ({ isFrozen: false }),
  },
  {
    method: 'POST',
    path: '/api/projects/:projectId/files',
    action: 'edit',
    body: (c) => ({ filePath: `src/matrix/new-${c.who}-${c.n}.ts`, content: 'export {};\n' }),
    ok: [201],
  },
  {
    method: 'PUT',
    path: '/api/projects/:projectId/files/:fileId',
    action: 'edit',
    url: (c) => `${base(c)}/files/${c.project.targetFileId}`,
    body: (c) => ({ content: `export const by = '${c.who}-${c.n}';\n` }),
  },
  {
    method: 'POST',
    path: '/api/projects/:projectId/files/:fileId/rename',
    action: 'edit',
    url: (c) => `${base(c)}/files/${c.project.targetFileId}/rename`,
    body: (c) => ({ filePath: `src/matrix/target-${c.who}-${c.n}.ts` }),
  },
  {
    method: 'DELETE',
    path: '/api/projects/:projectId/files/:fileId',
    action: 'edit',
    url: async (c) => `${base(c)}/files/${await insertFile(c.project.id, `src/matrix/doomed-${c.n}.ts`, '')}`,
  },
  { method: 'GET', path: '/api/projects/:projectId/download', action: 'view', open: true },
  {
    method: 'GET',
    path: '/api/projects/:projectId/files/:fileId/download',
    action: 'view',
    open: true,
    url: (c) => `${base(c)}/files/${c.project.targetFileId}/download`,
  },
  {
    method: 'POST',
    path: '/api/projects/:projectId/visual-edits',
    action: 'edit',
    body: (c) => ({ filePath: visualFile, line: 2, column: 10, change: { kind: 'text', text: `hello ${c.who}` } }),
  },

  // Dependencies
  { method: 'GET', path: '/api/projects/:projectId/dependencies', action: 'view', open: true },
  {
    method: 'POST',
    path: '/api/projects/:projectId/dependencies',
    action: 'edit',
    body: (c) => ({ name: packageOf[c.who] }),
  },
  {
    method: 'DELETE',
    path: '/api/projects/:projectId/dependencies/:name',
    action: 'edit',
    url: async (c) => {
      // The package is listed first (by the owner), so an allowed removal has something to remove.
      await expectStatus(
        await owner().post(`${base(c)}/dependencies`, { name: packageOf[c.who] }),
        200,
        'adding a dependency',
      );
      return `${base(c)}/dependencies/${encodeURIComponent(packageOf[c.who])}`;
    },
  },

  // Versions
  { method: 'GET', path: '/api/projects/:projectId/versions', action: 'view', open: true },
  {
    method: 'GET',
    path: '/api/projects/:projectId/versions/:versionId',
    action: 'view',
    open: true,
    url: async (c) => `${base(c)}/versions/${await latestVersionId(c.project.id)}`,
  },
  {
    method: 'GET',
    path: '/api/projects/:projectId/versions/:versionId/diff',
    action: 'view',
    open: true,
    url: async (c) => `${base(c)}/versions/${await latestVersionId(c.project.id)}/diff`,
  },
  {
    method: 'POST',
    path: '/api/projects/:projectId/versions/:versionId/restore',
    action: 'edit',
    url: async (c) => `${base(c)}/versions/${await latestVersionId(c.project.id)}/restore`,
    ok: [201],
  },

  // Knowledge
  {
    method: 'GET',
    path: '/api/projects/:projectId/knowledge',
    action: 'edit',
    // The project's knowledge, whoever uploaded it: the owner's file is in every editor's list.
    check: (c, text) => {
      const { files } = JSON.parse(text) as { files: Array<{ id: string }> };
      expect(files.map((f) => f.id)).toContain(c.project.knowledgeId);
    },
  },
  {
    method: 'POST',
    path: '/api/projects/:projectId/knowledge',
    action: 'edit',
    body: (c) => {
      const form = new FormData();
      form.append('file', new File(['Opening hours: 9 to 5\n'], `hours-${c.n}.txt`, { type: 'text/plain' }));
      return form;
    },
    ok: [201],
  },
  {
    method: 'GET',
    path: '/api/projects/:projectId/knowledge/:fileId/download',
    action: 'edit',
    url: (c) => `${base(c)}/knowledge/${c.project.knowledgeId}/download`,
  },
  {
    method: 'DELETE',
    path: '/api/projects/:projectId/knowledge/:fileId',
    action: 'edit',
    url: async (c) => `${base(c)}/knowledge/${await ownerUploadsKnowledge(c.project.id, `doomed-${c.n}.txt`)}`,
  },

  // Export
  {
    method: 'POST',
    path: '/api/projects/:projectId/github-export',
    action: 'edit',
    body: () => ({ repository: 'matrix-export' }),
    ok: [409], // GitHub is not connected: past the policy
  },

  // Analytics: the workspace's members read them, whatever the project's visibility.
  { method: 'GET', path: '/api/projects/:projectId/analytics', action: 'view', membersOnly: true },

  // Git sync: nothing is connected, so each allowed call is refused past the policy.
  { method: 'GET', path: '/api/projects/:projectId/git', action: 'edit' },
  {
    method: 'POST',
    path: '/api/projects/:projectId/git',
    action: 'edit',
    body: () => ({ kind: 'remote', url: 'https://127.0.0.1/matrix.git', token: 'matrix-token' }),
    ok: [422], // a private address: refused before any request is made
  },
  { method: 'POST', path: '/api/projects/:projectId/git/sync', action: 'edit', ok: [404] },
  { method: 'GET', path: '/api/projects/:projectId/git/conflict', action: 'edit', ok: [409] },
  {
    method: 'POST',
    path: '/api/projects/:projectId/git/resolve',
    action: 'edit',
    body: () => ({ choice: 'theirs' }),
    ok: [409],
  },
  { method: 'DELETE', path: '/api/projects/:projectId/git', action: 'edit', ok: [404] },

  // Preview
  { method: 'GET', path: '/api/projects/:projectId/preview', action: 'view', open: true, timeout: 60_000 },
  {
    method: 'POST',
    path: '/api/projects/:projectId/preview/errors',
    action: 'edit',
    body: () => ({ buildId: 'matrix', kind: 'error', message: 'Something broke' }),
    ok: [201],
  },
];
