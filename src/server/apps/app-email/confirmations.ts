import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { type Database, executedRows } from '../../db/client';
import { appEmailConfirmations } from '../../db/schema';

// Double opt-in for addresses an app collected with consent: the first e-mail to one asks it to
// confirm, and the app writes to it only once it has.

/** A week: an address that ignored the first link may be asked once more, not every time the app tries. */
const askAgainAfter = '7 days';

export async function isConfirmed(db: Database, projectId: string, email: string) {
  const [row] = await db
    .select({ at: appEmailConfirmations.confirmedAt })
    .from(appEmailConfirmations)
    .where(
      and(
        eq(appEmailConfirmations.projectId, projectId),
        eq(appEmailConfirmations.email, email),
        isNotNull(appEmailConfirmations.confirmedAt),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Claims the right to send the address a confirmation link: true when it was never asked, or
 * asked more than a week ago and never confirmed. One statement, so two sends at once ask once.
 */
export async function claimAsk(db: Database, projectId: string, email: string) {
  const result = await db.execute(sql`
    insert into ${appEmailConfirmations} (project_id, email) values (${projectId}, ${email})
    on conflict (project_id, email) do update set asked_at = now()
      where ${appEmailConfirmations.confirmedAt} is null
        and ${appEmailConfirmations.askedAt} < now() - ${askAgainAfter}::interval
    returning 1`);
  return executedRows(result).length > 0;
}

/** The holder followed the link: the app may write to the address from now on. */
export async function confirmAddress(db: Database, projectId: string, email: string) {
  await db
    .insert(appEmailConfirmations)
    .values({ projectId, email, confirmedAt: new Date() })
    .onConflictDoUpdate({
      target: [appEmailConfirmations.projectId, appEmailConfirmations.email],
      set: { confirmedAt: sql`coalesce(${appEmailConfirmations.confirmedAt}, now())` },
    });
}

/** The link could not be sent (the day's quota, the mailer): the next send may ask again. */
export async function forgetAsk(db: Database, projectId: string, email: string) {
  await db
    .delete(appEmailConfirmations)
    .where(
      and(
        eq(appEmailConfirmations.projectId, projectId),
        eq(appEmailConfirmations.email, email),
        sql`${appEmailConfirmations.confirmedAt} is null`,
      ),
    );
}
