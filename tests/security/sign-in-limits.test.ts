import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CloudApp, cloudApp } from '../../src/server/apps/cloud/test-utils';
import { authLimits, wrongCodesPerAddress } from '../../src/shared/auth';
import { AuthSession, codeIn, latestMail, uniqueEmail } from '../support/auth-session';
import { CloudVisitor } from '../support/cloud-client';
import { startTestServer, type TestServer } from '../support/test-server';

// Code sign-in from shared networks, through the proxy (TRUST_PROXY) that reports each client's
// address: a class behind one school address must all get in, and one address spraying guesses
// across many accounts must still be stopped. docs/sign-in-limits.md says why each number.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server.close());

/** A browser of its own (cookies) on a network whose one public address is `address`. */
const onNetwork = (address: string) => Object.assign(new AuthSession(server), { address });
const sendCode = (from: AuthSession, email: string) =>
  from.post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' });
const enterCode = (from: AuthSession, email: string, otp: string) =>
  from.post('/api/auth/sign-in/email-otp', { email, otp });
/** A code that is not `code`. */
const wrongFor = (code: string, n = 1) => String((Number(code) + n) % 1_000_000).padStart(6, '0');

/** Asks for a code for a new account from `from`, and reads it from the mail. */
async function codeFor(from: AuthSession, label: string) {
  const email = uniqueEmail(label);
  expect((await sendCode(from, email)).status).toBe(200);
  return { email, code: codeIn((await latestMail(server, email)).text) };
}

describe('a class of 30 behind one school address', () => {
  it('all sign in within 5 minutes, a third of them after a typo', { timeout: 120_000 }, async () => {
    const school = '198.51.100.30';
    // All at once, as a class told to sign in does.
    const pupils = Array.from({ length: 30 }, (_, pupil) => pupil);
    await Promise.all(
      pupils.map(async (pupil) => {
        const browser = onNetwork(school);
        const { email, code } = await codeFor(browser, `pupil${pupil}`);
        if (pupil % 3 === 0) expect((await enterCode(browser, email, wrongFor(code))).status).toBe(400);
        const signedIn = await enterCode(browser, email, code);
        expect(signedIn.status, `pupil ${pupil}: ${await signedIn.clone().text()}`).toBe(200);
        expect(await browser.signedInEmail()).toBe(email);
      }),
    );
  });
});

describe('one address spraying guesses across many accounts', () => {
  it(`is stopped after ${wrongCodesPerAddress.max} wrong codes, whichever accounts they were for`, {
    timeout: 60_000,
  }, async () => {
    const attacker = onNetwork('203.0.113.66');
    // Codes the victims asked for themselves, each from their own address.
    const victims = await Promise.all(
      Array.from({ length: Math.ceil(wrongCodesPerAddress.max / 2) + 1 }, (_, i) =>
        codeFor(onNetwork(`192.0.2.${100 + i}`), `victim${i}`),
      ),
    );
    let guesses = 0;
    // Two guesses an account: under each code's 3 tries, so only the address can stop it.
    for (const victim of victims) {
      for (const n of [1, 2]) {
        if (guesses === wrongCodesPerAddress.max) break;
        expect((await enterCode(attacker, victim.email, wrongFor(victim.code, n))).status).toBe(400);
        guesses++;
      }
    }
    const last = victims.at(-1) as (typeof victims)[number];
    // Even the right code is no longer compared from there, so a lucky guess is no guess at all.
    const stopped = await enterCode(attacker, last.email, last.code);
    expect(stopped.status).toBe(429);
    expect((await stopped.json()).error.code).toBe('too_many_wrong_codes');
    expect(Number(stopped.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await attacker.signedInEmail()).toBeNull();
    // The victim, elsewhere, still signs in with it.
    const victim = onNetwork('192.0.2.250');
    expect((await enterCode(victim, last.email, last.code)).status).toBe(200);
  });

  it(`still gives each code ${authLimits.codeAttempts} tries, however many the address has left`, async () => {
    const browser = onNetwork('198.51.100.77');
    const { email, code } = await codeFor(browser, 'three-tries');
    for (let n = 1; n <= authLimits.codeAttempts; n++) {
      expect((await enterCode(browser, email, wrongFor(code, n))).status).toBe(400);
    }
    const used = await enterCode(onNetwork('198.51.100.78'), email, code);
    expect(used.status).toBe(403);
    expect((await used.json()).error.code).toBe('too_many_attempts');
  });
});

describe('app users of a generated app, from shared networks', () => {
  let app: CloudApp;
  beforeAll(async () => {
    app = await cloudApp(server);
  }, 60_000);
  /** A new visitor of the app (a device of its own) on a network whose public address is `address`. */
  const visitorAt = (address: string) =>
    new CloudVisitor(server.url, app.previewOrigin, null, { 'x-forwarded-for': address }).join();
  async function appCodeFor(visitor: CloudVisitor, label: string) {
    const email = uniqueEmail(label);
    expect((await visitor.call('POST', '/auth/code', { email })).status).toBe(200);
    return { email, code: codeIn((await latestMail(server, email)).text) };
  }
  const verify = (visitor: CloudVisitor, email: string, code: string) =>
    visitor.call('POST', '/auth/verify', { email, code });

  it('let a class of 30 behind one address sign in, a third of them after a typo', { timeout: 120_000 }, async () => {
    const pupils = Array.from({ length: 30 }, (_, pupil) => pupil);
    await Promise.all(
      pupils.map(async (pupil) => {
        const visitor = await visitorAt('198.51.100.31');
        const { email, code } = await appCodeFor(visitor, `app-pupil${pupil}`);
        if (pupil % 3 === 0) expect((await verify(visitor, email, wrongFor(code))).status).toBe(400);
        const signedIn = await verify(visitor, email, code);
        expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
        expect(signedIn.body.identity).toMatchObject({ kind: 'user', email });
      }),
    );
  });

  it(`stop one address after ${wrongCodesPerAddress.max} wrong codes across the app’s users`, {
    timeout: 60_000,
  }, async () => {
    const victims = [];
    for (let i = 0; i <= wrongCodesPerAddress.max / 2; i++) {
      victims.push(await appCodeFor(await visitorAt(`192.0.2.${150 + i}`), `app-victim${i}`));
    }
    const attacker = await visitorAt('203.0.113.67');
    let guesses = 0;
    for (const victim of victims) {
      for (const n of [1, 2]) {
        if (guesses === wrongCodesPerAddress.max) break;
        expect((await verify(attacker, victim.email, wrongFor(victim.code, n))).body.error.code).toBe('wrong_code');
        guesses++;
      }
    }
    const last = victims.at(-1) as (typeof victims)[number];
    const stopped = await verify(attacker, last.email, last.code);
    expect(stopped.status).toBe(429);
    expect(stopped.body.error.code).toBe('too_many_wrong_codes');
    // A new device on the same address is the same address; the victim elsewhere still gets in.
    expect((await verify(await visitorAt('203.0.113.67'), last.email, last.code)).status).toBe(429);
    expect((await verify(await visitorAt('192.0.2.251'), last.email, last.code)).status).toBe(200);
  });
});
