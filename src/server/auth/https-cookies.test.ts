import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, latestMail, uniqueEmail } from '../../../tests/support/auth-session';
import { freePort } from '../../../tests/support/free-port';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';

// Served behind https (APP_URL), reached here over plain http on loopback as a TLS proxy would.
let server: TestServer;
let port: number;
beforeAll(async () => {
  port = await freePort();
  server = await startTestServer({ PORT: String(port), APP_URL: `https://localhost:${port}` });
});
afterAll(() => server.close());

const post = (pathname: string, body: unknown) =>
  fetch(`http://localhost:${port}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `https://localhost:${port}` },
    body: JSON.stringify(body),
  });

describe('cookies on https', () => {
  it('are __Host- cookies: Secure, Path=/, no Domain, so no other host can set or shadow them', async () => {
    const email = uniqueEmail('https');
    expect((await post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' })).status).toBe(200);
    const signIn = await post('/api/auth/sign-in/email-otp', {
      email,
      otp: codeIn((await latestMail(server, email)).text),
    });
    expect(signIn.status).toBe(200);
    const cookies = signIn.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith('__Host-shipwright.session_token='))).toBe(true);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/^__Host-/);
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(cookie).toMatch(/;\s*Path=\/(;|$)/i);
      expect(cookie).not.toMatch(/Domain=/i);
    }
    const session = await fetch(`http://localhost:${port}/api/auth/get-session`, {
      headers: { cookie: cookies.map((c) => c.split(';')[0]).join('; ') },
    });
    expect((await session.json()).user.email).toBe(email);
  });
});
