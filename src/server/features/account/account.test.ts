import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuthSession,
  codeIn,
  latestMail,
  linkIn,
  signedInBrowser,
  uniqueEmail,
} from '../../../../tests/support/auth-session';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server.close());

/** Signs in by e-mailed code: an account with no password, as the code sign-in makes it. */
async function codeOnlyAccount() {
  const email = uniqueEmail('code');
  const browser = new AuthSession(server);
  await browser.post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' });
  const otp = codeIn((await latestMail(server, email)).text);
  expect((await browser.post('/api/auth/sign-in/email-otp', { email, otp })).status).toBe(200);
  return { email, browser };
}

/** Signs up with a password and follows the confirmation link: a confirmed, signed-in account. */
async function passwordAccount(password = 'first-password') {
  const { email, browser } = await signedInBrowser(server, password, 'pw');
  expect(await browser.signedInEmail()).toBe(email);
  return { email, password, browser };
}

async function follow(browser: AuthSession, link: string) {
  const url = new URL(link);
  const res = await browser.send(url.pathname + url.search, { method: 'GET' });
  expect(res.status).toBe(302);
  return res;
}

const summaryOf = async (browser: AuthSession) => (await browser.get('/api/account')).json();

describe('POST /api/account/password', () => {
  it('gives a code-only account a password it can then sign in with', async () => {
    const { email, browser } = await codeOnlyAccount();
    expect((await summaryOf(browser)).hasPassword).toBe(false);

    const res = await browser.post('/api/account/password', { newPassword: 'brand-new-pass' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect((await summaryOf(browser)).hasPassword).toBe(true);

    const elsewhere = new AuthSession(server);
    const signIn = await elsewhere.post('/api/auth/sign-in/email', { email, password: 'brand-new-pass' });
    expect(signIn.status).toBe(200);
    expect(await elsewhere.signedInEmail()).toBe(email);
  });

  it('refuses when the account already has a password', async () => {
    const { email, password, browser } = await passwordAccount();
    const res = await browser.post('/api/account/password', { newPassword: 'sneaky-replacement' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        code: 'password_exists',
        message: 'Your account already has a password. Change it with your current password.',
      },
    });
    // The old password still works, the attempted one does not.
    expect((await new AuthSession(server).post('/api/auth/sign-in/email', { email, password })).status).toBe(200);
    const attempted = await new AuthSession(server).post('/api/auth/sign-in/email', {
      email,
      password: 'sneaky-replacement',
    });
    expect(attempted.status).toBe(401);
  });

  it('refuses a second password set the same way', async () => {
    const { browser } = await codeOnlyAccount();
    expect((await browser.post('/api/account/password', { newPassword: 'first-one' })).status).toBe(200);
    const again = await browser.post('/api/account/password', { newPassword: 'second-one' });
    expect(again.status).toBe(400);
    expect((await again.json()).error.code).toBe('password_exists');
  });

  it('answers 401 without a session', async () => {
    const res = await new AuthSession(server).post('/api/account/password', { newPassword: 'whatever-pass' });
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe('unauthorized');
  });

  it('refuses a password shorter than 6 characters', async () => {
    const { browser } = await codeOnlyAccount();
    const res = await browser.post('/api/account/password', { newPassword: '12345' });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe('invalid_input');
    expect(error.message).toContain('Password must be at least 6 characters long.');
    expect((await summaryOf(browser)).hasPassword).toBe(false);
  });
});

describe('e-mail change', () => {
  it('asks the old address first, then confirms the new one, then changes the e-mail', async () => {
    const { email, password, browser } = await passwordAccount();
    const newEmail = uniqueEmail('moved');
    const res = await browser.post('/api/auth/change-email', { newEmail, callbackURL: '/profile' });
    expect(res.status).toBe(200);

    // Step 1: the current address approves; nothing has changed yet, nothing went to the new one.
    const approval = await latestMail(server, email);
    expect(approval.subject).toMatch(/new .* e-mail address/i);
    expect(approval.text).toContain(newEmail);
    await expect(latestMail(server, newEmail)).rejects.toThrow();
    expect((await summaryOf(browser)).email).toBe(email);

    // Step 2: approving sends a confirmation link to the new address.
    const approved = await follow(browser, linkIn(approval.text));
    expect(approved.headers.get('location')).toContain('/profile');
    const confirmation = await latestMail(server, newEmail);
    expect(confirmation.subject).toMatch(/Confirm your new .* e-mail address/);
    expect((await summaryOf(browser)).email).toBe(email);

    // Step 3: the new address confirms; the account now answers to it.
    await follow(browser, linkIn(confirmation.text));
    expect((await summaryOf(browser)).email).toBe(newEmail);
    expect((await new AuthSession(server).post('/api/auth/sign-in/email', { email: newEmail, password })).status).toBe(
      200,
    );
    expect((await new AuthSession(server).post('/api/auth/sign-in/email', { email, password })).status).toBe(401);
  });
});
