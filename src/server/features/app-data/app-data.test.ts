import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInBrowser } from '../../../../tests/support/auth-session';
import { setVisibility } from '../../../../tests/support/billing';
import { CloudVisitor } from '../../../../tests/support/cloud-client';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { cloudLimits, cloudTexts } from '../../../shared/cloud/limits';
import type { CloudChange } from '../../apps/cloud/cloud-changes';
import { cloudApp } from '../../apps/cloud/test-utils';
import { cloudRecords, cloudUsage } from '../../db/schema';
import { dataApi } from './test-utils';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server.close());

const usageOf = async (projectId: string, environment: 'preview' | 'live') =>
  (
    await server.deps.db
      .select({ records: cloudUsage.records, bytes: cloudUsage.storedBytes })
      .from(cloudUsage)
      .where(and(eq(cloudUsage.projectId, projectId), eq(cloudUsage.environment, environment)))
  )[0];

describe('database tab overview', () => {
  it('shows each environment’s collections, counts and rules apart', async () => {
    const app = await cloudApp(server);
    await app.setRules({ collections: { guestbook: { read: 'public', create: 'public' }, empty: { read: 'public' } } });
    const visitor = await app.visitor();
    await visitor.add('habits', { name: 'Read' });
    await visitor.add('habits', { name: 'Run' });
    await visitor.add('guestbook', { text: 'hi' });
    const liveOrigin = await app.deploy();
    await (await new CloudVisitor(server.url, liveOrigin).join()).add('habits', { name: 'Live one' });
    const api = dataApi(server, app);

    const preview = await api.summary('preview');
    expect(preview.status).toBe(200);
    expect(preview.body.collections.map((c: { name: string; records: number }) => [c.name, c.records])).toEqual([
      ['empty', 0],
      ['guestbook', 1],
      ['habits', 2],
    ]);
    expect(preview.body.collections[2].bytes).toBeGreaterThan(0);
    expect(preview.body.users).toBe(0);
    expect(preview.body.usage).toMatchObject({ records: 3, limits: { records: cloudLimits.free.records } });
    expect(preview.body.rules.collections.guestbook).toEqual({ read: 'public', create: 'public' });
    expect(preview.body.publicWrites).toEqual([{ collection: 'guestbook', operations: ['create'] }]);

    const live = await api.summary('live');
    expect(live.body.collections.filter((c: { records: number }) => c.records > 0)).toEqual([
      { name: 'habits', records: 1, bytes: expect.any(Number), declared: false },
    ]);
    expect(
      (await api.records('habits', 'env=live')).body.items.map((r: { data: { name: string } }) => r.data.name),
    ).toEqual(['Live one']);
  });

  it('says no rules are in force where nothing is served yet', async () => {
    const app = await cloudApp(server);
    const live = await dataApi(server, app).summary('live');
    expect([live.status, live.body.rules, live.body.collections]).toEqual([200, null, []]);
  });
});

