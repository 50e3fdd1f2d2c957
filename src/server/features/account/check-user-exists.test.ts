import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthSession, latestMail, linkIn, signedInBrowser, uniqueEmail } from '../../../../tests/support/auth-session';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { authRateLimits } from '../../../shared/auth';
import { mailOutbox } from '../../db/schema';

// ADR 0009: "Account exists" only for the account's own password; nothing else tells accounts apart.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server.close());

const ask = (body: unknown, browser = new AuthSession(server)) =>
  browser.post('/api/functions/check-user-exists', body);
const existsFor = async (email: string, password: string) => (await (await ask({ email, password })).json()).exists;

/** The fastest of a few tries of each, taken in turns so both meet the same load on a busy machine. */
async function fastestOfEach(a: () => Promise<unknown>, b: () => Promise<unknown>, tries = 5) {
  const best = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];
  for (let i = 0; i < tries * 2; i++) {
    const started = performance.now();
    await (i % 2 ? b : a)();
    best[i % 2] = Math.min(best[i % 2] as number, performance.now() - started);
  }
  return best as [number, number];
}

describe('check-user-exists', () => {
  it('says exists for the address with its own password, in any letter case', async () => {
    const { email, password } = await signedInBrowser(server);
    expect(await existsFor(email.toUpperCase(), password)).toBe(true);
  });

  it('answers a known address with another password exactly as an address with no account', async () => {
    const { email } = await signedInBrowser(server);
    const known = await ask({ email, password: 'not-the-password' });
    const unknown = await ask({ email: uniqueEmail('nobody'), password: 'not-the-password' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual({ exists: false });
    expect(await unknown.json()).toEqual({ exists: false });
  });

  it('checks a password for an address with no account too, so the time taken tells nothing', async () => {
    const { email } = await signedInBrowser(server);
    const [known, unknown] = await fastestOfEach(
      () => ask({ email, password: 'not-the-password' }),
      () => ask({ email: uniqueEmail('nobody'), password: 'not-the-password' }),
    );
    // A password hash takes tens of milliseconds; a lookup alone, one or two.
    expect(unknown).toBeGreaterThan(known * 0.3);
  });

  it('needs the password', async () => {
    const res = await ask({ email: uniqueEmail() });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('invalid_input');
  });

  it('limits the questions about one address, whichever client asks', async () => {
    const email = uniqueEmail('target');
    for (let i = 0; i < authRateLimits.checkUserExistsPerAddress.max; i++)
      expect((await ask({ email, password: `guess-${i}` })).status).toBe(200);
    const limited = await ask({ email, password: 'one-more' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('sign-up with an address that has an account', () => {
  it('answers as for a new address, and mails the owner to sign in instead', async () => {
    const { email } = await signedInBrowser(server);
    const before = await server.deps.db.$count(mailOutbox, eq(mailOutbox.to, email));
    const taken = await new AuthSession(server).post('/api/auth/sign-up/email', {
      email,
      password: 'someone-else',
      name: '',
    });
    const fresh = await new AuthSession(server).post('/api/auth/sign-up/email', {
      email: uniqueEmail('fresh'),
      password: 'someone-else',
      name: '',
    });
    expect(taken.status).toBe(fresh.status);
    expect((await taken.json()).token).toBeNull();
    expect((await fresh.json()).token).toBeNull();
    expect(await server.deps.db.$count(mailOutbox, eq(mailOutbox.to, email))).toBe(before + 1);
    const mail = await latestMail(server, email);
    expect(mail.subject).toMatch(/already have/);
    expect(linkIn(mail.text)).toBe(`${server.url}/auth`);
  });
});
