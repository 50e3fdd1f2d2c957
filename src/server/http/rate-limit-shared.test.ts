import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type PrivatePostgres, startPrivatePostgres } from '../../../tests/support/private-postgres';
import { type ScratchDatabase, scratchDatabase } from '../../../tests/support/scratch-postgres';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { authRateLimits } from '../../shared/auth';
import { contactRateLimit } from '../../shared/contact';
import { rateLimits } from '../db/schema';
import { databaseRateLimitStore, sweepExpiredRateLimits } from './rate-limit-store';

// Two server instances on one PostgreSQL, as behind a load balancer. In the postgres project the
// machine's server (TEST_DATABASE_URL) holds a scratch database of this file's; otherwise a
// private server of the test's own, which can also be stopped to see what a limit does then.
const sharedUrl = inject('testDatabaseUrl');
let pg: PrivatePostgres | null = null;
let scratch: ScratchDatabase | null = null;
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  if (!sharedUrl) pg = await startPrivatePostgres();
  const url = sharedUrl || pg?.url;
  if (!url) return;
  const made = await scratchDatabase(url);
  if ('skipped' in made) throw new Error(made.skipped);
  scratch = made;
  // One after the other: the second finds the migrations done, as a rolling start would.
  a = await startTestServer({ DATABASE_URL: scratch.url, TRUST_PROXY: 'true' });
  b = await startTestServer({ DATABASE_URL: scratch.url, TRUST_PROXY: 'true' });
}, 60_000);
afterAll(async () => {
  await a?.close();
  await b?.close();
  await scratch?.drop();
  await pg?.destroy();
});

/** A wrong password from `address`, as the load balancer forwards it to `server`. */
const signIn = (server: TestServer, address: string) =>
  server.postJson(
    '/api/auth/sign-in/email',
    { email: 'nobody@example.com', password: 'wrong-password' },
    { headers: { 'x-forwarded-for': address } },
  );

/** A contact message from `address`: its answers carry the limit's headers (Better Auth's do not). */
const contact = (server: TestServer, address: string) =>
  server.postJson(
    '/api/functions/contact-form',
    { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'A question about plans.' },
    { headers: { 'x-forwarded-for': address } },
  );

const { max } = authRateLimits.signIn;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Without root (for a private server) and without TEST_DATABASE_URL there is no PostgreSQL to use.
describe.skipIf(!sharedUrl && process.getuid?.() !== 0)('rate limits across server instances', () => {
  it('reaches the limit at exactly its count, whichever instance answers each attempt', async () => {
    if (!scratch) throw new Error('no PostgreSQL (initdb/pg_ctl missing)');
    const address = '198.51.100.7';
    for (let i = 0; i < max; i++) expect((await signIn(i % 2 === 0 ? a : b, address)).status).toBe(401);
    for (const server of [a, b]) {
      const res = await signIn(server, address);
      expect(res.status).toBe(429);
      const wait = Number(res.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(authRateLimits.signIn.windowMs / 1000);
      const body = await res.json();
      expect(body.error.code).toBe('rate_limited');
      expect(body.error.message).toMatch(/^Too many requests\. Please try again in \d+ minutes?\.$/);
    }
    // Another client keeps its whole allowance, on either instance.
    expect((await signIn(b, '198.51.100.8')).status).toBe(401);
    expect((await signIn(a, '198.51.100.8')).status).toBe(401);
  });

  it('says what is left of the shared window, whichever instance answers', async () => {
    const address = '198.51.100.9';
    for (let i = 0; i < contactRateLimit.max; i++) {
      const res = await contact(i % 2 === 0 ? b : a, address);
      expect(res.status).toBe(201);
      expect(res.headers.get('x-ratelimit-scope')).toBe('contact-form');
      expect(res.headers.get('ratelimit-remaining')).toBe(String(contactRateLimit.max - i - 1));
    }
    expect((await contact(a, address)).status).toBe(429);
    expect((await contact(b, address)).status).toBe(429);
  });

  it('lets exactly max of 20 attempts arriving at once on both instances through', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn(i % 2 === 0 ? a : b, '198.51.100.20')),
    );
    const statuses = attempts.map((res) => res.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - max);

    const messages = await Promise.all(
      Array.from({ length: 20 }, (_, i) => contact(i % 2 === 0 ? a : b, '198.51.100.21')),
    );
    const sent = messages.filter((res) => res.status === 201);
    expect(sent).toHaveLength(contactRateLimit.max);
    expect(messages.filter((res) => res.status === 429)).toHaveLength(20 - contactRateLimit.max);
    // Each one let through had a place of its own in the window: no count was lost or shared.
    const remaining = sent.map((res) => Number(res.headers.get('ratelimit-remaining'))).sort();
    expect(remaining).toEqual(Array.from({ length: contactRateLimit.max }, (_, i) => i));
  });

  it('starts a window afresh once it is over, and sweeps windows that are over', async () => {
    const store = databaseRateLimitStore(a.deps.db);
    expect((await store.hit('test-window', 'k', 300)).count).toBe(1);
    const second = await store.hit('test-window', 'k', 300);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(0);
    expect(second.resetInMs).toBeLessThanOrEqual(300);
    await sleep(350);
    expect((await store.hit('test-window', 'k', 300)).count).toBe(1);
    // The other instance's store counts in the same window.
    expect((await databaseRateLimitStore(b.deps.db).hit('test-window', 'k', 300)).count).toBe(2);
    await store.hit('test-window', 'long', 60_000);
    await sleep(350);
    await sweepExpiredRateLimits(a.deps.db);
    const left = await a.deps.db.select().from(rateLimits).where(eq(rateLimits.name, 'test-window'));
    expect(left).toHaveLength(1);
    expect(left[0]?.count).toBe(1);
    // Whom a row counts is kept as a digest, not as the address or e-mail itself.
    expect(left[0]?.key).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers 503, not an uncounted attempt, while the database is down; counts survive', async (ctx) => {
    if (!pg) ctx.skip(); // the machine's shared server is not ours to stop
    await pg?.stop();
    try {
      const res = await signIn(a, '198.51.100.30');
      expect(res.status).toBe(503);
      expect((await res.json()).error.code).toBe('database_unavailable');
    } finally {
      await pg?.start();
    }
    // postgres.js reconnects on the next query, with a backoff of up to a second.
    for (let i = 0; i < 50 && (await signIn(b, '198.51.100.31')).status === 503; i++) await sleep(100);
    // The first client's spent window is still spent on both instances.
    expect((await signIn(b, '198.51.100.7')).status).toBe(429);
    expect((await signIn(a, '198.51.100.7')).status).toBe(429);
  });
});
