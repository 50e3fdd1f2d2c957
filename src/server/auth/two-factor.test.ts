import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuthSession,
  authenticatorFor,
  codeIn,
  latestMail,
  signedInBrowser,
  uniqueEmail,
} from '../../../tests/support/auth-session';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server.close());

const period = 30_000;

/** A confirmed account with an authenticator enrolled; returns the authenticator and the code used. */
async function accountWithTwoFactor() {
  const { email, password, browser } = await signedInBrowser(server, 'two-factor-pass', '2fa');

  const enable = await browser.post('/api/auth/two-factor/enable', { password });
  expect(enable.status).toBe(200);
  const { totpURI, backupCodes } = await enable.json();
  expect(totpURI).toMatch(/^otpauth:\/\/totp\//);
  expect(backupCodes.length).toBeGreaterThan(0);
  const authenticator = authenticatorFor(totpURI);
  expect((await (await browser.get('/api/account')).json()).twoFactorEnabled).toBe(false);

  const enrolCode = authenticator.codeAt(Date.now());
  expect((await browser.post('/api/auth/two-factor/verify-totp', { code: enrolCode })).status).toBe(200);
  expect((await (await browser.get('/api/account')).json()).twoFactorEnabled).toBe(true);
  await browser.post('/api/auth/sign-out');
  return { email, password, authenticator, enrolCode };
}

/** A code the authenticator shows in the next period: valid now, and not the one used to enrol. */
const nextCode = (authenticator: ReturnType<typeof authenticatorFor>) => authenticator.codeAt(Date.now() + period);

describe('two-factor sign-in', () => {
  it('gives no session after the password step, and a session after the code', async () => {
    const { email, password, authenticator } = await accountWithTwoFactor();
    const browser = new AuthSession(server);
    const first = await browser.post('/api/auth/sign-in/email', { email, password });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ twoFactorRedirect: true });
    expect(await browser.signedInEmail()).toBeNull();
    expect((await browser.get('/api/account')).status).toBe(401);

    const pending = await browser.get('/api/auth/two-factor/pending');
    expect(await pending.json()).toEqual({ email });

    const wrong = await browser.post('/api/auth/two-factor/verify-totp', { code: '000000' });
    expect(wrong.status).toBe(401);
    expect(await browser.signedInEmail()).toBeNull();

    expect((await browser.post('/api/auth/two-factor/verify-totp', { code: nextCode(authenticator) })).status).toBe(
      200,
    );
    expect(await browser.signedInEmail()).toBe(email);
  });

  it('stops sign-in by e-mailed code at the second step too', async () => {
    const { email, authenticator } = await accountWithTwoFactor();
    const browser = new AuthSession(server);
    await browser.post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' });
    const otp = codeIn((await latestMail(server, email)).text);
    const res = await browser.post('/api/auth/sign-in/email-otp', { email, otp });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ twoFactorRedirect: true });
    expect(await browser.signedInEmail()).toBeNull();
    expect((await browser.post('/api/auth/two-factor/verify-totp', { code: nextCode(authenticator) })).status).toBe(
      200,
    );
    expect(await browser.signedInEmail()).toBe(email);
  });

  it('refuses a code that was already used', async () => {
    const { email, password, authenticator } = await accountWithTwoFactor();
    const code = nextCode(authenticator);
    const first = new AuthSession(server);
    await first.post('/api/auth/sign-in/email', { email, password });
    expect((await first.post('/api/auth/two-factor/verify-totp', { code })).status).toBe(200);

    const second = new AuthSession(server);
    await second.post('/api/auth/sign-in/email', { email, password });
    const replay = await second.post('/api/auth/two-factor/verify-totp', { code });
    expect(replay.status).toBe(400);
    expect((await replay.json()).error.code).toBe('code_already_used');
    expect(await second.signedInEmail()).toBeNull();
  });

  it('does not use up a code that was wrong when tried: it works once it is the current code', async () => {
    const { email, password, authenticator } = await accountWithTwoFactor();
    const browser = new AuthSession(server);
    await browser.post('/api/auth/sign-in/email', { email, password });
    // Two periods ahead: not accepted now (±1 period), accepted once the next period starts.
    const nextPeriodStarts = (Math.floor(Date.now() / period) + 1) * period;
    const early = authenticator.codeAt(nextPeriodStarts + period);
    expect((await browser.post('/api/auth/two-factor/verify-totp', { code: early })).status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, nextPeriodStarts - Date.now() + 500));
    expect((await browser.post('/api/auth/two-factor/verify-totp', { code: early })).status).toBe(200);
    expect(await browser.signedInEmail()).toBe(email);
  }, 60_000);

  it('turns off with the password, after which sign-in needs no code', async () => {
    const { email, password, authenticator } = await accountWithTwoFactor();
    const browser = new AuthSession(server);
    await browser.post('/api/auth/sign-in/email', { email, password });
    await browser.post('/api/auth/two-factor/verify-totp', { code: nextCode(authenticator) });
    expect((await browser.post('/api/auth/two-factor/disable', { password: 'not-it' })).status).toBe(400);
    expect((await browser.post('/api/auth/two-factor/disable', { password })).status).toBe(200);
    expect((await (await browser.get('/api/account')).json()).twoFactorEnabled).toBe(false);

    const again = new AuthSession(server);
    const res = await again.post('/api/auth/sign-in/email', { email, password });
    expect(await res.json()).not.toHaveProperty('twoFactorRedirect');
    expect(await again.signedInEmail()).toBe(email);
  });

  it('asks a code-only account for a current code to turn it off', async () => {
    const email = uniqueEmail('codeonly');
    const browser = new AuthSession(server);
    await browser.post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' });
    await browser.post('/api/auth/sign-in/email-otp', { email, otp: codeIn((await latestMail(server, email)).text) });
    const { totpURI } = await (await browser.post('/api/auth/two-factor/enable', {})).json();
    const authenticator = authenticatorFor(totpURI);
    await browser.post('/api/auth/two-factor/verify-totp', { code: authenticator.codeAt(Date.now()) });

    const withoutCode = await browser.post('/api/auth/two-factor/disable', {});
    expect(withoutCode.status).toBe(400);
    expect((await withoutCode.json()).error.message).toMatch(/current code/);
    expect((await browser.post('/api/auth/two-factor/disable', { code: nextCode(authenticator) })).status).toBe(200);
  });
});
