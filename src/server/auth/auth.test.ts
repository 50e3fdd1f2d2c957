import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuthSession,
  codeIn,
  latestMail,
  linkIn,
  signedInBrowser,
  uniqueEmail,
} from '../../../tests/support/auth-session';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { user, verification } from '../db/schema';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server.close());

async function sendCode(browser: AuthSession, email: string) {
  return browser.post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' });
}

describe('password sign-up and sign-in', () => {
  it('needs the e-mailed confirmation before the account can sign in', async () => {
    const email = uniqueEmail();
    const browser = new AuthSession(server);
    const signUp = await browser.post('/api/auth/sign-up/email', { email, password: 'secret-pass', name: '' });
    expect(signUp.status).toBe(200);
    expect((await signUp.json()).token).toBeNull();
    expect(await browser.signedInEmail()).toBeNull();

    const blocked = await browser.post('/api/auth/sign-in/email', { email, password: 'secret-pass' });
    expect(blocked.status).toBe(403);
    expect((await blocked.json()).error.message).toMatch(/verif/i);

    const mail = await latestMail(server, email);
    expect(mail.subject).toMatch(/Confirm/);
    const link = new URL(linkIn(mail.text));
    const confirmed = await browser.send(link.pathname + link.search, { method: 'GET' });
    expect(confirmed.status).toBe(302);
    expect(await browser.signedInEmail()).toBe(email);
  });

  it('refuses a wrong password with the API error shape', async () => {
    const { email } = await signedInBrowser(server);
    const res = await new AuthSession(server).post('/api/auth/sign-in/email', { email, password: 'wrong-password' });
    expect(res.status).toBe(401);
    expect((await res.json()).error).toEqual({
      code: 'invalid_email_or_password',
      message: 'Invalid email or password',
    });
  });

  it('refuses a password shorter than 6 characters', async () => {
    const res = await new AuthSession(server).post('/api/auth/sign-up/email', {
      email: uniqueEmail(),
      password: '12345',
      name: '',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toMatch(/short/i);
  });
});

describe('sign-in with an e-mailed code', () => {
  it('signs in with the code, which then cannot be used again', async () => {
    const email = uniqueEmail('code');
    const browser = new AuthSession(server);
    expect((await sendCode(browser, email)).status).toBe(200);
    const mail = await latestMail(server, email);
    const code = codeIn(mail.text);
    expect(code).toMatch(/^\d{6}$/);
    expect(linkIn(mail.text)).toContain(`/auth?email=${encodeURIComponent(email)}&code=${code}`);

    const signIn = await browser.post('/api/auth/sign-in/email-otp', { email, otp: code });
    expect(signIn.status).toBe(200);
    expect(await browser.signedInEmail()).toBe(email);

    const again = await new AuthSession(server).post('/api/auth/sign-in/email-otp', { email, otp: code });
    expect(again.status).toBe(400);
  });

  it('mails a plain code, without a sign-in link, for a password reset', async () => {
    const { email } = await signedInBrowser(server);
    const res = await new AuthSession(server).post('/api/auth/email-otp/send-verification-otp', {
      email,
      type: 'forget-password',
    });
    expect(res.status).toBe(200);
    const mail = await latestMail(server, email);
    expect(mail.subject).toMatch(/verification code/);
    expect(codeIn(mail.text)).toMatch(/^\d{6}$/);
    expect(linkIn(mail.text)).toBe('');
  });

  it('answers the same for known and unknown addresses', async () => {
    const { email } = await signedInBrowser(server);
    const known = await sendCode(new AuthSession(server), email);
    const unknown = await sendCode(new AuthSession(server), uniqueEmail('nobody'));
    expect(known.status).toBe(unknown.status);
    expect(await known.json()).toEqual(await unknown.json());
  });

  it('does not accept a code sent to another address', async () => {
    const [a, b] = [uniqueEmail('a'), uniqueEmail('b')];
    const browser = new AuthSession(server);
    await sendCode(browser, a);
    await sendCode(browser, b);
    const codeForA = codeIn((await latestMail(server, a)).text);
    const res = await browser.post('/api/auth/sign-in/email-otp', { email: b, otp: codeForA });
    expect(res.status).toBe(400);
    expect(await browser.signedInEmail()).toBeNull();
  });

  it('spends the code after 3 wrong attempts', async () => {
    const email = uniqueEmail('guess');
    const browser = new AuthSession(server);
    await sendCode(browser, email);
    const code = codeIn((await latestMail(server, email)).text);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++) {
      expect((await browser.post('/api/auth/sign-in/email-otp', { email, otp: wrong })).status).toBe(400);
    }
    const res = await browser.post('/api/auth/sign-in/email-otp', { email, otp: code });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(await browser.signedInEmail()).toBeNull();
  });

  it('refuses an expired code', async () => {
    const email = uniqueEmail('late');
    const browser = new AuthSession(server);
    await sendCode(browser, email);
    const code = codeIn((await latestMail(server, email)).text);
    // Ten minutes pass: the stored code's expiry moves into the past.
    await server.deps.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `sign-in-otp-${email}`));
    const res = await browser.post('/api/auth/sign-in/email-otp', { email, otp: code });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toMatch(/expired/i);
    expect(await browser.signedInEmail()).toBeNull();
  });
});

