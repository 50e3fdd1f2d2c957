import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/server/db/schema';
import { rateLimitClient } from '../../src/server/http/client-address';
import { authMailBreaker, authRateLimits, codeSendLimits } from '../../src/shared/auth';
import { AuthSession, codeIn, latestMail, signedInBrowser, uniqueEmail } from '../support/auth-session';
import { startTestServer, type TestServer } from '../support/test-server';

// The attacker reaches the server through the proxy (TRUST_PROXY), which reports each client's
// address in X-Forwarded-For: the spellings below are what a proxy may pass on for one client.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server.close());

const mailsTo = (email: string) => server.deps.db.$count(mailOutbox, eq(mailOutbox.to, email));
const signUp = (browser: AuthSession, email: string) =>
  browser.post('/api/auth/sign-up/email', { email, password: 'attacker-pass', name: '' });
/** What an attacker reads of an answer: its status and its whole body. */
const seen = async (res: Response) => ({ status: res.status, body: await res.text() });

describe('telling whether an address has an account: sign-up, then a code or reset request', () => {
  const requests: Array<[string, (email: string) => object]> = [
    ['/api/auth/email-otp/request-password-reset', (email) => ({ email })],
    ['/api/auth/forget-password/email-otp', (email) => ({ email })],
    ['/api/auth/email-otp/send-verification-otp', (email) => ({ email, type: 'forget-password' })],
    ['/api/auth/email-otp/send-verification-otp', (email) => ({ email, type: 'sign-in' })],
    ['/api/auth/email-otp/send-verification-otp', (email) => ({ email, type: 'email-verification' })],
    ['/api/auth/send-verification-email', (email) => ({ email })],
    ['/api/auth/request-password-reset', (email) => ({ email, redirectTo: '/' })],
  ];

  it.each(requests)('%s answers alike for both (%#)', async (path, body) => {
    const { email: taken } = await signedInBrowser(server);
    const fresh = uniqueEmail('fresh');
    const attacker = new AuthSession(server);
    const signUps = [await signUp(attacker, taken), await signUp(attacker, fresh)];
    expect(signUps.map((r) => r.status)).toEqual([200, 200]);
    const [onTaken, onFresh] = [await attacker.post(path, body(taken)), await attacker.post(path, body(fresh))];
    expect(await seen(onTaken)).toEqual(await seen(onFresh));
  });

  it('a reset right after the sign-up is not refused for the address with an account', async () => {
    const { email } = await signedInBrowser(server);
    const attacker = new AuthSession(server);
    await signUp(attacker, email);
    const reset = await attacker.post('/api/auth/email-otp/request-password-reset', { email });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ success: true });
  });

  it('still tells the owner of the sign-up by mail, at most once per cooldown, and their code still comes', async () => {
    const { email, browser } = await signedInBrowser(server);
    const before = await mailsTo(email);
    const attacker = new AuthSession(server);
    await signUp(attacker, email);
    await signUp(attacker, email);
    expect(await mailsTo(email)).toBe(before + 1);
    expect((await latestMail(server, email)).subject).toMatch(/already have/);

    expect((await browser.post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' })).status).toBe(
      200,
    );
    expect(codeIn((await latestMail(server, email)).text)).toMatch(/^\d{6}$/);
  });
});

/** A wrong password from a client the proxy reports as `address`. */
const wrongPassword = (address: string) =>
  server.postJson(
    '/api/auth/sign-in/email',
    { email: 'nobody@example.com', password: 'wrong-password' },
    { headers: { 'x-forwarded-for': address } },
  );

/** Spends the sign-in limit cycling through `spellings`; the next attempt in any of them is refused. */
async function spendSignInLimit(spellings: string[]) {
  for (let i = 0; i < authRateLimits.signIn.max; i++)
    expect((await wrongPassword(spellings[i % spellings.length] as string)).status).toBe(401);
  for (const spelling of spellings) expect((await wrongPassword(spelling)).status).toBe(429);
}

describe('rate limits keyed on a client address', () => {
  it('count an IPv4 client once, however the proxy spells its address', async () => {
    await spendSignInLimit([
      '198.51.100.7',
      '::ffff:198.51.100.7',
      '::FFFF:C633:6407',
      '0:0:0:0:0:ffff:198.51.100.7',
      '[::ffff:198.51.100.7]:443',
      '198.51.100.7:50123',
    ]);
    expect((await wrongPassword('198.51.100.8')).status).toBe(401);
  });

  it('count an IPv6 client by its /64, which one subscriber holds whole', async () => {
    await spendSignInLimit([
      '2001:db8:abcd:12::1',
      '2001:0DB8:ABCD:0012:0000:0000:0000:0002',
      '2001:db8:abcd:12:ffff:ffff:ffff:ffff',
      '[2001:db8:abcd:12::9]:8443',
      '2001:db8:abcd:12:1:2:3:4',
    ]);
    expect((await wrongPassword('2001:db8:abcd:13::1')).status).toBe(401);
  });

  it('count every loopback spelling as this one machine', async () => {
    await spendSignInLimit(['127.0.0.1', '::ffff:127.0.0.1', '::1', '0:0:0:0:0:0:0:1', '127.0.0.2']);
  });

  it('keep different clients apart, and a header that is no address apart from every address', () => {
    const clients = ['192.0.2.1', '192.0.2.2', '2001:db8::1', '2001:db8:0:1::1', '::2', '127.0.0.1'];
    clients.push('loopback', '2001:db8::/64', '2001:db8:0:0::/64', 'unknown');
    expect(new Set(clients.map(rateLimitClient)).size).toBe(clients.length);
  });
});

