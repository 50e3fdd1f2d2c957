import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, latestMail, uniqueEmail } from '../../../../tests/support/auth-session';
import { CloudVisitor } from '../../../../tests/support/cloud-client';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { appSignInTexts } from '../../../shared/cloud/limits';
import { cloudSignInCodes } from '../../db/schema';
import { cloudApp } from './test-utils';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server.close());

/** The cooldown is a minute: tests that need a second code move the first one into the past. */
async function ageCodes(email: string) {
  await server.deps.db
    .update(cloudSignInCodes)
    .set({ createdAt: new Date(Date.now() - 61_000) })
    .where(eq(cloudSignInCodes.email, email));
}

async function signIn(visitor: CloudVisitor, email: string) {
  expect((await visitor.call('POST', '/auth/code', { email })).status).toBe(200);
  const code = codeIn((await latestMail(server, email)).text);
  return visitor.call('POST', '/auth/verify', { email, code });
}

describe('app users', () => {
  it('signs in by e-mailed code, takes the device’s records along, and follows the user to another device', async () => {
    const app = await cloudApp(server, 'A habit tracker');
    const phone = await app.visitor();
    await phone.add('habits', { name: 'Meditate' });
    const email = uniqueEmail();
    const signed = await signIn(phone, email);
    expect(signed.status).toBe(200);
    expect(signed.body.identity).toMatchObject({ kind: 'user', email });
    const cookie = String(signed.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).not.toMatch(/Domain=/i);
    const mail = await latestMail(server, email);
    const { name } = await (await app.owner.get(`/api/projects/${app.projectId}`)).json();
    expect(mail.subject).toBe(appSignInTexts.subject(name, codeIn(mail.text)));

    const laptop = await app.visitor();
    expect((await laptop.list('habits')).body.items).toEqual([]);
    await ageCodes(email);
    await signIn(laptop, email);
    expect((await laptop.list('habits')).body.items.map((h) => h.name)).toEqual(['Meditate']);
    expect((await laptop.call('GET', '/identity')).body.identity.email).toBe(email);

    await laptop.call('POST', '/auth/sign-out');
    expect((await laptop.call('GET', '/identity')).body.identity.kind).toBe('device');
    expect((await laptop.list('habits')).body.items).toEqual([]);
  });

  it('opens signed-in collections to signed-in users only', async () => {
    const app = await cloudApp(server);
    await app.setRules({ collections: { members: { read: 'signed-in', create: 'signed-in' } } });
    const visitor = await app.visitor();
    expect((await visitor.add('members', { name: 'Ann' })).status).toBe(401);
    await signIn(visitor, uniqueEmail());
    expect((await visitor.add('members', { name: 'Ann' })).status).toBe(201);
    const other = await app.visitor();
    await signIn(other, uniqueEmail());
    expect((await other.list('members')).body.items.map((m) => m.name)).toEqual(['Ann']);
  });

  it('evaluates at most three guesses per code, however many arrive at once', async () => {
    const app = await cloudApp(server);
    const visitor = await app.visitor();
    const email = uniqueEmail();
    await visitor.call('POST', '/auth/code', { email });
    const right = codeIn((await latestMail(server, email)).text);
    const wrong = (n: number) => String((Number(right) + n) % 1_000_000).padStart(6, '0');
    const guesses = [...Array.from({ length: 9 }, (_, i) => wrong(i + 1)), right];
    const results = await Promise.all(guesses.map((code) => visitor.call('POST', '/auth/verify', { email, code })));
    const evaluated = results.filter((r) => r.status === 200 || r.body.error?.code === 'wrong_code');
    expect(evaluated.length).toBeLessThanOrEqual(3);
    expect(results.filter((r) => r.body.error?.code === 'code_expired').length).toBeGreaterThanOrEqual(7);
    // The right code after three wrong ones is spent too.
    const late = await visitor.call('POST', '/auth/verify', { email, code: right });
    expect(late.status).toBe(400);
  });

  it('sends one code a minute per address and a few an hour; a new code replaces the old', async () => {
    const app = await cloudApp(server);
    const email = uniqueEmail();
    const [a, b] = [await app.visitor(), await app.visitor()];
    const sends = await Promise.all([a, b, a].map((v) => v.call('POST', '/auth/code', { email })));
    expect(sends.map((s) => s.status).sort()).toEqual([200, 429, 429]);
    const refused = sends.find((s) => s.status === 429);
    expect(refused?.headers['retry-after']).toMatch(/^\d+$/);
    const first = codeIn((await latestMail(server, email)).text);
    await ageCodes(email);
    expect((await a.call('POST', '/auth/code', { email })).status).toBe(200);
    const second = codeIn((await latestMail(server, email)).text);
    if (first !== second) {
      expect((await a.call('POST', '/auth/verify', { email, code: first })).body.error.code).toBe('wrong_code');
    }
    for (let i = 0; i < 3; i++) {
      await ageCodes(email);
      expect((await a.call('POST', '/auth/code', { email })).status).toBe(200);
    }
    await ageCodes(email);
    const capped = await a.call('POST', '/auth/code', { email });
    expect([capped.status, capped.body.error.message]).toEqual([429, appSignInTexts.hourlyCap]);
  });

  it('keeps a session to its own app and refuses writes sent from another origin', async () => {
    const [x, y] = [await cloudApp(server), await cloudApp(server)];
    const visitor = await x.visitor();
    await signIn(visitor, uniqueEmail());
    const onY = new CloudVisitor(server.url, y.previewOrigin);
    for (const [name, value] of visitor.cookies) onY.cookies.set(name, value);
    const res = await onY.call('GET', '/identity');
    expect(res.status).toBe(401);
    // Another app on the same apps domain gets the session cookie sent along: refused.
    const crossOrigin = new CloudVisitor(server.url, x.previewOrigin, visitor.token, { origin: y.previewOrigin });
    for (const [name, value] of visitor.cookies) crossOrigin.cookies.set(name, value);
    const write = await crossOrigin.add('notes', { text: 'from elsewhere' });
    expect([write.status, write.body.error.code]).toEqual([403, 'cross_origin']);
    // An exported copy of the app, elsewhere, with its bearer token only: allowed, by CORS too.
    const exported = new CloudVisitor(server.url, x.previewOrigin, visitor.token, { origin: 'http://localhost:5173' });
    const fromExport = await exported.add('notes', { text: 'from the export' });
    expect([fromExport.status, fromExport.headers['access-control-allow-origin']]).toEqual([201, '*']);
    const preflight = await exported.call('OPTIONS', '/collections/notes/records');
    expect([preflight.status, preflight.headers['access-control-allow-headers']]).toEqual([
      204,
      'authorization, content-type, x-shipwright-grant',
    ]);
    const sameOrigin = new CloudVisitor(server.url, x.previewOrigin, visitor.token, { origin: x.previewOrigin });
    expect((await sameOrigin.add('notes', { text: 'from the app' })).status).toBe(201);
  });

  it('answers bad input with a clear 400', async () => {
    const app = await cloudApp(server);
    const visitor = await app.visitor();
    for (const body of [{ email: 'nope' }, {}, { email: 'a@b.co', code: '12' }]) {
      const path = 'code' in body ? '/auth/verify' : '/auth/code';
      const res = await visitor.call('POST', path, body);
      expect([res.status, typeof res.body.error.message]).toEqual([400, 'string']);
    }
    const never = await visitor.call('POST', '/auth/verify', { email: uniqueEmail(), code: '123456' });
    expect([never.status, never.body.error.message]).toEqual([400, appSignInTexts.expired]);
    expect(
      await server.deps.db
        .select()
        .from(cloudSignInCodes)
        .where(and(eq(cloudSignInCodes.projectId, app.projectId))),
    ).toEqual([]);
  });
});
