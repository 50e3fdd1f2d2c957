import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInBrowser } from '../../../tests/support/auth-session';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { busyTexts } from './admission';

const timeoutMs = 1_500;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ REQUEST_TIMEOUT_MS: String(timeoutMs), TRUST_PROXY: 'true' });
});
afterAll(() => server.close());

/** Holds a lock on the projects table (and, on PGlite, its only connection) until released. */
function holdProjectsTable() {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked = () => {};
  const held = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const done = server.deps.db.transaction(async (tx) => {
    await tx.execute(sql`lock table projects in access exclusive mode`);
    locked();
    await released;
  });
  return {
    held,
    release: async () => {
      release();
      await done;
    },
  };
}

describe('when the database cannot keep up', () => {
  it('requests get 503 with Retry-After within the request timeout instead of hanging, and recover after', async () => {
    const { browser } = await signedInBrowser(server);
    expect((await browser.get('/api/projects')).status).toBe(200);
    const lock = holdProjectsTable();
    await lock.held;
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 60 }, async () => {
        const res = await browser.get('/api/projects');
        return {
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
          body: await res.json(),
          at: Date.now(),
        };
      }),
    );
    // Admitted requests end at the request timeout; waiting ones when their wait runs out (3 s).
    expect(Math.max(...answers.map((a) => a.at - started))).toBeLessThan(timeoutMs + 3_000 + 2_000);
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.retryAfter).toBe('1');
      expect(answer.body.error.code).toBe('busy');
      expect([busyTexts.busy, busyTexts.timeout]).toContain(answer.body.error.message);
    }
    await lock.release();
    // The hung queries finish once the lock goes; the server answers again.
    await expect.poll(async () => (await browser.get('/api/projects')).status, { timeout: 10_000 }).toBe(200);
  });
});
