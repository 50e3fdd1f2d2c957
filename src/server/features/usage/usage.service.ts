import { and, eq, sql } from 'drizzle-orm';
import { tokenLimitMessage, usageMonth } from '../../../shared/usage';
import type { Database } from '../../db/client';
import { tokenUsage } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { limitsFor } from '../billing/entitlements';

export interface Reservation {
  userId: string;
  month: string;
  tokens: number;
}

/** The user's plan and monthly allowance: the plan's tokens per seat plus any boost bought. */
export async function allowanceFor(db: Database, userId: string) {
  const { plan, limits } = await limitsFor(db, userId);
  return { planName: plan.name, allowance: limits.tokensPerMonth };
}

/**
 * Sets tokens aside for a model call before it starts. One statement checks and adds, so two
 * sends at once cannot both pass the check; a spent allowance is refused before any model call.
 */
export async function reserveTokens(db: Database, userId: string, tokens: number): Promise<Reservation> {
  const { planName, allowance } = await allowanceFor(db, userId);
  const month = usageMonth();
  const result = await db.execute(sql`
    insert into ${tokenUsage} (user_id, month, reserved_tokens)
    select ${userId}, ${month}, ${tokens}::integer where ${tokens}::integer <= ${allowance}::integer
    on conflict (user_id, month) do update
      set reserved_tokens = ${tokenUsage}.reserved_tokens + excluded.reserved_tokens, updated_at = now()
      where ${tokenUsage}.used_tokens + ${tokenUsage}.reserved_tokens + excluded.reserved_tokens <= ${allowance}::integer
    returning user_id`);
  if (rowCount(result) === 0) throw new ApiError(402, 'token_limit', tokenLimitMessage(planName, allowance));
  return { userId, month, tokens };
}

/** After the call: release the reservation and count what was really spent. */
export async function settleTokens(db: Database, reservation: Reservation, spent: number) {
  await db
    .update(tokenUsage)
    .set({
      reservedTokens: sql`greatest(${tokenUsage.reservedTokens} - ${reservation.tokens}, 0)`,
      usedTokens: sql`${tokenUsage.usedTokens} + ${Math.max(0, Math.round(spent))}`,
      updatedAt: new Date(),
    })
    .where(and(eq(tokenUsage.userId, reservation.userId), eq(tokenUsage.month, reservation.month)));
}

export async function usageSummary(db: Database, userId: string) {
  const { planName, allowance } = await allowanceFor(db, userId);
  const month = usageMonth();
  const [row] = await db
    .select()
    .from(tokenUsage)
    .where(and(eq(tokenUsage.userId, userId), eq(tokenUsage.month, month)))
    .limit(1);
  return { month, plan: planName, allowance, used: row?.usedTokens ?? 0, reserved: row?.reservedTokens ?? 0 };
}

// PGlite answers { rows }, postgres.js an array: both carry the returned rows.
const rowCount = (result: unknown) =>
  Array.isArray(result) ? result.length : ((result as { rows?: unknown[] }).rows?.length ?? 0);

/** At start-up nothing is running, so every reservation is left over from a cut-off run. */
export async function releaseAllReservations(db: Database) {
  await db.update(tokenUsage).set({ reservedTokens: 0 }).where(sql`${tokenUsage.reservedTokens} > 0`);
}
