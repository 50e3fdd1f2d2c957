import { and, eq, sql } from 'drizzle-orm';
import { type AiLimits, aiErrorCodes, aiTexts, defaultAiLimits } from '../../../shared/app-services/ai';
import { usageMonth } from '../../../shared/usage';
import { type Database, executedRows } from '../../db/client';
import { appAiSettings, appAiUsage } from '../../db/schema';
import { ApiError } from '../../http/api-error';

/** The app's whole use is counted per month under this subject; each visitor's per day under their identity. */
const appSubject = 'app';
const today = () => new Date().toISOString().slice(0, 10);

export async function aiLimitsOf(db: Database, projectId: string): Promise<AiLimits> {
  const [row] = await db.select().from(appAiSettings).where(eq(appAiSettings.projectId, projectId)).limit(1);
  return row
    ? { tokensPerMonth: row.tokensPerMonth, tokensPerVisitorPerDay: row.tokensPerVisitorPerDay }
    : defaultAiLimits;
}

export async function saveAiLimits(db: Database, projectId: string, limits: AiLimits) {
  const values = { ...limits, updatedAt: new Date() };
  await db
    .insert(appAiSettings)
    .values({ projectId, ...values })
    .onConflictDoUpdate({ target: appAiSettings.projectId, set: values });
}

interface Slot {
  period: string;
  subject: string;
}

/** Tokens set aside for one AI call of an app, in each slot it counts against. */
export interface AiReservation {
  projectId: string;
  slots: Slot[];
  tokens: number;
}

/** Sets `tokens` aside in one slot: one statement checks the limit and adds, so two calls at once cannot both pass. */
async function reserveSlot(db: Database, projectId: string, slot: Slot, tokens: number, limit: number) {
  const result = await db.execute(sql`
    insert into ${appAiUsage} (project_id, period, subject, reserved_tokens)
    select ${projectId}, ${slot.period}, ${slot.subject}, ${tokens}::integer where ${tokens}::integer <= ${limit}::integer
    on conflict (project_id, period, subject) do update
      set reserved_tokens = ${appAiUsage}.reserved_tokens + excluded.reserved_tokens
      where ${appAiUsage}.used_tokens + ${appAiUsage}.reserved_tokens + excluded.reserved_tokens <= ${limit}::integer
    returning 1`);
  return executedRows(result).length > 0;
}

/**
 * Sets a call's tokens aside against the app's monthly limit and, for a visitor, their daily one,
 * before the model is asked. Refused with the code the app shows a notice for.
 */
export async function reserveAppTokens(
  db: Database,
  projectId: string,
  visitorId: string | null,
  tokens: number,
): Promise<AiReservation> {
  const limits = await aiLimitsOf(db, projectId);
  const app = { period: usageMonth(), subject: appSubject };
  if (!(await reserveSlot(db, projectId, app, tokens, limits.tokensPerMonth)))
    throw new ApiError(429, aiErrorCodes.appLimit, aiTexts.appLimit);
  if (!visitorId) return { projectId, slots: [app], tokens };
  const visitor = { period: today(), subject: visitorId };
  if (!(await reserveSlot(db, projectId, visitor, tokens, limits.tokensPerVisitorPerDay))) {
    await settleAppTokens(db, { projectId, slots: [app], tokens }, 0, false);
    throw new ApiError(429, aiErrorCodes.visitorLimit, aiTexts.visitorLimit);
  }
  return { projectId, slots: [app, visitor], tokens };
}

/** After the call: gives back what was set aside and counts what was spent (and the call, when it was made). */
export async function settleAppTokens(db: Database, reservation: AiReservation, spent: number, called = true) {
  for (const slot of reservation.slots) {
    await db
      .update(appAiUsage)
      .set({
        reservedTokens: sql`greatest(${appAiUsage.reservedTokens} - ${reservation.tokens}, 0)`,
        usedTokens: sql`${appAiUsage.usedTokens} + ${Math.max(0, Math.round(spent))}`,
        calls: sql`${appAiUsage.calls} + ${called ? 1 : 0}`,
      })
      .where(
        and(
          eq(appAiUsage.projectId, reservation.projectId),
          eq(appAiUsage.period, slot.period),
          eq(appAiUsage.subject, slot.subject),
        ),
      );
  }
}

/** The app's use this month: tokens and calls. */
export async function appAiMonth(db: Database, projectId: string) {
  const month = usageMonth();
  const [row] = await db
    .select()
    .from(appAiUsage)
    .where(and(eq(appAiUsage.projectId, projectId), eq(appAiUsage.period, month), eq(appAiUsage.subject, appSubject)))
    .limit(1);
  return { month, used: row?.usedTokens ?? 0, calls: row?.calls ?? 0 };
}
