import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthSession, signedInBrowser } from '../../../../tests/support/auth-session';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { integrations, user } from '../../db/schema';
import { connectedServiceFacts, connectedServicesPrompt, maskToken } from './integrations.service';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server.close());

const stripeKey = 'sk_test_51Habcdefghijklmnopqrstuvwx4f2a';
const anonKey = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.anon-part.sig0001';
const serviceKey = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.service-part.sig0002';

async function account() {
  const { email, browser } = await signedInBrowser(server);
  const [row] = await server.deps.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  const manage = async ({ action, ...body }: { action: string } & Record<string, unknown>) => {
    const res = await browser.post(`/api/functions/manage-integrations/${action}`, body);
    return { status: res.status, body: await res.json() };
  };
  return { browser, userId: row?.id as string, manage };
}

describe('manage-integrations: check, save and delete', () => {
  it('saves a key, checks it masked with its date, and deletes it', async () => {
    const { manage } = await account();
    expect(await manage({ action: 'check', integrationId: 'stripe' })).toEqual({
      status: 200,
      body: { status: 'disconnected', configuredToken: null, configuredAt: null },
    });
    expect(await manage({ action: 'save', integrationId: 'stripe', apiKey: `  ${stripeKey} ` })).toEqual({
      status: 200,
      body: { message: 'Stripe connected' },
    });
    const checked = await manage({ action: 'check', integrationId: 'stripe' });
    expect(checked.body).toEqual({
      status: 'connected',
      configuredToken: 'sk_test_••••••••4f2a',
      configuredAt: expect.any(String),
    });
    expect(Date.now() - Date.parse(checked.body.configuredAt)).toBeLessThan(60_000);
    expect(JSON.stringify(checked.body)).not.toContain(stripeKey.slice(8, -4));

    expect((await manage({ action: 'delete', integrationId: 'stripe' })).body).toEqual({
      message: 'Stripe disconnected',
    });
    expect((await manage({ action: 'check', integrationId: 'stripe' })).body.status).toBe('disconnected');
  });

  it('answers missing required fields and wrong key prefixes with the spec messages', async () => {
    const { manage, browser } = await account();
    const refused = async (body: Record<string, unknown>) => {
      const res = await manage({ action: 'save', ...body });
      expect(res.status).toBe(400);
      return res.body.error.message;
    };
    expect(await refused({ integrationId: 'stripe' })).toBe('Please enter a valid API key');
    expect(await refused({ integrationId: 'stripe', apiKey: '   ' })).toBe('Please enter a valid API key');
    expect(await refused({ integrationId: 'stripe', apiKey: 'pk_test_123' })).toBe('Please enter a valid API key');
    expect(await refused({ integrationId: 'resend', apiKey: 'sk_test_123' })).toBe('Please enter a valid API key');
    expect(await refused({ integrationId: 'supabase', configData: {} })).toBe(
      'Please fill in required fields: Project URL, Anon Key',
    );
    expect(await refused({ integrationId: 'supabase', configData: { url: 'https://x.supabase.co' } })).toBe(
      'Please fill in required fields: Anon Key',
    );
    expect(await refused({ integrationId: 'supabase', configData: { url: 'not a url', anonKey } })).toBe(
      'Project URL must be a valid URL starting with https://',
    );
    expect(
      await refused({ integrationId: 'supabase', configData: { url: 'https://x.supabase.co', anonKey: 'abc' } }),
    ).toBe('Anon Key must start with eyJ');
    expect(
      await refused({
        integrationId: 'supabase',
        configData: { url: 'https://x.supabase.co', anonKey, serviceKey: 'sb_secret' },
      }),
    ).toBe('Service Role Key must start with eyJ');
    expect(await refused({ integrationId: 'github', apiKey: 'ghp_x' })).toMatch(/Connect with GitHub/);
    expect((await manage({ action: 'save', integrationId: 'dropbox', apiKey: 'x' })).status).toBe(400);
    expect((await manage({ action: 'rename', integrationId: 'stripe' })).status).toBe(404);
    // One route per action: the combined route that read an `action` field is gone.
    const combined = await browser.post('/api/functions/manage-integrations', {
      action: 'check',
      integrationId: 'stripe',
    });
    expect(combined.status).toBe(404);
    expect((await manage({ action: 'check' })).status).toBe(400);
  });

  it('keeps no plaintext secret in the database, the logs or any answer', async () => {
    const { manage, userId } = await account();
    const config = { url: 'https://abcd.supabase.co', anonKey, serviceKey };
    expect((await manage({ action: 'save', integrationId: 'supabase', configData: config })).status).toBe(200);
    await manage({ action: 'save', integrationId: 'resend', apiKey: 're_123456789_abcdefghijkl' });
    const rows = await server.deps.db.select().from(integrations).where(eq(integrations.userId, userId));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      // Long enough that random ciphertext never holds one by chance (three letters like "eyJ" would, now and then).
      for (const secret of [anonKey, serviceKey, 'abcd.supabase.co', 're_123456789', 'anon-part']) {
        expect(row.encryptedConfig).not.toContain(secret);
      }
      expect(row.encryptedConfig).toMatch(/^v1\./);
    }
    const check = await manage({ action: 'check', integrationId: 'supabase' });
    expect(check.body.configuredToken).toBe('eyJ••••••••0001');
    const logs = JSON.stringify(server.logs);
    for (const secret of [anonKey, serviceKey, 're_123456789_abcdefghijkl']) expect(logs).not.toContain(secret);
  });

  it('scopes everything to the signed-in user', async () => {
    const alice = await account();
    const bob = await account();
    await alice.manage({ action: 'save', integrationId: 'stripe', apiKey: stripeKey });
    expect((await bob.manage({ action: 'check', integrationId: 'stripe' })).body.status).toBe('disconnected');
    await bob.manage({ action: 'delete', integrationId: 'stripe' });
    await bob.manage({ action: 'save', integrationId: 'stripe', apiKey: 'sk_live_bobbobbobbobbobbob9999' });
    expect((await alice.manage({ action: 'check', integrationId: 'stripe' })).body.configuredToken).toBe(
      'sk_test_••••••••4f2a',
    );
    expect((await bob.manage({ action: 'check', integrationId: 'stripe' })).body.configuredToken).toBe(
      'sk_live_••••••••9999',
    );
    // A sealed config copied into another user's row does not open there.
    const [aliceRow] = await server.deps.db.select().from(integrations).where(eq(integrations.userId, alice.userId));
    await server.deps.db
      .update(integrations)
      .set({ encryptedConfig: aliceRow?.encryptedConfig })
      .where(eq(integrations.userId, bob.userId));
    const stolen = await bob.manage({ action: 'check', integrationId: 'stripe' });
    expect(stolen.status).toBe(409);
    expect(stolen.body.error.message).toMatch(/can no longer be read/);

    const anonymous = new AuthSession(server);
    for (const action of ['check', 'save', 'delete']) {
      const res = await anonymous.post(`/api/functions/manage-integrations/${action}`, { integrationId: 'stripe' });
      expect(res.status).toBe(401);
    }
  });

  it('tells the generation engine which services are connected, never their secrets', async () => {
    const { manage, userId } = await account();
    expect(await connectedServiceFacts(server.deps.db, userId)).toEqual([]);
    await manage({ action: 'save', integrationId: 'stripe', apiKey: stripeKey });
    await manage({ action: 'save', integrationId: 'supabase', configData: { url: 'https://x.supabase.co', anonKey } });
    const facts = await connectedServiceFacts(server.deps.db, userId);
    expect(facts.map((f) => [f.service, f.category])).toEqual([
      ['supabase', 'backend'],
      ['stripe', 'payment'],
    ]);
    expect(facts[0]?.envVars.map((v) => v.name)).toEqual([
      'VITE_SUPABASE_URL',
      'VITE_SUPABASE_ANON_KEY',
      'SUPABASE_SERVICE_ROLE_KEY',
    ]);
    const prompt = connectedServicesPrompt(facts);
    expect(prompt).toContain('STRIPE_SECRET_KEY (server-side only');
    expect(prompt).not.toContain(stripeKey);
    expect(prompt).not.toContain(anonKey);
  });
});

describe('github-oauth without GitHub settings', () => {
  it('says clearly when GitHub is not configured, and that other cards have no OAuth flow', async () => {
    const { browser } = await signedInBrowser(server);
    const res = await browser.post('/api/functions/github-oauth');
    expect(res.status).toBe(503);
    expect((await res.json()).error.message).toMatch(/^GitHub connection is not configured on this server/);
    const other = await browser.post('/api/functions/github-oauth', { integrationId: 'stripe' });
    expect(other.status).toBe(400);
    expect((await other.json()).error.message).toBe('OAuth integration not yet available for this service');
  });
});

describe('maskToken', () => {
  it('keeps a known prefix and the last four characters of long tokens only', () => {
    expect(maskToken('re_123456789_abcdefghijkl')).toBe('re_••••••••ijkl');
    expect(maskToken('gho_fake0001TokenValue')).toBe('gho_••••••••alue');
    expect(maskToken('short')).toBe('••••••••');
  });
});
