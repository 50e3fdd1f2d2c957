import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CloudApp, cloudApp } from '../../src/server/apps/cloud/test-utils';
import { sweepExpiredCalls } from '../../src/server/apps/functions/function-calls';
import { functionCalls, functionSecrets } from '../../src/server/db/schema';
import { functionLimits } from '../../src/shared/functions/limits';
import { requestOnHost } from '../support/app-host';
import { signedInBrowser } from '../support/auth-session';
import { startTestServer, type TestServer } from '../support/test-server';

// The owner's side of App Functions: secrets per environment (sealed, never shown back), webhooks
// with their raw body, and the builder's console and call list.

const whoami = `export default async function (request: Request, ctx: any) {
  return Response.json({ key: ctx.secrets.PAYMENT_KEY ?? null, env: ctx.env, caller: ctx.caller, body: await request.text() });
}
`;
// A webhook as a payment provider's is checked: an HMAC of the exact bytes sent, with a shared secret.
const hook = `export default async function (request: Request, ctx: any) {
  const raw = await request.text();
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(ctx.secrets.HOOK_SECRET), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signed = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(raw));
  const hex = [...new Uint8Array(signed)].map((b) => b.toString(16).padStart(2, '0')).join('');
  const valid = hex === request.headers.get('x-signature');
  if (valid) await ctx.cloud.asApp().collection('payments').add({ raw });
  return Response.json({ valid, caller: ctx.caller }, { status: valid ? 200 : 400 });
}
`;

let server: TestServer;
let app: CloudApp;
const api = (path = '') => `/api/projects/${app.projectId}/functions${path}`;
beforeAll(async () => {
  server = await startTestServer();
  app = await cloudApp(server, 'A yoga studio');
  await app.addFiles({ 'functions/whoami.ts': whoami, 'functions/stripe-events.ts': hook });
  expect((await app.setRules({ collections: { payments: { read: 'none', create: 'none' } } })).status).toBe('ok');
});
afterAll(() => server.close());

describe('secrets of an app’s functions', { timeout: 60_000 }, () => {
  const previewKey = 'sk_test_preview_0123456789_abcd';
  const liveKey = 'sk_live_9876543210_wxyz';

  it('are kept per environment, sealed, and shown back only by their end', async () => {
    const saved = await app.owner.put(api('/secrets/PAYMENT_KEY?env=preview'), { value: previewKey });
    expect(saved.status).toBe(200);
    const { secret } = await saved.json();
    expect(secret).toMatchObject({ name: 'PAYMENT_KEY', hint: '••••••••abcd' });
    expect((await app.owner.put(api('/secrets/PAYMENT_KEY?env=live'), { value: liveKey })).status).toBe(200);
    const listed = await (await app.owner.get(api('/secrets?env=preview'))).text();
    expect(listed).toContain('PAYMENT_KEY');
    expect(listed).not.toContain(previewKey);
    const rows = await server.deps.db
      .select()
      .from(functionSecrets)
      .where(eq(functionSecrets.projectId, app.projectId));
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.sealedValue).not.toMatch(/sk_(test|live)_/);
  });

  it('reach the function of their own environment only', async () => {
    const visitor = await app.visitor();
    expect((await visitor.call('POST', '/functions/whoami', {})).body).toMatchObject({
      key: previewKey,
      env: 'preview',
    });
    const live = await app.deploy();
    const res = await requestOnHost(server.url, live, '/_cloud/v1/functions/whoami', { method: 'POST', headers: {} });
    expect(JSON.parse(res.text)).toMatchObject({ key: liveKey, env: 'live' });
  });

  it('refuse bad names and values, strangers, and deleting what is not there', async () => {
    expect((await app.owner.put(api('/secrets/lower_case?env=preview'), { value: 'x' })).status).toBe(400);
    expect((await app.owner.put(api('/secrets/EMPTY?env=preview'), { value: '' })).status).toBe(400);
    expect((await app.owner.put(api('/secrets/HUGE?env=preview'), { value: 'x'.repeat(9000) })).status).toBe(400);
    const { browser: stranger } = await signedInBrowser(server, 'correct-horse', 'stranger');
    expect((await stranger.get(api('/secrets?env=preview'))).status).toBe(404);
    expect((await stranger.put(api('/secrets/STOLEN?env=preview'), { value: 'x' })).status).toBe(404);
    expect((await app.owner.delete(api('/secrets/NEVER_SET?env=preview'))).status).toBe(404);
    expect((await app.owner.delete(api('/secrets/PAYMENT_KEY?env=live'))).status).toBe(200);
    const left = await (await app.owner.get(api('/secrets?env=live'))).json();
    expect(left.secrets).toEqual([]);
  });
});

