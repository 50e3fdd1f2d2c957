import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { account, session, user } from '../../db/schema';

export async function userExists(db: Database, email: string): Promise<boolean> {
  const [found] = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
  return Boolean(found);
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
  const [credential] = await db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential'), isNotNull(account.password)))
    .limit(1);
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: lastSession?.createdAt.toISOString() ?? null,
    twoFactorEnabled: row.twoFactorEnabled,
    hasPassword: Boolean(credential),
    // Billing (a later issue) replaces this with the subscription's tier.
    plan: 'Free',
  };
}