describe('database tab records', () => {
  it('searches, sorts and pages a collection with its total', async () => {
    const app = await cloudApp(server);
    const visitor = await app.visitor();
    for (const [name, minutes] of [
      ['Run', 30],
      ['Stretch 100%', 10],
      ['Swim', 45],
      ['Walk', 20],
    ] as const) {
      await visitor.add('workouts', { name, minutes });
    }
    const api = dataApi(server, app);
    const names = async (query: string) => {
      const { body } = await api.records('workouts', query);
      return [body.items.map((r: { data: { name: string } }) => r.data.name), body.total];
    };
    expect(await names('sort=minutes&order=asc')).toEqual([['Stretch 100%', 'Walk', 'Run', 'Swim'], 4]);
    expect(await names('sort=name&order=desc&limit=2&offset=1')).toEqual([['Swim', 'Stretch 100%'], 4]);
    expect(await names('search=W&sort=name&order=asc')).toEqual([['Swim', 'Walk'], 2]);
    // LIKE wildcards are searched for literally; numbers are searched as text.
    expect(await names('search=%25')).toEqual([['Stretch 100%'], 1]);
    expect(await names('search=_')).toEqual([[], 0]);
    expect(await names('search=45')).toEqual([['Swim'], 1]);
    const { body } = await api.records('workouts', 'search=Run');
    expect(body.items[0]).toMatchObject({ owner: { kind: 'device', email: null }, data: { minutes: 30 } });
    // The id as the table shows it (its first 8 characters) finds the record.
    expect(await names(`search=${body.items[0].id.slice(0, 8)}`)).toEqual([['Run'], 1]);
  });

  it('adds, edits one field of and deletes records, counting usage and telling open apps', async () => {
    const app = await cloudApp(server);
    await app.setRules({ collections: { notes: { read: 'public' } } });
    const visitor = await app.visitor();
    const { body: visitorNote } = await visitor.add('notes', { text: 'from a visitor', stars: 1 });
    const api = dataApi(server, app);
    const changes: CloudChange[] = [];
    const stop = server.deps.cloudChanges.subscribe(app.projectId, 'preview', 'notes', (c) => changes.push(c));

    const added = await api.add('notes', { text: 'from the owner', pinned: true });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ data: { text: 'from the owner', pinned: true }, owner: { kind: 'owner' } });
    const changed = await api.set('notes', visitorNote.id, 'stars', 5);
    expect(changed.body.data).toEqual({ text: 'from a visitor', stars: 5 });
    await api.set('notes', visitorNote.id, 'tags', ['a', 'b']);
    // The visitor's app sees the owner's edit and the owner's record (the rules let everyone read).
    const seen = (await visitor.list('notes', { sort: 'createdAt', order: 'asc' })).body.items;
    expect(seen.map((n) => [n.text, n.stars, n.tags])).toEqual([
      ['from a visitor', 5, ['a', 'b']],
      ['from the owner', undefined, undefined],
    ]);
    expect((await usageOf(app.projectId, 'preview'))?.records).toBe(2);

    expect((await api.remove('notes', added.body.id)).status).toBe(200);
    expect((await api.remove('notes', added.body.id)).status).toBe(404);
    expect((await usageOf(app.projectId, 'preview'))?.records).toBe(1);
    stop();
    expect(changes.map((c) => c.type)).toEqual(['created', 'updated', 'updated', 'deleted']);
    // Every record the owner adds belongs to the one builder identity of the environment.
    const [one, two] = [await api.add('notes', { n: 1 }), await api.add('notes', { n: 2 })];
    const owners = await server.deps.db
      .selectDistinct({ ownerId: cloudRecords.ownerId })
      .from(cloudRecords)
      .where(inArray(cloudRecords.id, [one.body.id, two.body.id]));
    expect(owners).toHaveLength(1);
  });

  it('adds records as the owner, so the owner’s own preview shows them under the default rules', async () => {
    const app = await cloudApp(server);
    const { body: added } = await dataApi(server, app).add('todos', { title: 'From the tab' });
    const { token } = await (await app.owner.get(`/api/projects/${app.projectId}/preview`)).json();
    const ownPreview = new CloudVisitor(server.url, app.previewOrigin, null, { 'x-shipwright-grant': token });
    expect((await ownPreview.list('todos')).body.items.map((t) => t.id)).toEqual([added.id]);
    // A visitor's device sees none of it: undeclared collections are each visitor's own.
    expect((await (await app.visitor()).list('todos')).body.items).toEqual([]);
  });

  it('holds the owner to the plan’s limits too', async () => {
    const app = await cloudApp(server);
    const api = dataApi(server, app);
    await api.add('items', { n: 0 });
    await server.deps.db
      .update(cloudUsage)
      .set({ records: cloudLimits.free.records })
      .where(and(eq(cloudUsage.projectId, app.projectId), eq(cloudUsage.environment, 'preview')));
    const refused = await api.add('items', { n: 1 });
    expect([refused.status, refused.body.error.message]).toEqual([
      403,
      cloudTexts.recordsFull(cloudLimits.free.records),
    ]);
    const tooBig = await api.add('items', { text: 'x'.repeat(70 * 1024) });
    expect([tooBig.status, tooBig.body.error.message]).toEqual([413, cloudTexts.tooLarge]);
  });
});

describe('database tab access', () => {
  it('is the owner’s alone: strangers and viewers of a public project get a 404', async () => {
    const app = await cloudApp(server);
    await setVisibility(server, { email: app.email, browser: app.owner }, app.projectId, 'public');
    const { body: record } = await dataApi(server, app).add('notes', { text: 'secret' });
    const stranger = dataApi(server, app, (await signedInBrowser(server)).browser);
    for (const res of [
      await stranger.summary(),
      await stranger.records('notes'),
      await stranger.add('notes', { text: 'x' }),
      await stranger.set('notes', record.id, 'text', 'defaced'),
      await stranger.remove('notes', record.id),
      await stranger.exportAs('notes', 'csv'),
      await stranger.call('GET', '/users'),
      await stranger.call('POST', '/preview/reset', {}),
      await stranger.call('GET', '/rules-check'),
    ]) {
      expect([res.status, res.body?.error?.code]).toEqual([404, 'not_found']);
    }
    const signedOut = await server.request(`/api/projects/${app.projectId}/data`);
    expect(signedOut.status).toBe(401);
    expect((await dataApi(server, app).records('notes')).body.items[0].data.text).toBe('secret');
  });

  it('answers bad input with a 4xx and a message, never a 500', async () => {
    const app = await cloudApp(server);
    const api = dataApi(server, app);
    const { body: record } = await api.add('notes', { text: 'x' });
    const cases = [
      await api.summary('staging'),
      await api.records('Bad%20Name'),
      await api.records('notes', 'sort=a;drop'),
      await api.records('notes', 'limit=1000'),
      await api.records('notes', 'offset=-1'),
      await api.add('notes', {}),
      await api.add('notes', [1, 2]),
      await api.add('notes', '{not json'),
      await api.add('notes', { id: 'mine' }),
      await api.set('notes', record.id, 'createdAt', 'yesterday'),
      await api.set('notes', record.id, '', 1),
      await api.call('PATCH', `/collections/notes/records/${record.id}`, { field: 'text' }),
      await api.set('notes', 'not-a-uuid', 'text', 'y'),
      await api.exportAs('notes', 'xml'),
      await api.call('POST', '/preview/reset', { copyLive: 'yes' }),
    ];
    for (const [n, res] of cases.entries()) {
      expect(res.status, `case ${n}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `case ${n}`).toBeLessThan(500);
      expect(res.body.error.message, `case ${n}`).toEqual(expect.any(String));
    }
  });
});