describe('a webhook', { timeout: 60_000 }, () => {
  it('gets the raw body as sent and no caller, so it can check the sender’s signature', async () => {
    await app.owner.put(api('/secrets/HOOK_SECRET?env=preview'), { value: 'whsec_shared_with_the_sender' });
    // Spacing and key order as the sender wrote them: a re-serialized body would not match.
    const raw = '{"type":"checkout.completed",  "amount": 4200 }';
    const signature = createHmac('sha256', 'whsec_shared_with_the_sender').update(raw).digest('hex');
    const send = (body: string, sig: string) =>
      requestOnHost(server.url, app.previewOrigin, '/_cloud/v1/hooks/stripe-events', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': sig },
        body,
      });
    const good = await send(raw, signature);
    expect(good.status).toBe(200);
    expect(JSON.parse(good.text)).toEqual({ valid: true, caller: null });
    const forged = await send(raw.replace('4200', '1'), signature);
    expect(forged.status).toBe(400);
    expect((await send(raw, signature)).status).toBe(200);
    const missing = await requestOnHost(server.url, app.previewOrigin, '/_cloud/v1/hooks/nothing-here', {
      method: 'POST',
      headers: {},
    });
    expect(missing.status).toBe(404);
  });

  it('answers one sender at most 120 calls a minute per app, before anything runs', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) {
      const res = await requestOnHost(server.url, app.previewOrigin, '/_cloud/v1/hooks/nothing-here', {
        method: 'POST',
        headers: {},
      });
      statuses.push(res.status);
    }
    // The earlier case's four calls count too: this sender's share ran out before the 121st.
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(5);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('the builder’s console and call list', { timeout: 60_000 }, () => {
  it('calls a function as nobody or as the owner, and lists each call with how it was started', async () => {
    const asOwner = await app.owner.post(api('/whoami/calls?env=preview'), { as: 'owner', body: '{"hi":1}' });
    expect(asOwner.status).toBe(200);
    const answer = await asOwner.json();
    expect(answer).toMatchObject({ outcome: 'ok', status: 200, contentType: expect.stringContaining('json') });
    expect(JSON.parse(answer.body)).toMatchObject({ body: '{"hi":1}', caller: { kind: 'device' } });
    const asNobody = await (
      await app.owner.post(api('/whoami/calls?env=preview'), { as: 'nobody', method: 'GET' })
    ).json();
    expect(JSON.parse(asNobody.body).caller).toBeNull();

    const panel = await (await app.owner.get(api('?env=preview'))).json();
    expect(panel.functions).toEqual(['stripe-events', 'whoami']);
    expect(panel.calls[0]).toMatchObject({ functionName: 'whoami', trigger: 'console', method: 'GET', status: 200 });
    expect(panel.calls.map((c: { trigger: string }) => c.trigger)).toEqual(
      expect.arrayContaining(['console', 'hook', 'http']),
    );
    expect(panel.usage.calls).toBeGreaterThanOrEqual(panel.calls.length);
    expect((await app.owner.post(api('/Bad_Name/calls?env=preview'), {})).status).toBe(404);
    expect((await app.owner.post(api('/whoami/calls?env=preview'), { method: 'TRACE' })).status).toBe(400);
  });
});

describe('calls and their logs', { timeout: 60_000 }, () => {
  it('are kept the plan’s log days, then neither listed nor stored', async () => {
    const rows = () => server.deps.db.select().from(functionCalls).where(eq(functionCalls.projectId, app.projectId));
    const [newest] = (await rows()).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    const kept = (newest?.expiresAt.getTime() ?? 0) - (newest?.createdAt.getTime() ?? 0);
    expect(Math.abs(kept - functionLimits.free.logDays * 24 * 3600_000)).toBeLessThan(60_000);

    const before = (await rows()).length;
    await server.deps.db
      .update(functionCalls)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(functionCalls.id, newest?.id ?? ''));
    const panel = await (await app.owner.get(api('?env=preview'))).json();
    expect(panel.calls.map((c: { id: string }) => c.id)).not.toContain(newest?.id);
    expect(await sweepExpiredCalls(server.deps.db)).toBe(1);
    expect((await rows()).length).toBe(before - 1);
  });
});
