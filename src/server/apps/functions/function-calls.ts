import { sql } from 'drizzle-orm';
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

/** Keeps a call and its logs for the owner's Functions panel. */
export async function recordCall(db: Database, call: typeof functionCalls.$inferInsert) {
  await db.insert(functionCalls).values(call);
}
