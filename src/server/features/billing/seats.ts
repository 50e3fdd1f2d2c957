import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type PaidTier, planByTier } from '../../../shared/plans';
import { recordAudit } from '../../access/audit';
import { currentSubscription } from '../../access/entitlements';
import type { Env } from '../../core/env';
import type { Logger } from '../../core/logger';
import type { Database } from '../../db/client';
import { subscriptions, workspaceMembers } from '../../db/schema';
import type { JobQueue } from '../../jobs/job-queue';
import { providerOf } from './billing-provider';
import { processBillingEvent } from './subscription-events';

export interface SeatDeps {
  db: Database;
  env: Env;
  logger: Logger;
  /**
   * Where a change the provider did not take waits to be retried (AppDeps has it). Without it the
   * change waits for the subscription's next billing event, which settles seats again.
   */
  jobs?: Pick<JobQueue, 'send'>;
}

/**
 * Makes the seats of the subscription paying for `workspaceId` its member count (Team bills per
 * user; any other plan is one seat), through the billing provider, prorated, and records the new
 * state at once so limits follow. Called once membership has changed and committed: it never
 * throws, since the membership stands whatever the provider says; a change the provider did not
 * take is logged and queued for retry.
 */
export async function syncSeats(deps: SeatDeps, workspaceId: string): Promise<void> {
  try {
    await settleSeats(deps, workspaceId);
  } catch (error) {
    const retry = await retryLater(deps, workspaceId);
    deps.logger.warn('seat change not taken by the billing provider', { workspaceId, retry, ...reasonOf(error) });
  }
}

/** The same after a billing event: a subscription just bought, or homed, for a team that already has members. */
export async function syncSeatsOf(deps: SeatDeps, providerSubscriptionId: string): Promise<void> {
  try {
    const [sub] = await deps.db
      .select({ workspaceId: subscriptions.workspaceId })
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
      .limit(1);
    if (sub?.workspaceId) await syncSeats(deps, sub.workspaceId);
  } catch (error) {
    deps.logger.warn('seats not settled after a billing event', { ...reasonOf(error) });
  }
}

/** The retry job: it throws while the provider fails, so the queue tries again later (with backoff). */
export async function workOnSeats(deps: SeatDeps & { jobs: Pick<JobQueue, 'work'> }) {
  await deps.jobs.work('billing-seats-sync', 1, ({ workspaceId }) => settleSeats(deps, workspaceId));
}

/** One workspace's seat changes, one after another in this process: each counts what the last one left. */
const turns = new Map<string, Promise<void>>();

function inTurn(workspaceId: string, work: () => Promise<void>): Promise<void> {
  const next = (turns.get(workspaceId) ?? Promise.resolve()).catch(() => undefined).then(work);
  turns.set(workspaceId, next);
  const forget = () => {
    if (turns.get(workspaceId) === next) turns.delete(workspaceId);
  };
  next.then(forget, forget);
  return next;
}

/** Brings seats to the member count, throwing when the provider fails. */
export function settleSeats(deps: SeatDeps, workspaceId: string): Promise<void> {
  return inTurn(workspaceId, async () => {
    const { db } = deps;
    const sub = await currentSubscription(db, workspaceId);
    if (!sub) return;
    const members = await db.$count(workspaceMembers, eq(workspaceMembers.workspaceId, workspaceId));
    const seats = planByTier(sub.tier as PaidTier).limits.perSeat ? Math.max(1, members) : 1;
    if (sub.seats === seats) return;
    const state = await providerOf(deps.env, sub).setSeats(sub, seats);
    // Recorded now, as the provider answered, so limits follow at once; the provider's own
    // webhook for this change comes later and carries the same (or a newer) state.
    const prefix = state.provider === 'sandbox' ? 'sbx_evt' : 'shipwright_seats';
    await processBillingEvent(db, {
      id: `${prefix}_${randomUUID()}`,
      provider: state.provider,
      type: 'customer.subscription.updated',
      state,
    });
    if (state.seats === sub.seats) return;
    await recordAudit(db, {
      workspaceId,
      actorId: null,
      action: 'billing.seats_changed',
      detail: { from: sub.seats, to: state.seats },
    });
    deps.logger.info('seats changed', { workspaceId, subscriptionId: sub.id, from: sub.seats, to: state.seats });
  });
}

/** Queues the retry; a job already waiting for the workspace will count its members when it runs. */
async function retryLater(deps: SeatDeps, workspaceId: string) {
  if (!deps.jobs) return 'at the next billing event';
  try {
    await deps.jobs.send('billing-seats-sync', { workspaceId }, undefined, { singletonKey: workspaceId });
    return 'queued';
  } catch (error) {
    deps.logger.error('seat change retry could not be queued', { workspaceId, ...reasonOf(error) });
    return 'at the next billing event';
  }
}

/** What went wrong, for the log: a Stripe error's kind and status only, since its message may quote the request. */
function reasonOf(error: unknown) {
  const e = error as { type?: unknown; code?: unknown; statusCode?: unknown; message?: unknown } | null;
  if (typeof e?.type === 'string' && e.type.startsWith('Stripe')) {
    return { error: e.type, code: e.code ?? null, status: e.statusCode ?? null };
  }
  return { error: e?.message ? String(e.message) : String(error) };
}
