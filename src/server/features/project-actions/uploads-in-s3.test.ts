import { access } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOnHost, requestOnHost } from '../../../../tests/support/app-host';
import { type AuthSession, signedInBrowser } from '../../../../tests/support/auth-session';
import { type FakeS3Server, fakeS3Env, startFakeS3Server } from '../../../../tests/support/fake-s3-server';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { cloudApp, tinyPng } from '../../apps/cloud/test-utils';
import { buildArtifacts, deployments, projectFiles } from '../../db/schema';

// With S3_* set, uploads go through the real routes into the bucket (here a local server that
// speaks the S3 protocol), come back out of it, and leave it when their file or project goes.
// So do builds' scripts and styles, under content-addressed keys, the database keeping the key:
// every instance serves the same bytes, and deployed builds keep theirs whatever comes after.

let s3: FakeS3Server;
let server: TestServer;
beforeAll(async () => {
  s3 = await startFakeS3Server();
  server = await startTestServer({ TRUST_PROXY: 'true', ...fakeS3Env(s3) });
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
});

const notes = 'Opening hours: 7 to 21.\nClosed on Mondays.';

async function uploadKnowledge(browser: AuthSession, projectId: string) {
  const form = new FormData();
  form.append('file', new File([notes], 'notes.txt', { type: 'text/plain' }));
  const res = await browser.send(`/api/projects/${projectId}/knowledge`, {
    method: 'POST',
    headers: { origin: server.url },
    body: form,
  });
  expect(res.status).toBe(201);
  return (await res.json()).uploaded[0].id as string;
}

/** The keys this call added to the bucket. */
async function newKeys(action: () => Promise<unknown>) {
  const before = new Set(s3.keys());
  await action();
  return s3.keys().filter((k) => !before.has(k));
}

describe('uploads in an S3-compatible bucket', () => {
  it('stores a knowledge file in the bucket, serves it back from there, and deletes it there', async () => {
    expect(server.deps.storage.kind).toBe('s3');
    const { browser } = await signedInBrowser(server);
    const projectId = (await (await browser.post('/api/projects', { prompt: 'A bakery site' })).json()).id as string;

    let fileId = '';
    const [key] = await newKeys(async () => {
      fileId = await uploadKnowledge(browser, projectId);
    });
    expect(key).toMatch(/^[^/]+\/[0-9a-f-]{36}\.txt$/);
    expect(s3.objects.get(key as string)?.bytes.toString()).toBe(notes);
    expect(s3.objects.get(key as string)?.contentType).toBe('text/plain');
    // Nothing went to the local disk.
    await expect(access(path.join(server.deps.env.DATA_DIR, 'storage'))).rejects.toThrow();

    const download = await browser.get(`/api/projects/${projectId}/knowledge/${fileId}/download`);
    expect(download.status).toBe(200);
    expect(await download.text()).toBe(notes);

    expect((await browser.delete(`/api/projects/${projectId}/knowledge/${fileId}`)).status).toBe(200);
    expect(s3.objects.has(key as string)).toBe(false);
    expect((await browser.get(`/api/projects/${projectId}/knowledge/${fileId}/download`)).status).toBe(404);
  });

  it('keeps an app’s uploads under its folder, and deleting the project empties the folder', async () => {
    const app = await cloudApp(server);
    const folder = `cloud/${app.projectId}/`;
    const visitor = await app.visitor();
    let url = '';
    const [appKey] = await newKeys(async () => {
      const res = await visitor.upload('pixel.png', tinyPng, 'image/png');
      expect(res.status).toBe(201);
      url = res.body.url;
    });
    expect(appKey).toMatch(new RegExp(`^${folder}preview/[0-9a-f-]{36}\\.png$`));
    expect(s3.objects.get(appKey as string)?.bytes.equals(tinyPng)).toBe(true);

    // The app reads its file back on its own host, from the bucket.
    const { pathname, search } = new URL(url, app.previewOrigin);
    const image = await requestOnHost(server.url, app.previewOrigin, `${pathname}${search}`);
    expect([image.status, image.headers['content-type']]).toEqual([200, 'image/png']);
    expect(image.bytes.equals(tinyPng)).toBe(true);

    const [knowledgeKey] = await newKeys(() => uploadKnowledge(app.owner, app.projectId));
    expect(knowledgeKey).toBeDefined();

    expect((await app.owner.delete(`/api/projects/${app.projectId}`)).status).toBe(200);
    expect(s3.keys(folder)).toEqual([]);
    expect(s3.objects.has(knowledgeKey as string)).toBe(false);
  });
});

const artifactRow = async (id: string) =>
  (await server.deps.db.select().from(buildArtifacts).where(eq(buildArtifacts.id, id)))[0];

describe('build assets in an S3-compatible bucket', () => {
  it('stores them by content, serves them from there, keeps a deployed build’s and removes the rest with the project', async () => {
    const app = await cloudApp(server, 'A habit tracker');
    const preview = async () => (await app.owner.get(`/api/projects/${app.projectId}/preview`)).json();
    const first = await preview();
    const row = await artifactRow(first.build.id);
    expect(row?.assetsKey).toMatch(new RegExp(`^builds/${app.projectId}/[0-9a-f]{64}$`));
    expect(row?.js).toBe('');
    const stored = s3.objects.get(`${row?.assetsKey}.js`);
    expect(stored?.contentType).toMatch(/javascript/);
    const served = await getOnHost(server.url, first.origin, `/__app/${first.build.id}/app.js`);
    expect(served.status).toBe(200);
    // Compared as booleans: a failure should not print a bundle.
    expect(served.text === stored?.bytes.toString()).toBe(true);
    await app.deploy();
    // A deployment serves a live build of its own (no source locations), stored the same way.
    const [deployment] = await server.deps.db
      .select({ artifactId: deployments.artifactId })
      .from(deployments)
      .where(eq(deployments.projectId, app.projectId));
    const live = await artifactRow(deployment?.artifactId ?? '');
    const liveStored = s3.objects.get(`${live?.assetsKey}.js`);
    expect(liveStored?.contentType).toMatch(/javascript/);

    // Eleven more builds, each with other styles: the oldest undeployed one is pruned with its assets.
    const css = (
      await server.deps.db.select().from(projectFiles).where(eq(projectFiles.projectId, app.projectId))
    ).find((f) => f.filePath === 'src/index.css')?.content;
    const keys: string[] = [];
    for (let mark = 1; mark <= 11; mark++) {
      await server.deps.db
        .update(projectFiles)
        .set({ content: `${css}\n.build-mark-${mark} { color: red; }\n` })
        .where(and(eq(projectFiles.projectId, app.projectId), eq(projectFiles.filePath, 'src/index.css')));
      const { build } = await preview();
      expect(build.status).toBe('ok');
      keys.push((await artifactRow(build.id))?.assetsKey as string);
    }
    expect(new Set(keys).size).toBe(11);
    expect(s3.objects.has(`${keys[0]}.css`)).toBe(false);
    expect(s3.objects.has(`${keys[10]}.css`)).toBe(true);
    // The deployed build is never pruned, and its bytes never change.
    expect(s3.objects.get(`${live?.assetsKey}.js`)?.etag).toBe(liveStored?.etag);

    expect((await app.owner.delete(`/api/projects/${app.projectId}`)).status).toBe(200);
    expect(s3.keys(`builds/${app.projectId}/`)).toEqual([]);
  }, 60_000);
});
