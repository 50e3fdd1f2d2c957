import { readdir } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOnHost } from '../../../../tests/support/app-host';
import { AuthSession, signedInBrowser } from '../../../../tests/support/auth-session';
import { setVisibility } from '../../../../tests/support/billing';
import { CloudVisitor } from '../../../../tests/support/cloud-client';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { limitTexts } from '../../../shared/billing';
import { projectActionTexts } from '../../../shared/project-actions';
import { cloudApp, tinyPng } from '../../apps/cloud/test-utils';
import * as schema from '../../db/schema';
import { blobsOfProject, snapshotProject } from '../versions/versions.service';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server.close());

/** Every table that holds a project's rows, by its project_id column. */
const projectTables = [
  schema.chatMessages,
  schema.projectFiles,
  schema.projectVersions,
  schema.generationRuns,
  schema.buildArtifacts,
  schema.deployments,
  schema.liveSites,
  schema.knowledgeFiles,
  schema.cloudIdentities,
  schema.cloudRecords,
  schema.cloudUsage,
  schema.cloudSignInCodes,
  schema.cloudFiles,
] as const;

async function rowsLeft(projectId: string) {
  const counts: Record<string, number> = {};
  for (const table of projectTables) {
    const name = (table as unknown as { [key: symbol]: string })[Symbol.for('drizzle:Name')] ?? '';
    counts[name] = await server.deps.db.$count(table as PgTable, eq(table.projectId, projectId));
  }
  return counts;
}

