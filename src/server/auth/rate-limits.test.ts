import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { authRateLimits } from '../../shared/auth';

// No TRUST_PROXY here: the limit must key on the socket, whatever X-Forwarded-For claims.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('rate limits on sign-in', () => {
  it('answers 429 with a wait time once the window is spent, and a forged address does not help', async () => {
    const attempt = (i: number) =>
      server.postJson(
        '/api/auth/sign-in/email',
        { email: 'someone@example.com', password: 'wrong-password' },
        { headers: { 'x-forwarded-for': `203.0.113.${i}` } },
      );
    for (let i = 0; i < authRateLimits.signIn.max; i++) expect((await attempt(i)).status).toBe(401);
    const limited = await attempt(99);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = await limited.json();
    expect(body.error.code).toBe('rate_limited');
    expect(body.error.message).toMatch(/^Too many requests\. Please try again in \d+ minutes?\.$/);
  });

  it('limits code sending separately from sign-in', async () => {
    // A different address each time: one address has its own, tighter limit (sign-in-codes.test.ts).
    let n = 0;
    const send = () =>
      server.postJson('/api/auth/email-otp/send-verification-otp', {
        email: `limit-${++n}@example.com`,
        type: 'sign-in',
      });
    for (let i = 0; i < authRateLimits.codeSend.max; i++) expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(429);
  });
});
