import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthSession, codeIn, latestMail, uniqueEmail } from '../../../tests/support/auth-session';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { codeSendLimits } from '../../shared/auth';
import { codeSends, mailOutbox } from '../db/schema';

// TRUST_PROXY: each AuthSession is its own client address, as an attacker with many IPs would be.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server.close());

const sendCode = (email: string) =>
  new AuthSession(server).post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' });

/** Each guess from a browser (and client address) of its own, all at once. */
async function guessAtOnce(email: string, codes: string[]) {
  const browsers = codes.map(() => new AuthSession(server));
  const answers = await Promise.all(
    codes.map((otp, i) => browsers[i]?.post('/api/auth/sign-in/email-otp', { email, otp }) as Promise<Response>),
  );
  const codesOf = await Promise.all(answers.map(async (r) => (r.ok ? 'signed-in' : (await r.json()).error.code)));
  return { codesOf, browsers };
}

const wrongCodes = (right: string, n: number) =>
  Array.from({ length: n }, (_, i) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0'));

/** As if the last send had been longer ago than the cooldown. */
const coolDown = (email: string) =>
  server.deps.db
    .update(codeSends)
    .set({ lastSentAt: new Date(Date.now() - (codeSendLimits.cooldownSeconds + 1) * 1000) })
    .where(eq(codeSends.email, email));

describe('guesses at an e-mailed code', () => {
  it('compares at most 3 of 20 wrong guesses arriving at once; the rest are refused, and so is the code', async () => {
    const email = uniqueEmail('race');
    await sendCode(email);
    const code = codeIn((await latestMail(server, email)).text);
    const { codesOf } = await guessAtOnce(email, wrongCodes(code, 20));
    expect(codesOf.filter((c) => c === 'invalid_otp').length).toBeLessThanOrEqual(3);
    expect(codesOf.filter((c) => c === 'too_many_attempts').length).toBeGreaterThanOrEqual(17);
    const late = await new AuthSession(server).post('/api/auth/sign-in/email-otp', { email, otp: code });
    expect(late.status).toBe(403);
  });

  it('lets the right code in no more once 3 wrong guesses of 9 arriving at once were compared', async () => {
    const email = uniqueEmail('race-then-right');
    await sendCode(email);
    const code = codeIn((await latestMail(server, email)).text);
    const { codesOf } = await guessAtOnce(email, wrongCodes(code, 9));
    expect(codesOf.filter((c) => c === 'invalid_otp').length).toBeLessThanOrEqual(3);
    const browser = new AuthSession(server);
    expect((await browser.post('/api/auth/sign-in/email-otp', { email, otp: code })).status).toBe(403);
    expect(await browser.signedInEmail()).toBeNull();
  });

  it('with the right code among 10 at once, signs in only if it was among the first 3 compared', async () => {
    const email = uniqueEmail('race-right');
    await sendCode(email);
    const code = codeIn((await latestMail(server, email)).text);
    const { codesOf, browsers } = await guessAtOnce(email, [...wrongCodes(code, 9), code]);
    const rightBrowser = browsers[9] as AuthSession;
    expect(await rightBrowser.signedInEmail()).toBe(codesOf[9] === 'signed-in' ? email : null);
    // Once the right code has signed in, later guesses find no code at all; before, at most 3 are compared.
    if (codesOf[9] !== 'signed-in') {
      expect(codesOf.filter((c) => c === 'invalid_otp').length).toBeLessThanOrEqual(3);
      expect(codesOf.filter((c) => c === 'too_many_attempts').length).toBeGreaterThanOrEqual(7);
    }
  });

  it('lets the right code in after two wrong guesses', async () => {
    const email = uniqueEmail('typo');
    await sendCode(email);
    const code = codeIn((await latestMail(server, email)).text);
    const browser = new AuthSession(server);
    for (const wrong of wrongCodes(code, 2))
      expect((await browser.post('/api/auth/sign-in/email-otp', { email, otp: wrong })).status).toBe(400);
    expect((await browser.post('/api/auth/sign-in/email-otp', { email, otp: code })).status).toBe(200);
    expect(await browser.signedInEmail()).toBe(email);
  });
});

describe('sending codes to one address', () => {
  it('refuses a second send within the cooldown, from any client address, with a wait time', async () => {
    const email = uniqueEmail('cooldown');
    const answers = await Promise.all([sendCode(email), sendCode(email), sendCode(email)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 429, 429]);
    const refused = answers.find((r) => r.status === 429) as Response;
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(codeSendLimits.cooldownSeconds);
    expect((await refused.json()).error).toEqual({
      code: 'code_recently_sent',
      message: `A code was just sent to this address. Please wait ${wait} seconds before asking for another.`,
    });
    expect(await server.deps.db.$count(mailOutbox, eq(mailOutbox.to, email))).toBe(1);
  });

  it('caps the sends per hour, and answers the same for an address with no account', async () => {
    const email = uniqueEmail('nobody');
    for (let i = 0; i < codeSendLimits.perHour; i++) {
      expect((await sendCode(email)).status).toBe(200);
      await coolDown(email);
    }
    const capped = await sendCode(email);
    expect(capped.status).toBe(429);
    expect((await capped.json()).error.code).toBe('rate_limited');
    expect(Number(capped.headers.get('retry-after'))).toBeGreaterThan(codeSendLimits.cooldownSeconds);
  });

  it('a new code replaces the one before it', async () => {
    const email = uniqueEmail('again');
    await sendCode(email);
    const first = codeIn((await latestMail(server, email)).text);
    await coolDown(email);
    expect((await sendCode(email)).status).toBe(200);
    const second = codeIn((await latestMail(server, email)).text);
    const browser = new AuthSession(server);
    if (first !== second) {
      const stale = await browser.post('/api/auth/sign-in/email-otp', { email, otp: first });
      expect(stale.status).toBe(400);
    }
    expect((await browser.post('/api/auth/sign-in/email-otp', { email, otp: second })).status).toBe(200);
  });
});
