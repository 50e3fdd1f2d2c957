import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CloudVisitor } from '../../../../tests/support/cloud-client';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { cloudTexts } from '../../../shared/cloud/limits';
import { cloudApp } from './test-utils';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server.close());

describe('app cloud records', () => {
  it('adds, reads, changes and deletes a visitor’s records, which stay there for the same device', async () => {
    const app = await cloudApp(server);
    const visitor = await app.visitor();
    const added = await visitor.add('habits', { name: 'Read', streak: 3, id: 'ignored' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ name: 'Read', streak: 3 });
    expect(added.body.id).not.toBe('ignored');
    const id = added.body.id as string;
    expect((await visitor.call('GET', `/collections/habits/records/${id}`)).body).toMatchObject({ name: 'Read' });

    const changed = await visitor.call('PATCH', `/collections/habits/records/${id}`, { streak: 4 });
    expect(changed.body).toMatchObject({ name: 'Read', streak: 4 });

    // The same token later (a reload) sees the same data.
    const again = new CloudVisitor(server.url, app.previewOrigin, visitor.token);
    expect((await again.list('habits')).body.items.map((h) => h.name)).toEqual(['Read']);

    expect((await visitor.call('DELETE', `/collections/habits/records/${id}`)).status).toBe(200);
    expect((await visitor.call('GET', `/collections/habits/records/${id}`)).status).toBe(404);
    expect((await visitor.list('habits')).body.items).toEqual([]);
  });

  it('filters, sorts and pages with structured queries', async () => {
    const app = await cloudApp(server);
    const visitor = await app.visitor();
    for (const [name, minutes, done] of [
      ['Run', 30, true],
      ['Stretch', 10, false],
      ['Swim', 45, false],
      ['Walk', 20, true],
    ] as const) {
      expect((await visitor.add('workouts', { name, minutes, done })).status).toBe(201);
    }
    const names = async (query: Record<string, unknown>) =>
      (await visitor.list('workouts', query)).body.items.map((w) => w.name);
    expect(await names({ where: [{ field: 'done', op: 'eq', value: false }], sort: 'name', order: 'asc' })).toEqual([
      'Stretch',
      'Swim',
    ]);
    expect(
      await names({ where: [{ field: 'minutes', op: 'gte', value: 20 }], sort: 'minutes', order: 'desc' }),
    ).toEqual(['Swim', 'Run', 'Walk']);
    expect(await names({ where: [{ field: 'name', op: 'contains', value: 'W' }], sort: 'name', order: 'asc' })).toEqual(
      ['Swim', 'Walk'],
    );
    expect(
      await names({ where: [{ field: 'name', op: 'in', value: ['Run', 'Walk'] }], sort: 'name', order: 'asc' }),
    ).toEqual(['Run', 'Walk']);
    const page = await visitor.list('workouts', { sort: 'name', order: 'asc', limit: 3, offset: 1 });
    expect([page.body.items.map((w) => w.name), page.body.hasMore]).toEqual([['Stretch', 'Swim', 'Walk'], false]);
    expect((await visitor.list('workouts', { limit: 2 })).body.hasMore).toBe(true);
  });

  it('answers bad input with a clear 4xx, never a 500', async () => {
    const app = await cloudApp(server);
    const visitor = await app.visitor();
    const cases: Array<[string, string, unknown]> = [
      ['POST', '/collections/Bad%20Name/records', { a: 1 }],
      ['POST', '/collections/habits/records', [1, 2]],
      ['POST', '/collections/habits/records', '{not json'],
      ['POST', '/collections/habits/query', { where: [{ field: 'a; drop table', op: 'eq', value: 1 }] }],
      ['POST', '/collections/habits/query', { where: [{ field: 'a', op: 'in', value: 1 }] }],
      ['POST', '/collections/habits/query', { limit: 1000 }],
      ['GET', '/collections/habits/records/not-a-uuid', undefined],
    ];
    for (const [method, path, body] of cases) {
      const res = await visitor.call(method, path, body);
      expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
      expect(res.body.error.message, `${method} ${path}`).toEqual(expect.any(String));
    }
    const big = await visitor.add('habits', { notes: 'x'.repeat(70 * 1024) });
    expect([big.status, big.body.error.message]).toEqual([413, cloudTexts.tooLarge]);
  });

  it('keeps preview and live data apart', async () => {
    const app = await cloudApp(server);
    const previewVisitor = await app.visitor();
    await previewVisitor.add('habits', { name: 'Preview habit' });
    const liveOrigin = await app.deploy();
    const liveVisitor = await new CloudVisitor(server.url, liveOrigin).join();
    expect((await liveVisitor.list('habits')).body.items).toEqual([]);
    await liveVisitor.add('habits', { name: 'Live habit' });
    expect((await liveVisitor.list('habits')).body.items.map((h) => h.name)).toEqual(['Live habit']);
    expect((await previewVisitor.list('habits')).body.items.map((h) => h.name)).toEqual(['Preview habit']);
  });
});

