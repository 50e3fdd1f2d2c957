import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { customDomains, deployments, queuedMessages } from '../../../src/server/db/schema';
import { defaultModel } from '../../../src/shared/projects';
import { readRunEvents } from '../run-events';
import { base, db, matrix } from './matrix-context';
import { teamProject } from './matrix-fixtures';
import type { Call, Row } from './matrix-types';

/** A claimed domain, checked just now (so Verify answers without asking DNS). */
async function insertDomain(call: Call) {
  const [row] = await db()
    .insert(customDomains)
    .values({
      projectId: call.project.id,
      userId: matrix.userIds.owner,
      domain: `www.claimed-${call.n}.test`,
      token: randomUUID().replaceAll('-', ''),
      lastCheckedAt: new Date(),
    })
    .returning({ id: customDomains.id });
  return (row as { id: string }).id;
}

/** Chat, working together, publishing (deployments and domains), and last deleting the project. */
export const chatAndDeployRows: Row[] = [
  // Chat: a reply with the built-in engine, waited for so the project is idle for the next call.
  {
    method: 'POST',
    path: '/api/projects/:projectId/messages',
    action: 'edit',
    body: () => ({ content: 'Add a short footer with the opening hours' }),
    ok: [202],
    after: async (c) => {
      const events = await readRunEvents(c.as, c.project.id);
      expect(events.at(-1)?.event).toBe('done');
    },
    timeout: 90_000,
  },

  // Working together: presence is for members only; a queued message is sent as a chat message is.
  { method: 'POST', path: '/api/projects/:projectId/presence', action: 'view', membersOnly: true },
  {
    method: 'POST',
    path: '/api/projects/:projectId/queue',
    action: 'edit',
    body: () => ({ content: 'Make the footer smaller' }),
    ok: [201],
    // The project was idle, so the message was sent at once: its reply is waited for.
    after: async (c) => {
      const events = await readRunEvents(c.as, c.project.id);
      expect(events.at(-1)?.event).toBe('done');
    },
    timeout: 90_000,
  },
  {
    // Someone else's waiting message (the owner's): its sender or an admin may take it back.
    method: 'DELETE',
    path: '/api/projects/:projectId/queue/:queuedId',
    action: 'manage',
    url: async (c) => {
      const [row] = await db()
        .insert(queuedMessages)
        .values({
          projectId: c.project.id,
          userId: matrix.userIds.owner,
          content: `Waiting ${c.n}`,
          model: defaultModel,
        })
        .returning({ id: queuedMessages.id });
      return `${base(c)}/queue/${(row as { id: string }).id}`;
    },
    cleanup: async (c) => {
      await db().delete(queuedMessages).where(eq(queuedMessages.projectId, c.project.id));
    },
  },

  // Deployments and custom domains
  { method: 'GET', path: '/api/projects/:projectId/deployments', action: 'deploy' },
  { method: 'GET', path: '/api/projects/:projectId/deployments/review', action: 'deploy' },
  { method: 'POST', path: '/api/projects/:projectId/deployments', action: 'deploy', ok: [201], timeout: 90_000 },
  {
    method: 'POST',
    path: '/api/projects/:projectId/deployments/:deploymentId/rollback',
    action: 'deploy',
    url: async (c) => {
      const [latest] = await db()
        .select({ id: deployments.id })
        .from(deployments)
        .where(eq(deployments.projectId, c.project.id))
        .orderBy(desc(deployments.number))
        .limit(1);
      return `${base(c)}/deployments/${latest?.id ?? randomUUID()}/rollback`;
    },
  },
  { method: 'GET', path: '/api/projects/:projectId/domains', action: 'deploy' },
  {
    method: 'POST',
    path: '/api/projects/:projectId/domains',
    action: 'deploy',
    body: (c) => ({ domain: `www.matrix-${c.n}.test` }),
    ok: [201],
    // A project holds two domains: each allowed call's is taken off again for the next.
    after: async (c) => {
      await db()
        .delete(customDomains)
        .where(and(eq(customDomains.projectId, c.project.id), eq(customDomains.domain, `www.matrix-${c.n}.test`)));
    },
  },
  {
    method: 'POST',
    path: '/api/projects/:projectId/domains/:domainId/verify',
    action: 'deploy',
    url: async (c) => `${base(c)}/domains/${await insertDomain(c)}/verify`,
  },
  {
    method: 'DELETE',
    path: '/api/projects/:projectId/domains/:domainId',
    action: 'deploy',
    url: async (c) => `${base(c)}/domains/${await insertDomain(c)}`,
  },
  // Unpublish: late, so the domain and rollback rows above still had a live app.
  { method: 'DELETE', path: '/api/projects/:projectId/deployments', action: 'deploy' },

  // Delete: last, and each call on a project of its own.
  {
    method: 'DELETE',
    path: '/api/projects/:projectId',
    action: 'manage',
    url: async (c) => `/api/projects/${await teamProject(c.which, `Throwaway ${c.n}`)}`,
  },
];
