import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CloudVisitor } from '../../../../tests/support/cloud-client';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { cloudApp } from '../../apps/cloud/test-utils';
import { cloudIdentities, cloudRecords } from '../../db/schema';
import { dataApi } from './test-utils';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server.close());

const tricky = 'Hello, "world"\nsecond line';

describe('database tab export', () => {
  it('exports a collection as JSON and as CSV with every key as a column', async () => {
    const app = await cloudApp(server);
    const visitor = await app.visitor();
    await visitor.add('people', { name: tricky, age: 41 });
    await visitor.add('people', { name: 'Bo', tags: ['x', 'y'], vip: true });
    await visitor.add('people', { name: '=1+1' });
    const api = dataApi(server, app);

    const json = await api.exportAs('people', 'json');
    expect(json.status).toBe(200);
    expect(json.headers.get('content-disposition')).toBe('attachment; filename="people-preview.json"');
    expect(json.body.map((p: { name: string }) => p.name)).toEqual([tricky, 'Bo', '=1+1']);
    expect(json.body[0]).toMatchObject({ age: 41, id: expect.any(String), createdAt: expect.any(String) });

    const csv = await api.exportAs('people', 'csv');
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="people-preview.csv"');
    const [first, second, third] = json.body as Array<{ id: string; createdAt: string; updatedAt: string }>;
    const times = (r: { createdAt: string; updatedAt: string } | undefined) => `${r?.createdAt},${r?.updatedAt}`;
    expect(csv.text).toBe(
      [
        'id,age,name,tags,vip,createdAt,updatedAt',
        `${first?.id},41,"Hello, ""world""\nsecond line",,,${times(first)}`,
        `${second?.id},,Bo,"[""x"",""y""]",true,${times(second)}`,
        `${third?.id},,'=1+1,,,${times(third)}`,
        '',
      ].join('\r\n'),
    );
  });

  it('exports an empty collection as an empty list and a header line', async () => {
    const app = await cloudApp(server);
    const api = dataApi(server, app);
    expect((await api.exportAs('nothing', 'json')).body).toEqual([]);
    expect((await api.exportAs('nothing', 'csv')).text).toBe('id,createdAt,updatedAt\r\n');
  });

  it('exports more records than one batch, each once, oldest first', async () => {
    const app = await cloudApp(server);
    const ownerId = (await (await app.visitor()).call('GET', '/identity')).body.identity.id;
    // Many records made in one statement share one creation time: the id decides their order.
    const rows = Array.from({ length: 1100 }, (_, n) => ({
      projectId: app.projectId,
      environment: 'preview' as const,
      collection: 'many',
      ownerId,
      data: { n },
      sizeBytes: 10,
      createdAt: new Date(Date.UTC(2026, 0, 1) + Math.floor(n / 3)),
    }));
    await server.deps.db.insert(cloudRecords).values(rows);
    const { body } = await dataApi(server, app).exportAs('many', 'json');
    expect(body).toHaveLength(1100);
    expect(new Set(body.map((r: { id: string }) => r.id)).size).toBe(1100);
    const times = body.map((r: { createdAt: string }) => r.createdAt);
    expect(times).toEqual([...times].sort());
  });
});

describe('database tab preview data', () => {
  it('clears the preview and leaves live untouched, or copies live into the preview', async () => {
    const app = await cloudApp(server);
    const previewVisitor = await app.visitor();
    await previewVisitor.add('habits', { name: 'Preview habit' });
    await previewVisitor.add('notes', { text: 'Preview note' });
    const liveOrigin = await app.deploy();
    const liveVisitor = await new CloudVisitor(server.url, liveOrigin).join();
    await liveVisitor.add('habits', { name: 'Live habit' });
    const api = dataApi(server, app);

    const cleared = await api.call('POST', '/preview/reset', {});
    expect(cleared.body).toEqual({ removed: 2, copied: 0, removedFiles: 0 });
    expect((await api.summary('preview')).body).toMatchObject({
      collections: [],
      usage: { records: 0, storedBytes: 0 },
    });
    expect((await api.summary('live')).body.usage.records).toBe(1);
    expect((await liveVisitor.list('habits')).body.items.map((h) => h.name)).toEqual(['Live habit']);
    // The preview's visitors keep their devices and carry on.
    expect((await previewVisitor.add('habits', { name: 'Again' })).status).toBe(201);

    const copied = await api.call('POST', '/preview/reset', { copyLive: true });
    expect(copied.body).toEqual({ removed: 1, copied: 1, removedFiles: 0 });
    const preview = await api.records('habits', 'env=preview');
    expect(preview.body.items.map((r: { data: { name: string } }) => r.data.name)).toEqual(['Live habit']);
    expect(preview.body.items[0].owner.kind).toBe('owner');
    expect((await api.summary('preview')).body.usage.records).toBe(1);
    expect((await api.summary('live')).body.usage.records).toBe(1);
  });
});

describe('database tab people and rules', () => {
  it('lists the app’s signed-in users of one environment, not its devices', async () => {
    const app = await cloudApp(server);
    await app.visitor();
    const api = dataApi(server, app);
    expect((await api.call('GET', '/users?env=preview')).body).toEqual({ users: [], total: 0 });
    await server.deps.db.insert(cloudIdentities).values([
      { projectId: app.projectId, environment: 'preview', kind: 'user', email: 'ada@example.com', tokenHash: 'h1' },
      { projectId: app.projectId, environment: 'live', kind: 'user', email: 'bob@example.com', tokenHash: 'h2' },
    ]);
    const { body } = await api.call('GET', '/users?env=preview');
    expect(body.users.map((u: { email: string }) => u.email)).toEqual(['ada@example.com']);
    expect((await api.summary('preview')).body.users).toBe(1);
  });

  it('warns before a deploy about collections anyone may write to, from the build to be deployed', async () => {
    const app = await cloudApp(server);
    const api = dataApi(server, app);
    expect((await api.call('GET', '/rules-check')).body.publicWrites).toEqual([]);
    await app.setRules({
      collections: { guestbook: { read: 'public', create: 'public', delete: 'public' }, posts: { read: 'public' } },
    });
    const { body } = await api.call('GET', '/rules-check');
    expect(body).toEqual({
      buildId: expect.any(String),
      publicWrites: [{ collection: 'guestbook', operations: ['create', 'delete'] }],
    });
  });
});
