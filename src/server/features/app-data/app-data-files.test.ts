import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestOnHost } from '../../../../tests/support/app-host';
import { signedInBrowser } from '../../../../tests/support/auth-session';
import { CloudVisitor } from '../../../../tests/support/cloud-client';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { cloudLimits } from '../../../shared/cloud/limits';
import { cloudApp, storedBytes, tinyPng } from '../../apps/cloud/test-utils';
import { cloudFiles } from '../../db/schema';
import { dataApi } from './test-utils';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server.close());

const png = tinyPng;
const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');

const storageKeyOf = async (id: string) =>
  (await server.deps.db.select({ key: cloudFiles.storageKey }).from(cloudFiles).where(eq(cloudFiles.id, id)))[0]?.key;

/** A file URL as the tab lists it (absolute, on the app's host), fetched there without any credentials. */
const open = (url: string) => {
  const { origin, pathname, search } = new URL(url);
  return requestOnHost(server.url, origin, `${pathname}${search}`);
};

interface ListedFile {
  id: string;
  name: string;
  contentType: string;
  size: number;
  url: string;
  owner: { kind: string; email: string | null };
}

describe('database tab files', () => {
  it('lists each environment’s uploads apart, newest first, with URLs that work on the app’s host', async () => {
    const app = await cloudApp(server);
    const visitor = await app.visitor();
    const first = await visitor.upload('first.png', png, 'image/png');
    const second = await visitor.upload('report.pdf', pdf, 'application/pdf');
    expect([first.status, second.status]).toEqual([201, 201]);
    const liveOrigin = await app.deploy();
    const liveVisitor = await new CloudVisitor(server.url, liveOrigin).join();
    expect((await liveVisitor.upload('live.png', png, 'image/png')).status).toBe(201);
    const api = dataApi(server, app);

    const preview = await api.call('GET', '/files?env=preview');
    expect(preview.status).toBe(200);
    expect(preview.body.total).toBe(2);
    const files = preview.body.files as ListedFile[];
    expect(files.map((f) => [f.name, f.contentType, f.size, f.owner.kind])).toEqual([
      ['report.pdf', 'application/pdf', pdf.length, 'device'],
      ['first.png', 'image/png', png.length, 'device'],
    ]);
    expect(files[1]?.url.startsWith(`${app.previewOrigin}/_cloud/v1/files/${first.body.id}?key=`)).toBe(true);
    const image = await open(files[1]?.url as string);
    expect([image.status, image.headers['content-type']]).toEqual([200, 'image/png']);
    expect(image.bytes.equals(png)).toBe(true);

    const live = await api.call('GET', '/files?env=live');
    expect((live.body.files as ListedFile[]).map((f) => f.name)).toEqual(['live.png']);
    const liveUrl = (live.body.files as ListedFile[])[0]?.url as string;
    expect(liveUrl.startsWith(`${liveOrigin}/_cloud/v1/files/`)).toBe(true);
    expect((await open(liveUrl)).status).toBe(200);

    // The overview counts them, and says how large one upload may be on the plan.
    const summary = await api.summary('preview');
    expect(summary.body.files).toBe(2);
    expect(summary.body.usage).toMatchObject({
      storedBytes: png.length + pdf.length,
      limits: { fileBytes: cloudLimits.free.fileBytes },
    });
    expect((await api.summary('live')).body.files).toBe(1);
  });

  it('deletes a file whoever uploaded it: usage freed, bytes gone, its URL a 404', async () => {
    const app = await cloudApp(server);
    const visitor = await app.visitor();
    const kept = await visitor.upload('kept.png', png, 'image/png');
    const doomed = await visitor.upload('doomed.png', png, 'image/png');
    const api = dataApi(server, app);
    const listed = (await api.call('GET', '/files')).body.files as ListedFile[];
    const doomedUrl = listed.find((f) => f.id === doomed.body.id)?.url as string;
    const key = (await storageKeyOf(doomed.body.id)) as string;
    expect(await storedBytes(server, app.projectId, 'preview')).toBe(2 * png.length);

    // The wrong environment does not find it.
    expect((await api.call('DELETE', `/files/${doomed.body.id}?env=live`)).status).toBe(404);
    const removed = await api.call('DELETE', `/files/${doomed.body.id}?env=preview`);
    expect([removed.status, removed.body]).toEqual([200, { id: doomed.body.id }]);
    expect(await storedBytes(server, app.projectId, 'preview')).toBe(png.length);
    expect(await server.deps.storage.get(key)).toBeNull();
    expect((await open(doomedUrl)).status).toBe(404);
    expect((await api.call('DELETE', `/files/${doomed.body.id}?env=preview`)).status).toBe(404);
    expect((await api.call('DELETE', '/files/not-a-uuid?env=preview')).status).toBe(404);

    const left = (await api.call('GET', '/files')).body;
    expect([left.total, left.files.map((f: ListedFile) => f.id)]).toEqual([1, [kept.body.id]]);
    // The app's own visitor sees the same.
    expect((await visitor.call('GET', '/files')).body.files.map((f: { id: string }) => f.id)).toEqual([kept.body.id]);
  });

  it('is the owner’s alone, and answers a bad environment with a 400', async () => {
    const app = await cloudApp(server);
    const { body: file } = await (await app.visitor()).upload('mine.png', png, 'image/png');
    const stranger = dataApi(server, app, (await signedInBrowser(server)).browser);
    for (const res of [
      await stranger.call('GET', '/files?env=preview'),
      await stranger.call('DELETE', `/files/${file.id}?env=preview`),
    ]) {
      expect([res.status, res.body?.error?.code]).toEqual([404, 'not_found']);
    }
    expect((await server.request(`/api/projects/${app.projectId}/data/files`)).status).toBe(401);
    const api = dataApi(server, app);
    for (const res of [
      await api.call('GET', '/files?env=staging'),
      await api.call('GET', '/files?offset=-1'),
      await api.call('DELETE', `/files/${file.id}?env=staging`),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.error.message).toEqual(expect.any(String));
    }
    expect((await api.call('GET', '/files')).body.total).toBe(1);
  });

  it('goes with the preview’s records when the preview data is cleared; live keeps its files', async () => {
    const app = await cloudApp(server);
    const visitor = await app.visitor();
    await visitor.add('notes', { text: 'hello' });
    const { body: file } = await visitor.upload('photo.png', png, 'image/png');
    const key = (await storageKeyOf(file.id)) as string;
    const liveOrigin = await app.deploy();
    await (await new CloudVisitor(server.url, liveOrigin).join()).upload('live.png', png, 'image/png');
    const api = dataApi(server, app);

    const cleared = await api.call('POST', '/preview/reset', {});
    expect(cleared.body).toEqual({ removed: 1, copied: 0, removedFiles: 1 });
    expect((await api.summary('preview')).body).toMatchObject({ files: 0, usage: { records: 0, storedBytes: 0 } });
    expect(await server.deps.storage.get(key)).toBeNull();
    expect((await api.call('GET', '/files?env=live')).body.total).toBe(1);
    expect(await storedBytes(server, app.projectId, 'live')).toBe(png.length);

    // Copying live in copies its records, not its files.
    const copied = await api.call('POST', '/preview/reset', { copyLive: true });
    expect(copied.body).toEqual({ removed: 0, copied: 0, removedFiles: 0 });
    expect((await api.summary('preview')).body.files).toBe(0);
  });
});
