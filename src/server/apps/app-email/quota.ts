import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appEmailSends, type CloudEnvironment } from '../../db/schema';

interface AppScope {
  projectId: string;
  environment: CloudEnvironment;
}

/** The quota's day: UTC, so every instance and every owner's time zone agree on when it ends. */
export const quotaDay = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * Counts one e-mail against the day's quota: the day it counted on, or null when none is left.
 * One statement checks and adds, so parallel sends cannot pass the quota together.
 */
export async function takeEmailQuota(db: Database, app: AppScope, perDay: number): Promise<string | null> {
  if (perDay < 1) return null;
  const day = quotaDay();
  const [taken] = await db
    .insert(appEmailSends)
    .values({ ...app, day, sent: 1 })
    .onConflictDoUpdate({
      target: [appEmailSends.projectId, appEmailSends.environment, appEmailSends.day],
      set: { sent: sql`${appEmailSends.sent} + 1` },
      setWhere: lt(appEmailSends.sent, perDay),
    })
    .returning({ sent: appEmailSends.sent });
  return taken ? day : null;
}

/** A send the mailer could not hand over is not counted. */
export async function giveBackEmailQuota(db: Database, app: AppScope, day: string) {
  await db
    .update(appEmailSends)
    .set({ sent: sql`greatest(${appEmailSends.sent} - 1, 0)` })
    .where(
      and(
        eq(appEmailSends.projectId, app.projectId),
        eq(appEmailSends.environment, app.environment),
        eq(appEmailSends.day, day),
      ),
    );
}

export async function sentToday(db: Database, app: AppScope) {
  const [row] = await db
    .select({ sent: appEmailSends.sent })
    .from(appEmailSends)
    .where(
      and(
        eq(appEmailSends.projectId, app.projectId),
        eq(appEmailSends.environment, app.environment),
        eq(appEmailSends.day, quotaDay()),
      ),
    );
  return row?.sent ?? 0;
}