describe('app cloud rules', () => {
  it('follows cloud.json per collection and operation from the next build on', async () => {
    const app = await cloudApp(server);
    const [alice, bob] = [await app.visitor(), await app.visitor()];
    await alice.add('posts', { title: 'Hello' });
    // Undeclared: owner only.
    expect((await bob.list('posts')).body.items).toEqual([]);

    const build = await app.setRules({ collections: { posts: { read: 'public', delete: 'none' } } });
    expect(build.status).toBe('ok');
    expect((await bob.list('posts')).body.items.map((p) => p.title)).toEqual(['Hello']);
    // Each sees whose it is (what they may change), never who owns it; the app cannot claim a record.
    expect((await bob.list('posts')).body.items.map((p) => [p.mine, p.ownerId])).toEqual([[false, undefined]]);
    expect((await alice.list('posts')).body.items.map((p) => p.mine)).toEqual([true]);
    const claimed = await bob.add('posts', { title: 'Claimed', mine: false });
    expect([claimed.body.mine, (await alice.list('posts')).body.items.map((p) => [p.title, p.mine])]).toEqual([
      true,
      [
        ['Claimed', false],
        ['Hello', true],
      ],
    ]);
    const post = (await alice.list('posts')).body.items.find((p) => p.mine);
    // Bob may read it, not change it (update is undeclared, so owner).
    expect((await bob.call('PATCH', `/collections/posts/records/${post?.id}`, { title: 'Mine now' })).status).toBe(404);
    const refused = await alice.call('DELETE', `/collections/posts/records/${post?.id}`);
    expect([refused.status, refused.body.error.message]).toEqual([403, cloudTexts.forbidden('delete', 'posts')]);
    // A public read needs no device at all.
    expect((await new CloudVisitor(server.url, app.previewOrigin).list('posts')).status).toBe(200);
    const anonymousWrite = await new CloudVisitor(server.url, app.previewOrigin).add('posts', { title: 'x' });
    expect(anonymousWrite.status).toBe(401);
  });

  it('fails the build with a clear problem when cloud.json is broken, keeping the last good rules', async () => {
    const app = await cloudApp(server);
    const broken = await app.setRules({ collections: { posts: { read: 'everyone' } } });
    expect(broken.status).toBe('failed');
    expect(broken.problems[0]?.message).toMatch(/^cloud\.json is not valid: collections\.posts\.read/);
    expect((await app.setRules('{ nope')).problems[0]?.message).toMatch(/^cloud\.json is not valid/);
  });

  it('asks for a signed-in app user where the rules say signed-in', async () => {
    const app = await cloudApp(server);
    await app.setRules({ collections: { members: { read: 'signed-in', create: 'signed-in' } } });
    const visitor = await app.visitor();
    const res = await visitor.call('POST', '/collections/members/query', {});
    expect([res.status, res.body.error.code]).toEqual([401, 'sign_in_required']);
  });
});

describe('app cloud live changes', () => {
  it('tells a watcher about changes it may see within a second, and nothing of others’ private records', async () => {
    const app = await cloudApp(server);
    await app.setRules({ collections: { messages: { read: 'public', create: 'public' } } });
    const [watcher, other] = [await app.visitor(), await app.visitor()];
    const stream = await fetchStream(app.previewOrigin, '/_cloud/v1/collections/messages/changes', watcher.token);
    const privateStream = await fetchStream(app.previewOrigin, '/_cloud/v1/collections/notes/changes', watcher.token);
    await stream.next('ready');
    await privateStream.next('ready');
    const started = Date.now();
    await other.add('messages', { text: 'hi' });
    await other.add('notes', { text: 'secret' });
    const event = await stream.next('created');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(JSON.parse(event)).toMatchObject({ type: 'created', record: { text: 'hi' } });
    expect(event).not.toContain('ownerId');
    await watcher.add('notes', { text: 'mine' });
    expect(JSON.parse(await privateStream.next('created')).record.text).toBe('mine');
    stream.close();
    privateStream.close();
  });
});

/** Reads an SSE response on an app host, event by event. */
async function fetchStream(origin: string, path: string, token: string | null) {
  const { request } = await import('node:http');
  const target = new URL(server.url);
  const events: Array<{ type: string; data: string }> = [];
  let wake: (() => void) | null = null;
  let buffer = '';
  const req = request({
    host: '127.0.0.1',
    port: target.port,
    path,
    headers: { host: new URL(origin).host, authorization: `Bearer ${token}` },
  });
  req.on('response', (res) => {
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const type = /^event: ?(.*)$/m.exec(block)?.[1];
        if (type) events.push({ type, data: /^data: ?(.*)$/m.exec(block)?.[1] ?? '' });
      }
      wake?.();
    });
  });
  req.end();
  return {
    async next(type: string) {
      for (;;) {
        const index = events.findIndex((e) => e.type === type);
        if (index >= 0) return events.splice(0, index + 1).at(-1)?.data as string;
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 2000);
        });
      }
    },
    close: () => req.destroy(),
  };
}
