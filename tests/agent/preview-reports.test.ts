import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptPreviewErrors } from '../../src/server/apps/preview/preview-errors';
import { previewErrors } from '../../src/server/db/schema';
import { signedInBrowser } from '../support/auth-session';
import { startTestServer, type TestServer } from '../support/test-server';

// What the owner's preview reported reaches the server for the agent's runtime check: only the
// owner may send it, malformed reports are refused, and only the newest few are kept.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server.close());

const report = { buildId: 'b1', kind: 'console', message: 'Warning: each child needs a key' };

describe('preview reports', () => {
  it('are taken from the owner only, validated, and kept to the newest', async () => {
    const { browser: owner } = await signedInBrowser(server);
    const { browser: stranger } = await signedInBrowser(server);
    const project = await (await owner.post('/api/projects', { prompt: 'A list' })).json();
    const url = `/api/projects/${project.id}/preview/errors`;
    expect((await owner.post(url, report)).status).toBe(201);
    expect((await stranger.post(url, report)).status).toBe(403);
    const invalid = await owner.post(url, { ...report, kind: 'shell' });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).error.code).toBeDefined();
    for (let i = 0; i < keptPreviewErrors + 5; i += 1) await owner.post(url, { ...report, message: `error ${i}` });
    const kept = await server.deps.db.select().from(previewErrors).where(eq(previewErrors.projectId, project.id));
    expect(kept).toHaveLength(keptPreviewErrors);
    expect(kept.map((r) => r.message)).toContain(`error ${keptPreviewErrors + 4}`);
  });
});
