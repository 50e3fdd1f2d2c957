import { createHmac, hkdfSync } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudApp } from '../../src/server/apps/cloud/test-utils';
import { cloudIdentities, cloudUsage } from '../../src/server/db/schema';
import { cloudLimits, cloudTexts } from '../../src/shared/cloud/limits';
import { recordDataTexts } from '../../src/shared/cloud/record-data';
import { getOnHost } from '../support/app-host';
import { setVisibility } from '../support/billing';
import { CloudVisitor } from '../support/cloud-client';
import { userIdOf } from '../support/team-members';
import { startTestServer, type TestServer } from '../support/test-server';

const authSecret = 'an-attacker-does-not-know-this-secret-0123456789';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true', AUTH_SECRET: authSecret });
});
afterAll(() => server.close());

/** Whatever an attacker sent, the server never failed on it: nothing logged as an unhandled error. */
const expectNoServerError = () => expect(server.logs.filter((line) => line.level === 'error')).toEqual([]);
/** A list request, its answer as loosely typed as an error's. */
const query = (visitor: CloudVisitor, body: unknown) => visitor.call('POST', '/collections/notes/query', body);

describe('App Cloud input built to break the server', () => {
  it('refuses filters and sorts on __proto__, constructor and prototype, and treats toString like any field', async () => {
    const visitor = await (await cloudApp(server)).visitor();
    await visitor.add('notes', { toString: 'plain', valueOf: 3 });
    for (const field of ['__proto__', 'constructor', 'prototype']) {
      const filters = { eq: 'x', ne: null, lt: 1, in: ['x'], contains: 'x' };
      for (const [op, value] of Object.entries(filters)) {
        const res = await query(visitor, { where: [{ field, op, value }] });
        expect([res.status, res.body.error?.code], `${field} ${op}`).toEqual([400, 'invalid_input']);
        expect(res.body.error.message).toMatch(/__proto__, constructor or prototype/);
      }
      expect((await query(visitor, { sort: field })).status).toBe(400);
    }
    // Names Object.prototype has are data fields like any other, not the record's own columns.
    for (const field of ['toString', 'valueOf', 'hasOwnProperty']) {
      const res = await visitor.list('notes', { where: [{ field, op: 'ne', value: null }], sort: field });
      expect(res.body.items?.length, field).toBe(field === 'hasOwnProperty' ? 0 : 1);
    }
    const matched = await visitor.list('notes', { where: [{ field: 'toString', op: 'contains', value: 'PLAIN' }] });
    expect(matched.body.items.map((n) => n.toString)).toEqual(['plain']);
    expectNoServerError();
  });

  it('refuses prototype keys at any depth instead of dropping them or storing them', async () => {
    const visitor = await (await cloudApp(server)).visitor();
    const { body: note } = await visitor.add('notes', { text: 'kept' });
    const bodies = [
      '{"__proto__": {"isAdmin": true}, "text": "x"}',
      '{"profile": {"constructor": {"prototype": {"isAdmin": true}}}}',
      '{"tags": [1, {"prototype": 1}]}',
    ];
    for (const body of bodies) {
      for (const [method, path] of [
        ['POST', '/collections/notes/records'],
        ['PATCH', `/collections/notes/records/${note.id}`],
      ] as const) {
        const res = await visitor.call(method, path, body);
        expect([res.status, res.body.error.code], `${method} ${body}`).toEqual([400, 'invalid_input']);
        expect(res.body.error.message).toMatch(/cannot be a field name: __proto__, constructor and prototype/);
      }
    }
    expect((await visitor.list('notes')).body.items.map((n) => Object.keys(n).sort())).toEqual([
      ['createdAt', 'id', 'mine', 'text', 'updatedAt'],
    ]);
    expectNoServerError();
  });

  it('takes data 16 levels deep and refuses 17, up to nesting that would overflow the stack', async () => {
    const visitor = await (await cloudApp(server)).visitor();
    const nested = (levels: number, open: string, close: string) =>
      `{"deep":${open.repeat(levels - 1)}1${close.repeat(levels - 1)}}`;
    expect((await visitor.add('notes', nested(16, '[', ']'))).status).toBe(201);
    expect((await visitor.add('notes', nested(16, '{"a":', '}'))).status).toBe(201);
    for (const body of [
      nested(17, '[', ']'),
      nested(17, '{"a":', '}'),
      nested(50_000, '[', ']'),
      nested(20_000, '{"a":', '}'),
    ]) {
      const res = await visitor.call('POST', '/collections/notes/records', body);
      expect([res.status, res.body.error?.message]).toEqual([400, recordDataTexts.tooDeep]);
    }
    const deepFilter = `{"where":[{"field":"a","op":"in","value":${'['.repeat(50_000)}${']'.repeat(50_000)}}]}`;
    const filtered = await visitor.call('POST', '/collections/notes/query', deepFilter);
    expect([filtered.status, filtered.body.error.message]).toEqual([
      400,
      'where.0.value: A filter compares with text, a number, true, false or null (a list of them for `in`).',
    ]);
    expect((await visitor.list('notes')).body.items).toHaveLength(2);
    expectNoServerError();
  });

  it('refuses keys no one names a field and text PostgreSQL cannot hold, with a 400 naming why', async () => {
    const visitor = await (await cloudApp(server)).visitor();
    const refusedData: Array<[string, string]> = [
      ['{"": 1}', recordDataTexts.badKey],
      ['{"a\\u0007b": 1}', recordDataTexts.badKey],
      [`{"nested": {"${'k'.repeat(129)}": 1}}`, recordDataTexts.longKey],
      ['{"text": "a\\u0000b"}', recordDataTexts.badText],
      ['{"list": ["\\ud800"]}', recordDataTexts.badText],
      ['{"\\udc00": 1}', recordDataTexts.badKey],
      ['[{"a": 1}]', recordDataTexts.notObject],
    ];
    for (const [body, message] of refusedData) {
      const res = await visitor.call('POST', '/collections/notes/records', body);
      expect([res.status, res.body.error?.message], body).toEqual([400, message]);
    }
    expect((await visitor.add('notes', { [`${'k'.repeat(128)}`]: 'ok', emoji: '😀' })).status).toBe(201);
    for (const filter of [
      { field: 'text', op: 'eq', value: 'a\u0000' },
      { field: 'text', op: 'contains', value: '\u0000' },
      { field: 'text', op: 'in', value: ['ok', '\ud800'] },
      { field: 'createdAt', op: 'contains', value: '\u0000' },
    ]) {
      const res = await query(visitor, { where: [filter] });
      expect([res.status, res.body.error?.message.endsWith(recordDataTexts.badText)]).toEqual([400, true]);
    }
    expectNoServerError();
  });
});