describe('code sends from one client address (an office or school behind one NAT)', () => {
  it(`lets ${authRateLimits.codeSend.max} people each get a code, then refuses that address only`, async () => {
    const office = new AuthSession(server);
    const send = (from: AuthSession) =>
      from.post('/api/auth/email-otp/send-verification-otp', { email: uniqueEmail('office'), type: 'sign-in' });
    for (let i = 0; i < authRateLimits.codeSend.max; i++) expect((await send(office)).status).toBe(200);
    const refused = await send(office);
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.code).toBe('rate_limited');
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(authRateLimits.codeSend.windowMs / 1000);
    expect((await send(new AuthSession(server))).status).toBe(200);
  });

  it('keeps each mailed address to its cooldown whichever client asks', async () => {
    const email = uniqueEmail('victim');
    const ask = () =>
      new AuthSession(server).post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' });
    expect((await ask()).status).toBe(200);
    const again = await ask();
    expect(again.status).toBe(429);
    expect((await again.json()).error.code).toBe('code_recently_sent');
    expect(Number(again.headers.get('retry-after'))).toBeLessThanOrEqual(codeSendLimits.cooldownSeconds);
  });
});

describe('the mail breaker: many client addresses at once', () => {
  let flooded: TestServer;
  beforeAll(async () => {
    flooded = await startTestServer({ TRUST_PROXY: 'true' });
  });
  afterAll(() => flooded.close());

  it(`stops code and sign-up mail for everyone after ${authMailBreaker.max} a minute, with a clear message`, async () => {
    const perClient = authRateLimits.codeSend.max;
    const clients = Array.from({ length: Math.ceil(authMailBreaker.max / perClient) }, () => new AuthSession(flooded));
    const sends = await Promise.all(
      clients.map(async (client, c) => {
        const statuses: number[] = [];
        for (let i = 0; i < perClient && c * perClient + i < authMailBreaker.max; i++) {
          const email = uniqueEmail('flood');
          statuses.push(
            (await client.post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' })).status,
          );
        }
        return statuses;
      }),
    );
    expect(sends.flat()).toEqual(new Array(authMailBreaker.max).fill(200));

    const email = uniqueEmail('after-flood');
    const newcomer = new AuthSession(flooded);
    const refused = await newcomer.post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' });
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(authMailBreaker.windowMs / 1000);
    expect((await refused.json()).error).toEqual({
      code: 'mail_rate_limited',
      message: expect.stringMatching(
        /^We are sending too many e-mails right now\. Please try again in \d+ seconds?\.$/,
      ),
    });
    expect((await signUp(newcomer, email)).status).toBe(429);
    expect(await flooded.deps.db.$count(mailOutbox, eq(mailOutbox.to, email))).toBe(0);
  }, 120_000);
});

describe('/dev/mailbox with hostile mail', () => {
  const payloads = ['"><img src=x onerror=alert(1)>', '" onmouseover="x'];

  it('shows subjects, recipients, bodies and the filter only escaped', async () => {
    const to = `${payloads[1]}@example.com`;
    for (const payload of payloads)
      await server.deps.mailer.send({
        to: `${payload}@example.com`,
        subject: `Project ${payload}`,
        text: `Open https://x.test/a${payload} or https://x.test/"onmouseover="alert(1) now`,
      });
    const page = await (
      await server.request(`/dev/mailbox?to=${encodeURIComponent(to)}`, { headers: { accept: 'text/html' } })
    ).text();
    const all = await (await server.request('/dev/mailbox', { headers: { accept: 'text/html' } })).text();
    for (const html of [page, all]) {
      expect(html).not.toContain('<img');
      expect(html).not.toMatch(/onmouseover\s*=\s*["'a-z]/i);
      // Every link's href is one double-quoted value with no quote of its own.
      for (const [, attributes] of html.matchAll(/<a\b([^>]*)>/g)) expect(attributes).toMatch(/^ href="[^"<>']*"$/);
    }
    expect(page).toContain('value="&quot; onmouseover=&quot;x@example.com"');
    expect(all).toContain('Project &quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(all).toContain('<a href="https://x.test/a">https://x.test/a</a>&quot;&gt;&lt;img');
  });
});
