import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestOnHost } from '../../../../tests/support/app-host';
import { signedInBrowser } from '../../../../tests/support/auth-session';
import { setVisibility } from '../../../../tests/support/billing';
import { CloudVisitor } from '../../../../tests/support/cloud-client';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { cloudLimits, cloudTexts } from '../../../shared/cloud/limits';
import { cloudUsage } from '../../db/schema';
import { cloudApp } from './test-utils';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server.close());

describe('app cloud ownership', () => {
  it('never lets one visitor read, change or delete another’s owner records', async () => {
    const app = await cloudApp(server);
    const [alice, mallory] = [await app.visitor(), await app.visitor()];
    const { body: diary } = await alice.add('diary', { text: 'private thoughts', mood: 'ok' });
    const byId = `/collections/diary/records/${diary.id}`;
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { text: 'defaced' }],
      ['DELETE', undefined],
    ] as const) {
      expect((await mallory.call(method, byId, body)).status, method).toBe(404);
    }
    const probes = [
      {},
      { where: [{ field: 'id', op: 'eq', value: diary.id }] },
      { where: [{ field: 'text', op: 'contains', value: 'private' }] },
      { where: [{ field: 'mood', op: 'ne', value: null }], mine: false },
    ];
    for (const query of probes) expect((await mallory.list('diary', query)).body.items).toEqual([]);
    expect((await alice.call('GET', byId)).body.text).toBe('private thoughts');
  });

  it('keeps each app’s data to its own host, whatever the token, path or header says', async () => {
    const [x, y] = [await cloudApp(server), await cloudApp(server)];
    const xVisitor = await x.visitor();
    const { body: record } = await xVisitor.add('notes', { text: 'x only' });
    // X's device token on Y's host is nobody there.
    const onY = new CloudVisitor(server.url, y.previewOrigin, xVisitor.token);
    const refused = await onY.call('GET', `/collections/notes/records/${record.id}`);
    expect([refused.status, refused.body.error.code]).toEqual([401, 'identity_required']);
    const yVisitor = await y.visitor();
    expect((await yVisitor.call('GET', `/collections/notes/records/${record.id}`)).status).toBe(404);
    expect((await yVisitor.list('notes')).body.items).toEqual([]);
    // Headers that name the other app change nothing: the Host decides.
    const tricks = {
      'x-forwarded-host': new URL(x.previewOrigin).host,
      'x-original-host': new URL(x.previewOrigin).host,
    };
    const tricked = await requestOnHost(server.url, y.previewOrigin, `/_cloud/v1/collections/notes/query`, {
      method: 'POST',
      headers: { ...tricks, authorization: `Bearer ${yVisitor.token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(JSON.parse(tricked.text).items).toEqual([]);
    // The main site has no such API, and the main site's API is not on app hosts.
    expect((await requestOnHost(server.url, server.url, '/_cloud/v1/identity', { method: 'POST' })).status).not.toBe(
      201,
    );
  });

  it('never lets a preview device into the live app', async () => {
    const app = await cloudApp(server);
    const previewVisitor = await app.visitor();
    await previewVisitor.add('habits', { name: 'preview' });
    const liveOrigin = await app.deploy();
    const res = await new CloudVisitor(server.url, liveOrigin, previewVisitor.token).call(
      'POST',
      '/collections/habits/query',
      {},
    );
    expect([res.status, res.body.error.code]).toEqual([401, 'identity_required']);
  });

  it('asks a private project’s preview backend for the owner’s grant', async () => {
    const app = await cloudApp(server);
    await setVisibility(server, { email: app.email, browser: app.owner }, app.projectId, 'private');
    const stranger = new CloudVisitor(server.url, app.previewOrigin);
    expect((await stranger.call('POST', '/identity')).status).toBe(404);
    const { token } = await (await app.owner.get(`/api/projects/${app.projectId}/preview`)).json();
    const owner = new CloudVisitor(server.url, app.previewOrigin, null, { 'x-shipwright-grant': token });
    expect((await owner.add('notes', { text: 'mine' })).status).toBe(201);
  });

  it('makes the owner’s grant the same app user on every load, and no one else’s grant does that', async () => {
    const app = await cloudApp(server);
    await setVisibility(server, { email: app.email, browser: app.owner }, app.projectId, 'secret');
    const { token } = await (await app.owner.get(`/api/projects/${app.projectId}/preview`)).json();
    // A page load in a frame with no storage: no device token, only the grant in the page.
    const load = () => new CloudVisitor(server.url, app.previewOrigin, null, { 'x-shipwright-grant': token });
    const joined = await load().call('POST', '/identity');
    expect([joined.status, joined.body.token]).toEqual([200, null]);
    await load().add('habits', { name: 'Stretch' });
    expect((await load().list('habits')).body.items.map((h) => h.name)).toEqual(['Stretch']);
    // Someone else opening the secret link gets a viewer's grant: a device of their own.
    const viewer = await signedInBrowser(server);
    const { token: viewerGrant } = await (await viewer.browser.get(`/api/projects/${app.projectId}/preview`)).json();
    const stranger = await new CloudVisitor(server.url, app.previewOrigin, null, {
      'x-shipwright-grant': viewerGrant,
    }).join();
    expect(stranger.token).toMatch(/^swd_/);
    expect((await stranger.list('habits')).body.items).toEqual([]);
  });
});

describe('app cloud queries', () => {
  it('stores and matches filter values full of SQL and jsonb operators literally', async () => {
    const app = await cloudApp(server);
    const visitor = await app.visitor();
    const nasty = [
      "x' or '1'='1",
      '"; drop table cloud_records; --',
      '{"a": 1}',
      '@> ?| ->> %_\\',
      "'); select pg_sleep(5); --",
    ];
    for (const name of nasty) expect((await visitor.add('things', { name })).status).toBe(201);
    await visitor.add('things', { name: 'plain' });
    for (const name of nasty) {
      const eq = await visitor.list('things', { where: [{ field: 'name', op: 'eq', value: name }] });
      expect(eq.body.items.map((t) => t.name)).toEqual([name]);
    }
    const like = await visitor.list('things', { where: [{ field: 'name', op: 'contains', value: '%_' }] });
    expect(like.body.items.map((t) => t.name)).toEqual(['@> ?| ->> %_\\']);
    expect((await visitor.list('things')).body.items).toHaveLength(nasty.length + 1);
  });
});

describe('app cloud limits', () => {
  it('holds the record limit under parallel writes and stays readable when full', async () => {
    const app = await cloudApp(server);
    const visitor = await app.visitor();
    await visitor.add('items', { n: 0 });
    const limit = cloudLimits.free.records;
    await server.deps.db
      .update(cloudUsage)
      .set({ records: limit - 3 })
      .where(and(eq(cloudUsage.projectId, app.projectId), eq(cloudUsage.environment, 'preview')));
    const results = await Promise.all(Array.from({ length: 10 }, (_, n) => visitor.add('items', { n: n + 1 })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    const refused = results.find((r) => r.status === 403);
    expect(refused?.body.error).toEqual({ code: 'quota_exceeded', message: cloudTexts.recordsFull(limit) });
    expect((await visitor.list('items')).body.items).toHaveLength(4);
    // Deleting makes room again.
    const [first] = (await visitor.list('items')).body.items;
    await visitor.call('DELETE', `/collections/items/records/${first?.id}`);
    expect((await visitor.add('items', { n: 99 })).status).toBe(201);
  });

  it('limits requests per client per minute with a 429 and Retry-After', async () => {
    const app = await cloudApp(server);
    const visitor = await app.visitor();
    const max = cloudLimits.free.requestsPerMinute;
    const results = await Promise.all(Array.from({ length: max + 5 }, () => visitor.list('items')));
    const limited = results.filter((r) => r.status === 429);
    expect(limited.length).toBeGreaterThanOrEqual(5);
    expect(limited[0]?.headers['retry-after']).toMatch(/^\d+$/);
    // Another visitor is counted on its own.
    expect((await (await app.visitor()).list('items')).status).toBe(200);
  });
});
