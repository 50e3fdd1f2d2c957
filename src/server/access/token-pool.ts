import { and, eq, sql } from 'drizzle-orm';
import { tokenLimitMessage, usageMonth } from '../../shared/usage';
import { type Database, executedRows, type Transaction } from '../db/client';
import { generationRuns, tokenUsage } from '../db/schema';
import { ApiError } from '../http/api-error';
import { limitsFor } from './entitlements';

export interface Reservation {
  workspaceId: string;
  month: string;
  tokens: number;
}

/** The workspace's plan and monthly allowance: the plan's tokens per seat plus any boost bought. */
export async function allowanceFor(db: Database, workspaceId: string) {
  const { plan, limits } = await limitsFor(db, workspaceId);
  return { planName: plan.name, allowance: limits.tokensPerMonth };
}

/**
 * Sets tokens aside for a model call before it starts. One statement checks and adds, so two
 * sends at once cannot both pass the check; a spent allowance is refused before any model call.
 */
export async function reserveTokens(db: Database, workspaceId: string, tokens: number): Promise<Reservation> {
  const { planName, allowance } = await allowanceFor(db, workspaceId);
  const month = usageMonth();
  const result = await db.execute(sql`
    insert into ${tokenUsage} (workspace_id, month, reserved_tokens)
    select ${workspaceId}, ${month}, ${tokens}::integer where ${tokens}::integer <= ${allowance}::integer
    on conflict (workspace_id, month) do update
      set reserved_tokens = ${tokenUsage}.reserved_tokens + excluded.reserved_tokens, updated_at = now()
      where ${tokenUsage}.used_tokens + ${tokenUsage}.reserved_tokens + excluded.reserved_tokens <= ${allowance}::integer
    returning workspace_id`);
  if (executedRows(result).length === 0) throw new ApiError(402, 'token_limit', tokenLimitMessage(planName, allowance));
  return { workspaceId, month, tokens };
}

/**
 * Sets more tokens aside for a reply being written (an agent's next step), counted on its run so
 * the run's settlement gives them back. False when the allowance has not that much left.
 */
export async function reserveMore(db: Database, runId: string, workspaceId: string, tokens: number) {
  const { allowance } = await allowanceFor(db, workspaceId);
  return db.transaction(async (tx) => {
    // The allowance is checked and added to in one statement, as at the start of a reply.
    const result = await tx.execute(sql`
      update ${tokenUsage} set reserved_tokens = ${tokenUsage.reservedTokens} + ${tokens}::integer, updated_at = now()
      from ${generationRuns}
      where ${generationRuns.id} = ${runId} and ${generationRuns.settledAt} is null
        and ${tokenUsage.workspaceId} = ${workspaceId} and ${generationRuns.usageWorkspaceId} = ${workspaceId}
        and ${tokenUsage.month} = ${generationRuns.usageMonth}
        and ${tokenUsage.usedTokens} + ${tokenUsage.reservedTokens} + ${tokens}::integer <= ${allowance}::integer
      returning 1`);
    if (executedRows(result).length === 0) return false;
    await tx
      .update(generationRuns)
      .set({ reservedTokens: sql`${generationRuns.reservedTokens} + ${tokens}::integer` })
      .where(eq(generationRuns.id, runId));
    return true;
  });
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
    .where(and(eq(tokenUsage.workspaceId, reservation.workspaceId), eq(tokenUsage.month, reservation.month)));
}

export async function usageSummary(db: Database, workspaceId: string) {
  const { planName, allowance } = await allowanceFor(db, workspaceId);
  const month = usageMonth();
  const [row] = await db
    .select()
    .from(tokenUsage)
    .where(and(eq(tokenUsage.workspaceId, workspaceId), eq(tokenUsage.month, month)))
    .limit(1);
  return { month, plan: planName, allowance, used: row?.usedTokens ?? 0, reserved: row?.reservedTokens ?? 0 };
}

/**
 * Ends a run's reservation, once whatever happens: gives back what it set aside and counts what
 * it spent, in the caller's transaction. False when the run was settled already: another attempt
 * at it (a worker presumed dead that was not) applied its outcome first, and this one must not.
 */
export async function settleRun(db: Database | Transaction, runId: string, spent: number) {
  const result = await db.execute(sql`
    with settled as (
      update ${generationRuns} set settled_at = now(), spent_tokens = ${Math.max(0, Math.round(spent))}::integer
      where ${generationRuns.id} = ${runId} and ${generationRuns.settledAt} is null
      returning usage_workspace_id, usage_month, reserved_tokens
    ), counted as (
      update ${tokenUsage} set
        reserved_tokens = greatest(${tokenUsage.reservedTokens} - settled.reserved_tokens, 0),
        used_tokens = ${tokenUsage.usedTokens} + ${Math.max(0, Math.round(spent))}::integer,
        updated_at = now()
      from settled
      where ${tokenUsage.workspaceId} = settled.usage_workspace_id and ${tokenUsage.month} = settled.usage_month
      returning 1
    )
    select count(*)::integer as settled from settled`);
  return Number(executedRows(result)[0]?.settled ?? 0) > 0;
}