describe('anonymous devices made in bulk', () => {
  const from = (origin: string, address: string) =>
    new CloudVisitor(server.url, origin, null, { 'x-forwarded-for': address });
  const devicesOf = async (projectId: string) => {
    const [usage] = await server.deps.db.select().from(cloudUsage).where(eq(cloudUsage.projectId, projectId));
    const rows = await server.deps.db
      .select()
      .from(cloudIdentities)
      .where(and(eq(cloudIdentities.projectId, projectId), isNotNull(cloudIdentities.expiresAt)));
    return { counted: usage?.devices, rows };
  };

  it('gives one address 60 new devices an hour per app, however fast it asks', async () => {
    const [app, other] = [await cloudApp(server), await cloudApp(server)];
    const joins = await Promise.all(
      Array.from({ length: 65 }, () => from(app.previewOrigin, '198.51.100.7').call('POST', '/identity')),
    );
    expect(joins.filter((r) => r.status === 201)).toHaveLength(60);
    const refused = joins.filter((r) => r.status === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0]?.body.error.code).toBe('too_many_devices');
    expect(refused[0]?.body.error.message).toMatch(/^Too many new devices joined this app from your network/);
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(3000);
    // Other addresses, and the same address on another app, are counted apart.
    expect((await from(app.previewOrigin, '198.51.100.8').call('POST', '/identity')).status).toBe(201);
    expect((await from(other.previewOrigin, '198.51.100.7').call('POST', '/identity')).status).toBe(201);
    expect((await devicesOf(app.projectId)).counted).toBe(61);
  });

  it('holds an app to its plan’s number of devices, even when they are asked for at once', async () => {
    const app = await cloudApp(server);
    const cap = cloudLimits.free.devices;
    await server.deps.db
      .insert(cloudUsage)
      .values({ projectId: app.projectId, environment: 'preview', devices: cap - 1 })
      .onConflictDoUpdate({ target: [cloudUsage.projectId, cloudUsage.environment], set: { devices: cap - 1 } });
    const joins = await Promise.all(
      Array.from({ length: 6 }, (_, n) => from(app.previewOrigin, `192.0.2.${n + 1}`).call('POST', '/identity')),
    );
    expect(joins.map((r) => r.status).sort()).toEqual([201, 429, 429, 429, 429, 429]);
    expect(joins.find((r) => r.status === 429)?.body.error).toEqual({
      code: 'too_many_devices',
      message: cloudTexts.devicesFull(cap),
    });
    expect((await devicesOf(app.projectId)).counted).toBe(cap);
  });

  it('removes devices never used or idle with nothing, keeps those that own data, and frees their room', async () => {
    const app = await cloudApp(server);
    const join = async () => {
      const visitor = new CloudVisitor(server.url, app.previewOrigin);
      const { body } = await visitor.call('POST', '/identity');
      visitor.token = body.token;
      return { visitor, id: body.identity.id as string };
    };
    const [unused, reader, writer] = [await join(), await join(), await join()];
    expect((await reader.visitor.list('notes')).status).toBe(200);
    const { body: note } = await writer.visitor.add('notes', { text: 'mine' });
    const { rows: before } = await devicesOf(app.projectId);
    const lifeOf = (device: { id: string }) =>
      (before.find((row) => row.id === device.id)?.expiresAt?.getTime() ?? 0) - Date.now();
    // Made: a day to live. Used: a month from the last use.
    const day = 24 * 3600_000;
    expect(lifeOf(unused)).toBeLessThanOrEqual(day);
    expect(lifeOf(reader)).toBeGreaterThan(29 * day);
    // Time passes for all three: the next device made sweeps them.
    await server.deps.db
      .update(cloudIdentities)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(cloudIdentities.projectId, app.projectId));
    const next = await join();
    for (const gone of [unused, reader]) {
      const res = await gone.visitor.add('notes', { text: 'after' });
      expect([res.status, res.body.error.code]).toEqual([401, 'identity_required']);
    }
    expect((await writer.visitor.call('GET', `/collections/notes/records/${note.id}`)).body.text).toBe('mine');
    const after = await devicesOf(app.projectId);
    expect(after.rows.map((row) => row.id).sort()).toEqual([writer.id, next.id].sort());
    expect(after.counted).toBe(2);
    expect(after.rows.every((row) => (row.expiresAt?.getTime() ?? 0) > Date.now())).toBe(true);
  });
});

