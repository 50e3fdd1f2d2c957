import { and, desc, eq } from 'drizzle-orm';
import { emailErrorCodes, emailTexts, type SuppressionReason } from '../../../shared/app-services/email';
import type { Database } from '../../db/client';
import { appEmailSuppressions } from '../../db/schema';
import { ApiError } from '../../http/api-error';

// Addresses are kept lower-case: "Ann@X" and "ann@x" are one person's inbox.
const keyOf = (projectId: string, email: string) =>
  and(eq(appEmailSuppressions.projectId, projectId), eq(appEmailSuppressions.email, email.toLowerCase()));

export async function suppressionOf(db: Database, projectId: string, email: string) {
  const [row] = await db.select().from(appEmailSuppressions).where(keyOf(projectId, email)).limit(1);
  return row ?? null;
}

/**
 * Puts an address on an app's list. The person's own unsubscribe wins over the owner's entry (and
 * is kept as theirs, so the owner cannot lift it); the owner's entry never downgrades theirs.
 */
export async function suppress(db: Database, projectId: string, email: string, reason: SuppressionReason) {
  const row = { projectId, email: email.toLowerCase(), reason };
  const insert = db.insert(appEmailSuppressions).values(row);
  await (reason === 'unsubscribed'
    ? insert.onConflictDoUpdate({
        target: [appEmailSuppressions.projectId, appEmailSuppressions.email],
        set: { reason: 'unsubscribed' },
      })
    : insert.onConflictDoNothing());
}

/** The person takes their own unsubscribe back (from the link in the mail, the only way to). */
export async function resubscribe(db: Database, projectId: string, email: string) {
  await db
    .delete(appEmailSuppressions)
    .where(and(keyOf(projectId, email), eq(appEmailSuppressions.reason, 'unsubscribed')));
}

/** The owner lifts an entry they made; an address that unsubscribed itself stays. */
export async function liftOwnerSuppression(db: Database, projectId: string, email: string) {
  const [removed] = await db
    .delete(appEmailSuppressions)
    .where(and(keyOf(projectId, email), eq(appEmailSuppressions.reason, 'owner')))
    .returning({ email: appEmailSuppressions.email });
  if (removed) return { email: removed.email, removed: true };
  if (await suppressionOf(db, projectId, email))
    throw new ApiError(409, emailErrorCodes.unsubscribed, emailTexts.ownerOnlyRemoval);
  throw new ApiError(404, 'not_found', emailTexts.notSuppressed);
}

/** An app's list, newest first, as the builder shows it. */
export async function listSuppressions(db: Database, projectId: string, limit = 500) {
  const rows = await db
    .select()
    .from(appEmailSuppressions)
    .where(eq(appEmailSuppressions.projectId, projectId))
    .orderBy(desc(appEmailSuppressions.createdAt))
    .limit(limit);
  return rows.map(({ email, reason, createdAt }) => ({ email, reason, createdAt: createdAt.toISOString() }));
}
