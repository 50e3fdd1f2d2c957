import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CloudApp, cloudApp } from '../../src/server/apps/cloud/test-utils';
import { cloudBinding } from '../../src/server/apps/functions/cloud-binding';
import { startTestServer, type TestServer } from '../support/test-server';

// ctx.cloud: a function reaches the app's backend as the visitor who called it, under the app's
// rules, or as the app itself when it asks with asApp(); and only from inside a call while it runs.

const notes = `export default async function (request: Request, ctx: any) {
  const { text } = await request.json();
  const notes = ctx.cloud.collection('notes');
  if (text) await notes.add({ text });
  const { items } = await notes.list();
  return Response.json({ texts: items.map((item: any) => item.text) });
}
`;
const tally = `export default async function (_request: Request, ctx: any) {
  let refused = null;
  try {
    await ctx.cloud.collection('tallies').add({ n: 1 });
  } catch (error: any) {
    refused = { status: error.status, code: error.code };
  }
  const app = ctx.cloud.asApp();
  await app.collection('tallies').add({ n: 1 });
  const { items } = await app.collection('tallies').list();
  return Response.json({ refused, count: items.length, canGoFurther: 'asApp' in app });
}
`;

let server: TestServer;
let app: CloudApp;
beforeAll(async () => {
  server = await startTestServer();
  app = await cloudApp(server, 'A guest book');
  await app.addFiles({ 'functions/notes.ts': notes, 'functions/tally.ts': tally });
  const build = await app.setRules({
    collections: { notes: { read: 'owner', create: 'owner' }, tallies: { read: 'none', create: 'none' } },
  });
  expect(build.status).toBe('ok');
});
afterAll(() => server.close());

describe('a function’s ctx.cloud', { timeout: 60_000 }, () => {
  it('acts as the visitor who called, under the rules: each sees only their own notes', async () => {
    const ann = await app.visitor();
    const bob = await app.visitor();
    expect((await ann.call('POST', '/functions/notes', { text: 'from Ann' })).body).toEqual({ texts: ['from Ann'] });
    expect((await bob.call('POST', '/functions/notes', { text: 'from Bob' })).body).toEqual({ texts: ['from Bob'] });
    // What the function added is Ann's, as if she had added it herself.
    const own = await ann.call('POST', '/collections/notes/query', {});
    expect(own.body.items.map((item: { text: string }) => item.text)).toEqual(['from Ann']);
  });

  it('is refused what the rules refuse the caller, and goes past them only through asApp()', async () => {
    const visitor = await app.visitor();
    const first = await visitor.call('POST', '/functions/tally', {});
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ refused: { status: 403, code: 'forbidden' }, count: 1, canGoFurther: false });
    expect((await visitor.call('POST', '/functions/tally', {})).body.count).toBe(2);
    // The visitor's own requests stay under the rules.
    expect((await visitor.call('POST', '/collections/tallies/query', {})).status).toBe(403);
  });
});

describe('the CLOUD binding’s socket', () => {
  const socketPath = path.join(mkdtempSync(path.join(os.tmpdir(), 'cloud-binding-')), 'cloud.sock');
  const binding = cloudBinding((callId) =>
    callId === 'call-in-flight'
      ? async (request, asApp) => Response.json({ path: new URL(request.url).pathname, asApp })
      : undefined,
  );
  beforeAll(() => binding.listen(socketPath));
  afterAll(() => binding.close());
  const ask = (requestPath: string, callId: string) =>
    new Promise<{ status: number; body: { error?: { code: string } } }>((resolve, reject) => {
      const req = http.request(
        { socketPath, path: requestPath, method: 'POST', headers: { 'x-sw-call': callId } },
        (res) => {
          let text = '';
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
        },
      );
      req.on('error', reject);
      req.end('{}');
    });

  it('answers only for a call in flight, and only about collections', async () => {
    expect(await ask('/collections/notes/query', 'call-in-flight')).toEqual({
      status: 200,
      body: { path: '/collections/notes/query', asApp: false },
    });
    expect((await ask('/collections/notes/query', 'a-call-that-ended')).body.error?.code).toBe('call_ended');
    expect((await ask('/collections/notes/query', '')).status).toBe(403);
    for (const elsewhere of ['/functions/notes', '/identity', '/auth/session', '/collections/notes/changes', '/files'])
      expect((await ask(elsewhere, 'call-in-flight')).status).toBe(404);
  });
});