describe('host names that are not the main app', () => {
  it('answers the app 404 page for any other name under the apps domain, never the main app with its session', async () => {
    const app = await cloudApp(server);
    const cookie = app.owner.cookieHeader();
    expect(await app.owner.signedInEmail()).toBe(app.email);
    const port = new URL(server.url).port;
    const preview = new URL(app.previewOrigin).hostname;
    for (const host of [
      `x.${preview}:${port}`,
      `a.b.localhost:${port}`,
      `${preview}.evil.localhost:${port}`,
      `-x-.localhost:${port}`,
      `x.${preview}.`,
    ]) {
      for (const path of ['/api/auth/get-session', '/api/projects', '/']) {
        const res = await getOnHost(server.url, `http://${host}`, path, cookie);
        expect([res.status, res.text.includes('This app isn’t available')], `${host}${path}`).toEqual([404, true]);
        expect(res.text).not.toContain(app.email);
      }
    }
  });

  it('serves a preview at its trailing-dot and port-less names as the preview, not the main app', async () => {
    const app = await cloudApp(server);
    const preview = new URL(app.previewOrigin).hostname;
    for (const host of [`${preview}.:${new URL(server.url).port}`, preview, `${preview}..`]) {
      const page = await getOnHost(server.url, `http://${host}`, '/', app.owner.cookieHeader());
      expect([page.status, page.text.includes(`content="${app.projectId}"`)], host).toEqual([200, true]);
      const session = await getOnHost(server.url, `http://${host}`, '/api/auth/get-session', app.owner.cookieHeader());
      expect(session.text).not.toContain(app.email);
    }
  });

  it('in production answers the main app only on APP_URL’s host; machines still reach health and the TLS ask', async () => {
    const production = await startTestServer({ NODE_ENV: 'production' });
    const on = (host: string, path: string) => getOnHost(production.url, `http://${host}`, path);
    try {
      const port = new URL(production.url).port;
      for (const host of [`127.0.0.1:${port}`, `[::1]:${port}`, `intranet:${port}`, `www.example.com:${port}`]) {
        const page = await on(host, '/api/auth/get-session');
        expect([page.status, page.text.includes('This app isn’t available')], host).toEqual([404, true]);
      }
      for (const host of [`127.0.0.1:${port}`, `[::1]:${port}`, 'intranet']) {
        expect((await on(host, '/healthz')).status, host).toBe(200);
        const ask = await on(host, '/_shipwright/tls-ask?domain=nothing.example.com');
        expect(ask.text, host).not.toContain('This app isn’t available');
      }
      for (const host of [`localhost:${port}`, `localhost.:${port}`, 'localhost']) {
        expect((await on(host, '/api/auth/get-session')).status, host).toBe(200);
      }
    } finally {
      await production.close();
    }
  });
});

