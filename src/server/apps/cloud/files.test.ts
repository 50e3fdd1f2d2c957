import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestOnHost } from '../../../../tests/support/app-host';
import { setVisibility } from '../../../../tests/support/billing';
import { CloudVisitor } from '../../../../tests/support/cloud-client';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { cloudLimits, cloudTexts } from '../../../shared/cloud/limits';
import { cloudApp, storedBytes, tinyPng } from './test-utils';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server.close());

const png = tinyPng;

describe('app cloud files', () => {
  it('stores an image, serves it by its URL with safe headers, and frees its bytes when deleted', async () => {
    const app = await cloudApp(server);
    const visitor = await app.visitor();
    const uploaded = await visitor.upload('pixel <x>.png', png, 'image/png');
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({ name: 'pixel _x_.png', contentType: 'image/png', size: png.length });
    expect(await storedBytes(server, app.projectId)).toBe(png.length);

    // The URL alone works (as <img src> sends no token), on this app's host only.
    const image = await requestOnHost(server.url, app.previewOrigin, uploaded.body.url);
    expect(image.status).toBe(200);
    expect(image.bytes.equals(png)).toBe(true);
    expect(image.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    const other = await cloudApp(server);
    expect((await requestOnHost(server.url, other.previewOrigin, uploaded.body.url)).status).toBe(404);

    // Without the key, the rules decide: the owner yes, someone else no (owner by default).
    const bare = `/files/${uploaded.body.id}`;
    expect((await visitor.call('GET', '/files')).body.files).toHaveLength(1);
    const stranger = await app.visitor();
    expect((await stranger.call('GET', bare)).status).toBe(404);
    expect((await stranger.call('DELETE', bare)).status).toBe(404);
    expect((await stranger.call('GET', '/files')).body.files).toEqual([]);
    const forged = await requestOnHost(server.url, app.previewOrigin, `/_cloud/v1${bare}?key=1.forged`, {
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(forged.status).toBe(404);

    expect((await visitor.call('DELETE', bare)).status).toBe(200);
    expect(await storedBytes(server, app.projectId)).toBe(0);
    expect((await requestOnHost(server.url, app.previewOrigin, uploaded.body.url)).status).toBe(404);
  });

  it('refuses bytes that are not an allowed type, whatever the name says, and files over the plan’s size', async () => {
    const app = await cloudApp(server);
    const visitor = await app.visitor();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const disguised = await visitor.upload('cat.png', html, 'image/png');
    expect([disguised.status, disguised.body.error.message]).toEqual([415, cloudTexts.fileType]);
    const svg = await visitor.upload(
      'logo.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      'image/svg+xml',
    );
    expect(svg.status).toBe(415);
    const big = Buffer.concat([png, Buffer.alloc(cloudLimits.free.fileBytes)]);
    const tooBig = await visitor.upload('big.png', big, 'image/png');
    expect([tooBig.status, tooBig.body.error.message]).toEqual([413, cloudTexts.fileTooLarge(5)]);
    const pdf = await visitor.upload('doc.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf');
    expect(pdf.status).toBe(201);
    const served = await requestOnHost(server.url, app.previewOrigin, pdf.body.url);
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);
    expect((await visitor.call('GET', '/files')).body.files.map((f: { name: string }) => f.name)).toEqual(['doc.pdf']);
    expect((await visitor.call('POST', '/files', {})).status).toBe(400);
  });

  it('serves a private app’s file by its keyed URL alone, as <img src> asks for it', async () => {
    const app = await cloudApp(server);
    await setVisibility(server, { email: app.email, browser: app.owner }, app.projectId, 'private');
    const { token } = await (await app.owner.get(`/api/projects/${app.projectId}/preview`)).json();
    const owner = new CloudVisitor(server.url, app.previewOrigin, null, { 'x-shipwright-grant': token });
    const { body } = await owner.upload('a.png', png, 'image/png');
    expect((await requestOnHost(server.url, app.previewOrigin, body.url)).status).toBe(200);
    // Without the key, or with another file's, the private app's backend stays shut.
    expect((await requestOnHost(server.url, app.previewOrigin, `/_cloud/v1/files/${body.id}`)).status).toBe(404);
    const { body: other } = await owner.upload('b.png', png, 'image/png');
    const swapped = `/_cloud/v1/files/${body.id}?key=${new URL(other.url, server.url).searchParams.get('key')}`;
    expect((await requestOnHost(server.url, app.previewOrigin, swapped)).status).toBe(404);
  });

  it('follows the files rules in cloud.json', async () => {
    const app = await cloudApp(server);
    await app.setRules({ files: { read: 'public', create: 'signed-in' } });
    const [owner, reader] = [await app.visitor(), await app.visitor()];
    expect((await owner.upload('a.png', png, 'image/png')).status).toBe(401);
    await app.setRules({ files: { read: 'public' } });
    const { body } = await owner.upload('a.png', png, 'image/png');
    expect((await reader.call('GET', '/files')).body.files.map((f: { id: string }) => f.id)).toEqual([body.id]);
    expect((await reader.call('GET', `/files/${body.id}`)).status).toBe(200);
    expect((await reader.call('DELETE', `/files/${body.id}`)).status).toBe(404);
  });
});
