import { isAPIError } from 'better-auth/api';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Auth } from '../../auth/auth';
import type { Database } from '../../db/client';
import { account, session, user } from '../../db/schema';
import { ApiError } from '../../http/api-error';

let standInHash: Promise<string> | undefined;

/**
 * Whether the address has an account that this password opens: nothing a sign-in with the same
 * two values would not say. Every answer costs one password check (against a stand-in hash
 * when there is no account or no password), so the time taken does not tell either.
 */
export async function accountOpensWith(db: Database, auth: Auth, email: string, password: string): Promise<boolean> {
  const [found] = await db
    .select({ hash: account.password })
    .from(user)
    .leftJoin(account, and(eq(account.userId, user.id), eq(account.providerId, 'credential')))
    .where(eq(user.email, email))
    .limit(1);
  const hasher = (await auth.$context).password;
  standInHash ??= hasher.hash('no account has this password');
  const matches = await hasher.verify({ hash: found?.hash ?? (await standInHash), password });
  return Boolean(found?.hash) && matches;
}

/** What the profile screen and account menu show about the signed-in user. */
export async function accountSummary(db: Database, userId: string) {
  const [row] = await db.select().from(user).where(eq(user.id, userId)).limit(1);
  if (!row) return null;
  const [lastSession] = await db
    .select({ createdAt: session.createdAt })
    .from(session)
    .where(eq(session.userId, userId))
    .orderBy(desc(session.createdAt))
    .limit(1);
  const passwordSet = await hasPassword(db, userId);
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: lastSession?.createdAt.toISOString() ?? null,
    twoFactorEnabled: row.twoFactorEnabled,
    hasPassword: passwordSet,
    // Billing (a later issue) replaces this with the subscription's tier.
    plan: 'Free',
  };
}

async function hasPassword(db: Database, userId: string): Promise<boolean> {
  const [credential] = await db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential'), isNotNull(account.password)))
    .limit(1);
  return Boolean(credential);
}

const passwordExists = () =>
  new ApiError(400, 'password_exists', 'Your account already has a password. Change it with your current password.');

/**
 * Gives an account made by e-mail code (or an identity provider) its first password. Replacing
 * an existing one must prove the old one, so that goes through change-password instead.
 */
export async function setFirstPassword(
  db: Database,
  auth: Auth,
  input: { userId: string; newPassword: string; headers: Headers },
): Promise<void> {
  if (await hasPassword(db, input.userId)) throw passwordExists();
  try {
    await auth.api.setPassword({ body: { newPassword: input.newPassword }, headers: input.headers });
  } catch (error) {
    if (!isAPIError(error)) throw error;
    // Two tabs racing: the other one set it between our check and Better Auth's.
    if (error.body?.code === 'PASSWORD_ALREADY_SET') throw passwordExists();
    const status = (error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400) as ContentfulStatusCode;
    throw new ApiError(status, String(error.body?.code ?? 'bad_request').toLowerCase(), error.message);
  }
}