describe('signed grants for app hosts', () => {
  // What the server must do: one HKDF key per purpose, never the secret itself.
  const keyFor = (purpose: string) =>
    Buffer.from(hkdfSync('sha256', authSecret, 'shipwright app access', `shipwright app access: ${purpose}`, 32));
  const grant = (key: Buffer, message: string, expires: number, holder: string) =>
    `${expires}.${holder}.${createHmac('sha256', key).update(message).digest('base64url')}`;

  it('opens a private preview only with a grant under the preview’s own derived key', async () => {
    const app = await cloudApp(server);
    await setVisibility(server, { email: app.email, browser: app.owner }, app.projectId, 'private');
    const expires = Math.floor(Date.now() / 1000) + 600;
    const open = (token: string) => getOnHost(server.url, app.previewOrigin, `/?token=${encodeURIComponent(token)}`);
    const legacyKey = createHmac('sha256', authSecret).update('shipwright app access').digest();
    const holder = await userIdOf(server, app.email);
    const signed = `${app.projectId}:${holder}:${expires}`;
    const forged = {
      'the secret itself': grant(Buffer.from(authSecret), signed, expires, holder),
      'the old single key': grant(legacyKey, `preview:${signed}`, expires, holder),
      'the live cookie’s key': grant(keyFor('live-cookie'), signed, expires, holder),
      'the file links’ key': grant(keyFor('app-file'), signed, expires, holder),
    };
    for (const [name, token] of Object.entries(forged)) expect((await open(token)).status, name).toBe(404);
    expect((await open(grant(keyFor('preview'), signed, expires, holder))).status).toBe(200);
    const { token: issued } = await (await app.owner.get(`/api/projects/${app.projectId}/preview`)).json();
    expect((await open(issued)).status).toBe(200);
    // Grants for one purpose open nothing else, though both name the same project.
    await app.deploy();
    const { url, openUrl } = await (await app.owner.get(`/api/projects/${app.projectId}/deployments`)).json();
    const handshake = await getOnHost(server.url, url, new URL(openUrl).pathname + new URL(openUrl).search);
    const liveCookie = String(handshake.headers['set-cookie']).split(';')[0] as string;
    expect((await getOnHost(server.url, url, '/', liveCookie)).status).toBe(200);
    expect((await open(decodeURIComponent(liveCookie.split('=')[1] ?? ''))).status).toBe(404);
    expect((await getOnHost(server.url, url, '/', `shipwright_live_access=${issued}`)).status).toBe(404);
  });
});
