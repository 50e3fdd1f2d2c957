import { randomUUID } from 'node:crypto';
import { cloudFiles } from '../../../src/server/db/schema';
import { base, db, owner } from './matrix-context';
import { expectStatus } from './matrix-fixtures';
import type { Call, Row } from './matrix-types';

const records = (call: Call) => `${base(call)}/data/collections/notes/records`;

async function ownerAddsRecord(call: Call) {
  const res = await owner().post(records(call), { title: `Mine ${call.n}` });
  await expectStatus(res, 201, 'adding a record');
  return ((await res.json()) as { id: string }).id;
}

/** The app's backend routes, each scoped by dataScope (app-data-access.ts). */
export const appBackendRows: Row[] = [
  // App backend (the Database, Functions, Services tabs): editors and up; everyone else a 404.
  { method: 'GET', path: '/api/projects/:projectId/data', action: 'edit', hidden: true },
  { method: 'GET', path: '/api/projects/:projectId/data/users', action: 'edit', hidden: true },
  { method: 'GET', path: '/api/projects/:projectId/data/files', action: 'edit', hidden: true },
  {
    method: 'DELETE',
    path: '/api/projects/:projectId/data/files/:id',
    action: 'edit',
    hidden: true,
    url: async (c) => {
      const [file] = await db()
        .insert(cloudFiles)
        .values({
          projectId: c.project.id,
          environment: 'preview',
          ownerId: randomUUID(),
          name: `upload-${c.n}.txt`,
          contentType: 'text/plain',
          sizeBytes: 0,
          storageKey: `matrix/${randomUUID()}`,
        })
        .returning({ id: cloudFiles.id });
      return `${base(c)}/data/files/${(file as { id: string }).id}`;
    },
  },
  { method: 'GET', path: '/api/projects/:projectId/data/rules-check', action: 'edit', hidden: true },
  {
    method: 'GET',
    path: '/api/projects/:projectId/data/collections/:collection/records',
    action: 'edit',
    hidden: true,
    url: (c) => records(c),
  },
  {
    method: 'POST',
    path: '/api/projects/:projectId/data/collections/:collection/records',
    action: 'edit',
    hidden: true,
    url: (c) => records(c),
    body: (c) => ({ title: `Note ${c.n}` }),
    ok: [201],
  },
  {
    method: 'PATCH',
    path: '/api/projects/:projectId/data/collections/:collection/records/:id',
    action: 'edit',
    hidden: true,
    url: async (c) => `${records(c)}/${await ownerAddsRecord(c)}`,
    body: () => ({ field: 'title', value: 'Changed' }),
  },
  {
    method: 'DELETE',
    path: '/api/projects/:projectId/data/collections/:collection/records/:id',
    action: 'edit',
    hidden: true,
    url: async (c) => `${records(c)}/${await ownerAddsRecord(c)}`,
  },
  {
    method: 'GET',
    path: '/api/projects/:projectId/data/collections/:collection/export',
    action: 'edit',
    hidden: true,
    url: (c) => `${base(c)}/data/collections/notes/export`,
  },
  {
    method: 'POST',
    path: '/api/projects/:projectId/data/preview/reset',
    action: 'edit',
    hidden: true,
    body: () => ({ copyLive: false }),
  },
  { method: 'GET', path: '/api/projects/:projectId/functions', action: 'edit', hidden: true },
  { method: 'GET', path: '/api/projects/:projectId/functions/secrets', action: 'edit', hidden: true },
  {
    method: 'PUT',
    path: '/api/projects/:projectId/functions/secrets/:name',
    action: 'edit',
    hidden: true,
    url: (c) => `${base(c)}/functions/secrets/MATRIX_${c.n}`,
    body: () => ({ value: 'not-a-real-key' }),
  },
  {
    method: 'DELETE',
    path: '/api/projects/:projectId/functions/secrets/:name',
    action: 'edit',
    hidden: true,
    url: async (c) => {
      const url = `${base(c)}/functions/secrets/MATRIX_${c.n}`;
      await expectStatus(await owner().put(url, { value: 'not-a-real-key' }), 200, 'saving a secret');
      return url;
    },
  },
  {
    method: 'POST',
    path: '/api/projects/:projectId/functions/:name/calls',
    action: 'edit',
    hidden: true,
    url: (c) => `${base(c)}/functions/hello/calls`,
    body: () => ({ method: 'POST', as: 'nobody', body: '' }),
    ok: [404], // the preview serves no function by that name: past the policy (function_not_found)
  },
  { method: 'GET', path: '/api/projects/:projectId/email', action: 'edit', hidden: true },
  {
    method: 'POST',
    path: '/api/projects/:projectId/email/suppressions',
    action: 'edit',
    hidden: true,
    body: (c) => ({ email: `blocked-${c.n}@example.com` }),
    ok: [201],
  },
  {
    method: 'DELETE',
    path: '/api/projects/:projectId/email/suppressions/:email',
    action: 'edit',
    hidden: true,
    url: async (c) => {
      const email = `lifted-${c.n}@example.com`;
      await expectStatus(await owner().post(`${base(c)}/email/suppressions`, { email }), 201, 'suppressing');
      return `${base(c)}/email/suppressions/${encodeURIComponent(email)}`;
    },
  },
  { method: 'GET', path: '/api/projects/:projectId/ai', action: 'edit', hidden: true },
  {
    method: 'PUT',
    path: '/api/projects/:projectId/ai',
    action: 'edit',
    hidden: true,
    body: () => ({ tokensPerMonth: 200_000, tokensPerVisitorPerDay: 10_000 }),
  },
];
