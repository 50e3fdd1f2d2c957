import { eq } from 'drizzle-orm';
import { Context } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInBrowser } from '../../../tests/support/auth-session';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { session, user } from '../db/schema';
import { verifiedToken } from './session-reader';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const day = 24 * 60 * 60_000;

async function signedIn() {
  const { browser, email } = await signedInBrowser(server);
  const [row] = await server.deps.db
    .select({ token: session.token, expiresAt: session.expiresAt })
    .from(session)
    .innerJoin(user, eq(session.userId, user.id))
    .where(eq(user.email, email));
  if (!row) throw new Error('no session row');
  return { browser, email, token: row.token };
}

describe('signed-in routes read the session', () => {
  it('as Better Auth does: the same user and session for the same cookie', async () => {
    const { browser } = await signedIn();
    const request = new Request(`${server.url}/api/projects`, { headers: { cookie: browser.cookieHeader() } });
    const fromBetterAuth = await server.deps.auth.api.getSession({ headers: request.headers });
    const fromReader = await server.deps.auth.readSession(new Context(request));
    expect(fromBetterAuth?.user.email).toMatch(/@example\.com$/);
    expect(fromReader).toEqual(fromBetterAuth);
    expect((await browser.get('/api/projects')).status).toBe(200);
  });

  it('refuses a cookie whose signature does not hold, and a revoked session at once', async () => {
    const { browser, token } = await signedIn();
    const secret = (await server.deps.auth.$context).secret;
    expect(verifiedToken(`${token}.${'A'.repeat(43)}=`, secret)).toBeNull();
    expect(verifiedToken(token, secret)).toBeNull();
    expect(verifiedToken(`${token}.`, secret)).toBeNull();
    const forged = await fetch(`${server.url}/api/projects`, {
      headers: { cookie: `shipwright.session_token=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}` },
    });
    expect(forged.status).toBe(401);

    await server.deps.db.delete(session).where(eq(session.token, token));
    expect((await browser.get('/api/projects')).status).toBe(401);
  });

  it('leaves an expired session to Better Auth, which refuses and removes it', async () => {
    const { browser, token } = await signedIn();
    await server.deps.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.token, token));
    expect((await browser.get('/api/projects')).status).toBe(401);
  });

  it('extends a session due for its daily refresh, through Better Auth', async () => {
    const { browser, token } = await signedIn();
    // Six days left of seven: a day old, so due.
    const dueAt = new Date(Date.now() + 6 * day - 1000);
    await server.deps.db.update(session).set({ expiresAt: dueAt }).where(eq(session.token, token));
    expect((await browser.get('/api/projects')).status).toBe(200);
    const [row] = await server.deps.db.select().from(session).where(eq(session.token, token));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 7 * day - 60_000);
  });
});
