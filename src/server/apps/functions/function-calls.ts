import { inArray, lt, sql } from 'drizzle-orm';
import { usageMonth } from '../../../shared/usage';
import type { Database } from '../../db/client';
import { functionCalls, functionUsage } from '../../db/schema';

/**
 * Counts one call against the owner's calls this month; false, counting nothing, when the plan's
 * allowance is used up. The check and the addition are one statement, so two instances cannot
 * both take the last call.
 */
export async function countCall(db: Database, ownerId: string, allowance: number) {
  const counted = await db
    .insert(functionUsage)
    .values({ userId: ownerId, month: usageMonth(), calls: 1 })
    .onConflictDoUpdate({
      target: [functionUsage.userId, functionUsage.month],
      set: { calls: sql`${functionUsage.calls} + 1` },
      setWhere: sql`${functionUsage.calls} < ${allowance}`,
    })
    .returning({ calls: functionUsage.calls });
  return counted.length > 0;
}

/** Keeps a call and its logs for the owner's Functions panel, for the plan's `logDays`. */
export async function recordCall(db: Database, call: typeof functionCalls.$inferInsert, logDays: number) {
  await db.insert(functionCalls).values({ ...call, expiresAt: new Date(Date.now() + logDays * dayMs) });
}

const dayMs = 24 * 3600_000;
/** Rows removed per statement: a sweep never holds the table long. */
const sweepBatch = 5_000;

/** Removes calls kept past their plan's log days; answers how many went. */
export async function sweepExpiredCalls(db: Database) {
  let removed = 0;
  for (;;) {
    const gone = await db
      .delete(functionCalls)
      .where(
        inArray(
          functionCalls.id,
          db
            .select({ id: functionCalls.id })
            .from(functionCalls)
            .where(lt(functionCalls.expiresAt, new Date()))
            .limit(sweepBatch),
        ),
      )
      .returning({ id: functionCalls.id });
    removed += gone.length;
    if (gone.length < sweepBatch) return removed;
  }
}