describe('sessions', () => {
  it('is gone after sign-out', async () => {
    const { browser, email } = await signedInBrowser(server);
    expect(await browser.signedInEmail()).toBe(email);
    const cookie = browser.cookieNames();
    expect(cookie.some((name) => name.includes('session_token'))).toBe(true);
    expect((await browser.post('/api/auth/sign-out')).status).toBe(200);
    expect(await browser.signedInEmail()).toBeNull();
  });

  it('sets HttpOnly, SameSite=Lax cookies without a Domain', async () => {
    const { email, password } = await signedInBrowser(server);
    const res = await new AuthSession(server).post('/api/auth/sign-in/email', { email, password });
    const sessionCookie = res.headers.getSetCookie().find((c) => c.includes('session_token='));
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    expect(sessionCookie).not.toMatch(/Domain=/i);
  });

  it('keeps the session token in the HttpOnly cookie only, out of every JSON answer', async () => {
    const { email, password } = await signedInBrowser(server);
    const browser = new AuthSession(server);
    const signIn = await browser.post('/api/auth/sign-in/email', { email, password });
    expect(signIn.status).toBe(200);
    const token = /session_token=([^.;]+)/.exec(String(signIn.headers.getSetCookie()))?.[1] as string;
    expect(token.length).toBeGreaterThan(10);
    const body = await signIn.json();
    expect(body.user.email).toBe(email);
    expect(body).not.toHaveProperty('token');
    const session = await (await browser.get('/api/auth/get-session')).text();
    expect(session).toContain(email);
    expect(session).not.toContain(token);
    const sessions = await (await browser.get('/api/auth/list-sessions')).json();
    expect(sessions.length).toBeGreaterThan(0);
    expect(JSON.stringify(sessions)).not.toContain(token);
  });

  it('ends other sessions when the password changes', async () => {
    const { email, password, browser } = await signedInBrowser(server);
    const other = new AuthSession(server);
    await other.post('/api/auth/sign-in/email', { email, password });
    expect(await other.signedInEmail()).toBe(email);
    const res = await browser.post('/api/auth/change-password', {
      currentPassword: password,
      newPassword: 'new-secret-1',
    });
    expect(res.status).toBe(200);
    expect(await other.signedInEmail()).toBeNull();
    expect(await browser.signedInEmail()).toBe(email);
  });
});

describe('request origin', () => {
  it('refuses a POST without an Origin header or from a foreign origin', async () => {
    const { email, password } = await signedInBrowser(server);
    const browser = new AuthSession(server);
    const none = await browser.send('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(none.status).toBe(403);
    const foreign = await browser.post(
      '/api/auth/sign-in/email',
      { email, password },
      { origin: 'https://evil.example' },
    );
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).error.code).toBe('forbidden_origin');
    expect(await browser.signedInEmail()).toBeNull();
  });
});

describe('account summary', () => {
  it('shows the signed-in user with dates and plan, and 401 without a session', async () => {
    const { email, browser } = await signedInBrowser(server);
    await browser.post('/api/auth/update-user', { firstName: 'Ada', lastName: 'Lovelace' });
    const summary = await (await browser.get('/api/account')).json();
    expect(summary).toMatchObject({
      email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      plan: 'Free',
      twoFactorEnabled: false,
    });
    expect(summary.hasPassword).toBe(true);
    expect(new Date(summary.createdAt).getTime()).toBeGreaterThan(0);
    expect(summary.lastSignInAt).not.toBeNull();
    const anonymous = await new AuthSession(server).get('/api/account');
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error.code).toBe('unauthorized');
  });

  it('keeps names out of reach of another user', async () => {
    const first = await signedInBrowser(server);
    const second = await signedInBrowser(server);
    await first.browser.post('/api/auth/update-user', { firstName: 'Only-Mine' });
    const [row] = await server.deps.db.select().from(user).where(eq(user.email, second.email));
    expect(row?.firstName).toBeNull();
  });
});
