import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Database } from '../db/client';
import { session, user } from '../db/schema';

/** The parts of a Better Auth instance the reader uses; `S` is what its getSession answers. */
interface SessionSource<S> {
  $context: Promise<{
    secret: string;
    authCookies: { sessionToken: { name: string } };
    sessionConfig: { expiresIn: number; updateAge: number };
  }>;
  api: { getSession(options: { headers: Headers }): Promise<S | null> };
}

/** The token inside a signed session cookie (`token.base64(HMAC-SHA256(secret, token))`), when the signature holds. */
export function verifiedToken(cookieValue: string | undefined, secret: string): string | null {
  if (!cookieValue) return null;
  const dot = cookieValue.lastIndexOf('.');
  if (dot < 1) return null;
  const token = cookieValue.slice(0, dot);
  const given = Buffer.from(cookieValue.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/**
 * Who is asking, for the API's signed-in routes: one indexed query on the session's token.
 *
 * Better Auth's getSession answers the same question through its whole endpoint pipeline
 * (context, hooks, output filtering, an async Web Crypto key import per call), which made every
 * signed-in read cost several times /healthz under load (bench/load.ts). It still answers
 * whenever a session is due for its daily refresh or has expired, so extending and cleaning up
 * sessions work as before, and it keeps serving /api/auth/get-session itself. Nothing is
 * cached: a revoked session stops working on every instance at once.
 */
export function sessionReader<S>(auth: SessionSource<S>, db: Database) {
  const config = auth.$context.then((ctx) => ({
    cookieName: ctx.authCookies.sessionToken.name,
    secret: ctx.secret,
    expiresInMs: ctx.sessionConfig.expiresIn * 1000,
    updateAgeMs: ctx.sessionConfig.updateAge * 1000,
  }));
  // Built once: on every signed-in request, building the query cost more than running it.
  const byToken = db
    .select({ session, user })
    .from(session)
    .innerJoin(user, eq(session.userId, user.id))
    .where(eq(session.token, sql.placeholder('token')))
    .limit(1)
    .prepare('session_by_token');
  const slowPath = (c: Context) => auth.api.getSession({ headers: c.req.raw.headers });

  return async (c: Context): Promise<S | null> => {
    const { cookieName, secret, expiresInMs, updateAgeMs } = await config;
    const token = verifiedToken(getCookie(c, cookieName), secret);
    if (!token) return null;
    const [found] = await byToken.execute({ token });
    if (!found) return null;
    const expiresAt = found.session.expiresAt.getTime();
    const now = Date.now();
    if (expiresAt <= now || expiresAt - expiresInMs + updateAgeMs <= now) return slowPath(c);
    // The same rows Better Auth's findSession reads; the session-reader test compares the two.
    return found as S;
  };
}
