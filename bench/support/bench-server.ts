import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { parseEnv } from '../../src/server/core/env';
import { mailOutbox } from '../../src/server/db/schema';
import { type RunningServer, startServer } from '../../src/server/server';
import { freePort } from '../../tests/support/free-port';

/**
 * The real server over its own embedded PGlite in a temporary DATA_DIR (removed on close), or
 * over the PostgreSQL given as `DATABASE_URL` in `env`.
 */
export async function benchServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shipwright-bench-'));
  const server = await startServer(
    parseEnv({
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ...env,
    }),
  );
  return {
    ...server,
    async close() {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs up through HTTP and follows the e-mailed confirmation link; returns the user id, e-mail and session cookie. */
export async function signedInUser(server: RunningServer, label: string) {
  const email = `${label}-${Date.now().toString(36)}@example.com`;
  const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email, password: 'bench-password-1', name: '' }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status}`);
  const [mail] = await server.deps.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email)))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const link = new URL(/(https?:\/\/\S+)/.exec(mail?.text ?? '')?.[1] ?? '');
  const confirmed = await fetch(`${server.url}${link.pathname}${link.search}`, { redirect: 'manual' });
  const cookie = confirmed.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const session = (await (await fetch(`${server.url}/api/auth/get-session`, { headers: { cookie } })).json()) as {
    user?: { id: string };
  } | null;
  if (!session?.user) throw new Error('confirmation did not sign in');
  return { id: session.user.id, email, cookie };
}
