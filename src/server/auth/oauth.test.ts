import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthSession, authenticatorFor } from '../../../tests/support/auth-session';
import { startFakeOAuthServer } from '../../../tests/support/fake-oauth-server';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';

const account = { id: 4242, login: 'octo', name: 'Octo Cat', email: 'octo@example.com' };
let provider: Awaited<ReturnType<typeof startFakeOAuthServer>>;
let server: TestServer;

beforeAll(async () => {
  provider = await startFakeOAuthServer({ id: 'client-123', secret: 'shh-secret' }, account);
  server = await startTestServer({ TRUST_PROXY: 'true', ...provider.env });
});
afterAll(async () => {
  await server.close();
  await provider.close();
});

/** Browser steps: ask for the provider's URL, let the provider approve, land on our callback. */
async function signInWithGithub(browser: AuthSession) {
  const start = await browser.post('/api/auth/sign-in/social', { provider: 'github', callbackURL: '/dashboard' });
  expect(start.status).toBe(200);
  const { url } = await start.json();
  expect(url).toContain('/login/oauth/authorize');
  const approved = await fetch(url, { redirect: 'manual' });
  expect(approved.status).toBe(302);
  const callback = new URL(approved.headers.get('location') ?? '');
  expect(callback.origin).toBe(server.url);
  return browser.send(callback.pathname + callback.search, { method: 'GET' });
}

describe('sign-in with GitHub against a local authorization server', () => {
  it('runs the whole round trip and signs the user in', async () => {
    const browser = new AuthSession(server);
    const landed = await signInWithGithub(browser);
    expect(landed.status).toBe(302);
    expect(landed.headers.get('location')).toBe('/dashboard');
    expect(await browser.signedInEmail()).toBe(account.email);
    expect(provider.requests).toEqual(
      expect.arrayContaining(['POST /login/oauth/access_token', 'GET /user', 'GET /user/emails']),
    );
  });

  it('answers a provider without credentials with a clear error, not a redirect', async () => {
    const res = await new AuthSession(server).post('/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: '/dashboard',
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect((await res.json()).error.message).toBeTruthy();
  });

  it('sends a user with a second factor to the two-factor screen without a session', async () => {
    const first = new AuthSession(server);
    await signInWithGithub(first);
    const { totpURI } = await (await first.post('/api/auth/two-factor/enable', {})).json();
    await first.post('/api/auth/two-factor/verify-totp', { code: authenticatorFor(totpURI).codeAt(Date.now()) });

    const browser = new AuthSession(server);
    const landed = await signInWithGithub(browser);
    expect(landed.status).toBe(302);
    expect(landed.headers.get('location')).toBe(`${server.url}/auth?two_factor=1`);
    expect(await browser.signedInEmail()).toBeNull();
    expect(await (await browser.get('/api/auth/two-factor/pending')).json()).toEqual({ email: account.email });
  });
});