/** Every stored file under DATA_DIR/storage, relative to it. */
async function storedFiles() {
  const root = path.join(server.deps.env.DATA_DIR, 'storage');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

function uploadKnowledge(browser: AuthSession, projectId: string) {
  const form = new FormData();
  form.append('file', new File(['Opening hours: 7 to 21.'], 'notes.txt', { type: 'text/plain' }));
  return browser.send(`/api/projects/${projectId}/knowledge`, {
    method: 'POST',
    headers: { origin: server.url },
    body: form,
  });
}

describe('deleting a project', () => {
  it('takes its live app down at once and removes everything it had, stored files included', async () => {
    const app = await cloudApp(server, 'A habit tracker');
    const { owner, projectId } = app;
    // A file no other project has, so its stored contents must go with the project.
    await server.deps.db
      .insert(schema.projectFiles)
      .values({ projectId, filePath: 'src/only-here.ts', content: `export const id = '${projectId}';` });
    await snapshotProject(server.deps.db, projectId, { summary: 'a unique file' });
    expect((await uploadKnowledge(owner, projectId)).status).toBe(201);

    const previewVisitor = await app.visitor();
    expect((await previewVisitor.add('habits', { name: 'Meditate' })).status).toBe(201);
    expect((await previewVisitor.upload('pixel.png', tinyPng, 'image/png')).status).toBe(201);
    const liveUrl = await app.deploy();
    const liveVisitor = await new CloudVisitor(server.url, liveUrl).join();
    expect((await liveVisitor.add('habits', { name: 'Run' })).status).toBe(201);
    expect((await liveVisitor.upload('pixel.png', tinyPng, 'image/png')).status).toBe(201);
    expect((await getOnHost(server.url, liveUrl, '/')).status).toBe(200);

    const before = await rowsLeft(projectId);
    for (const table of ['chat_sessions', 'project_files', 'project_versions', 'deployments', 'live_sites'])
      expect(before[table], table).toBeGreaterThan(0);
    expect(before.cloud_files).toBe(2);
    expect(before.user_knowledge_files).toBe(1);
    const stored = (await storedFiles()).filter((f) => f.includes(projectId) || !f.startsWith('cloud'));
    expect(stored.length).toBeGreaterThanOrEqual(3);
    const blobs = await server.deps.db.transaction((tx) => blobsOfProject(tx, projectId));

    const res = await owner.delete(`/api/projects/${projectId}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: projectId });

    expect((await getOnHost(server.url, liveUrl, '/')).status).toBe(404);
    expect((await getOnHost(server.url, app.previewOrigin, '/')).status).toBe(404);
    expect((await liveVisitor.list('habits')).status).toBe(404);
    const gone = await owner.get(`/api/projects/${projectId}`);
    expect(gone.status).toBe(404);
    expect((await gone.json()).error.code).toBe('not_found');

    expect(Object.values(await rowsLeft(projectId)).every((n) => n === 0)).toBe(true);
    const remaining = await storedFiles();
    for (const file of stored) expect(remaining, file).not.toContain(file);
    const storageRoot = path.join(server.deps.env.DATA_DIR, 'storage');
    expect(await readdir(path.join(storageRoot, 'cloud')).catch(() => [])).not.toContain(projectId);
    // Contents only this project had are gone; those other projects share stay for them.
    const kept = await server.deps.db.select().from(schema.fileBlobs).where(inArray(schema.fileBlobs.hash, blobs));
    expect(kept.length).toBeLessThan(blobs.length);
    for (const blob of kept) {
      expect(
        await server.deps.db.$count(schema.projectVersionFiles, eq(schema.projectVersionFiles.blobHash, blob.hash)),
      ).toBeGreaterThan(0);
    }

    expect((await owner.delete(`/api/projects/${projectId}`)).status).toBe(404);
  });

  it('frees its place in the plan: a full Free account can create again', async () => {
    const { browser } = await signedInBrowser(server);
    const ids: string[] = [];
    for (let i = 1; i <= 5; i++)
      ids.push((await (await browser.post('/api/projects', { prompt: `app ${i}` })).json()).id);
    const refused = await browser.post('/api/projects', { prompt: 'a sixth' });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toEqual({ code: 'plan_limit', message: limitTexts.apps('Free', 5) });

    expect((await browser.delete(`/api/projects/${ids[2]}`)).status).toBe(200);
    expect((await (await browser.get('/api/projects')).json()).total).toBe(4);
    expect((await browser.post('/api/projects', { prompt: 'a sixth' })).status).toBe(201);
  });

  it('frees its live app in the plan: a fourth app can go live on Free once one is deleted', async () => {
    const owner = await signedInBrowser(server);
    const apps = [];
    for (let i = 0; i < 4; i++) apps.push(await cloudApp(server, 'A habit tracker', owner));
    for (const app of apps.slice(0, 3)) await app.deploy();
    expect((await owner.browser.post(`/api/projects/${apps[3]?.projectId}/deployments`)).status).toBe(403);
    expect((await owner.browser.delete(`/api/projects/${apps[0]?.projectId}`)).status).toBe(200);
    expect((await owner.browser.post(`/api/projects/${apps[3]?.projectId}/deployments`)).status).toBe(201);
  });
});

/** A live-update stream on an app host: when it is ready, and when the server ends it. */
function openWatch(origin: string, collection: string, token: string) {
  const target = new URL(server.url);
  let ready: () => void = () => {};
  const isReady = new Promise<void>((resolve) => {
    ready = resolve;
  });
  const ended = new Promise<void>((resolve, reject) => {
    const req = request({
      host: '127.0.0.1',
      port: target.port,
      path: `/_cloud/v1/collections/${collection}/changes`,
      headers: { host: new URL(origin).host, authorization: `Bearer ${token}` },
    });
    req.on('response', (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => chunk.includes('event: ready') && ready());
      res.on('end', resolve);
    });
    req.on('error', reject);
    req.end();
  });
  return { isReady, ended };
}

describe('a deleted app’s visitors', () => {
  it('have their open live-update streams ended', async () => {
    const app = await cloudApp(server, 'A habit tracker');
    const liveUrl = await app.deploy();
    const liveVisitor = await new CloudVisitor(server.url, liveUrl).join();
    const previewVisitor = await app.visitor();
    const watches = [
      openWatch(liveUrl, 'habits', liveVisitor.token as string),
      openWatch(app.previewOrigin, 'habits', previewVisitor.token as string),
    ];
    await Promise.all(watches.map((w) => w.isReady));
    expect((await app.owner.delete(`/api/projects/${app.projectId}`)).status).toBe(200);
    await Promise.all(watches.map((w) => w.ended));
  });
});

describe('who may delete', () => {
  it('only the owner: a viewer of a public project is told why, a private one is not found to others', async () => {
    const owner = await signedInBrowser(server);
    const shared = await (await owner.browser.post('/api/projects', { prompt: 'A shared app' })).json();
    const hidden = await (await owner.browser.post('/api/projects', { prompt: 'A hidden app' })).json();
    await setVisibility(server, owner, hidden.id, 'private');
    const { browser: stranger } = await signedInBrowser(server);

    const denied = await stranger.delete(`/api/projects/${shared.id}`);
    expect(denied.status).toBe(403);
    expect((await denied.json()).error).toEqual({ code: 'access_denied', message: projectActionTexts.deleteDenied });
    expect((await stranger.delete(`/api/projects/${hidden.id}`)).status).toBe(404);
    const signedOut = await new AuthSession(server).delete(`/api/projects/${shared.id}`);
    expect(signedOut.status).toBe(401);
    expect((await stranger.delete('/api/projects/not-a-uuid')).status).toBe(404);

    for (const project of [shared, hidden]) {
      expect((await owner.browser.get(`/api/projects/${project.id}`)).status).toBe(200);
    }
  });
});
