import { randomUUID, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { billingTexts, type sandboxPortalSchema } from '../../../shared/billing';
import {
  type BoostValue,
  boostByPrice,
  boostByValue,
  type PaidTier,
  planByTier,
  priceLines,
} from '../../../shared/plans';
import { boughtSubscription } from '../../access/entitlements';
import { sha256Hex } from '../../core/sha256';
import type { Database } from '../../db/client';
import { checkoutSessions } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { isUuid } from '../../http/is-uuid';
import { refuseSecondSubscription, subscriptionView } from './billing.service';
import { sandboxState } from './sandbox-provider';
import { type SeatDeps, syncSeatsOf } from './seats';
import { processBillingEvent, type SubscriptionState } from './subscription-events';

const notFound = () => new ApiError(404, 'checkout_not_found', billingTexts.checkoutGone);

/**
 * The order behind a sandbox checkout page. Holding its token is required; an order made by a
 * signed-in buyer also needs that very buyer, so a leaked or forged link grants nobody else.
 */
async function findCheckout(db: Database, id: string, token: string, viewerId: string | null) {
  if (!isUuid(id)) throw notFound();
  const [order] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).limit(1);
  if (order?.provider !== 'sandbox' || !sameHash(order.tokenHash, sha256Hex(token))) throw notFound();
  if (order.userId && order.userId !== viewerId) throw notFound();
  return order;
}

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export async function sandboxCheckoutView(db: Database, id: string, token: string, viewerId: string | null) {
  const order = await findCheckout(db, id, token, viewerId);
  const plan = planByTier(order.tier as PaidTier);
  const boost = boostByValue(order.boost as BoostValue);
  return {
    id: order.id,
    email: order.email,
    planName: plan.name,
    isAnnual: order.interval === 'year',
    boost: boost.value === 'none' ? null : boost.label,
    lines: priceLines(plan, order.interval === 'year', boost),
    total: order.total,
    trialDays: order.trialDays,
    status: order.status,
    expired: order.expiresAt < new Date(),
  };
}

/** Pay: the sandbox's stand-in for Stripe's checkout.session.completed webhook. */
export async function paySandboxCheckout(deps: SeatDeps, id: string, token: string, viewerId: string | null) {
  const { db } = deps;
  const order = await findCheckout(db, id, token, viewerId);
  if (order.status === 'canceled' || order.expiresAt < new Date()) {
    throw new ApiError(410, 'checkout_closed', billingTexts.checkoutGone);
  }
  // Two checkouts opened side by side (two tabs) must not both become subscriptions; paying
  // the same one again is the same event, answered as before.
  if (order.status !== 'completed') await refuseSecondSubscription(db, order.userId, order.email);
  const now = new Date();
  const trialEnd = order.trialDays > 0 ? addDays(now, order.trialDays) : null;
  const interval = order.interval === 'year' ? 'year' : 'month';
  const state: SubscriptionState = {
    provider: 'sandbox',
    subscriptionId: `sbx_sub_${order.id}`,
    customerId: `sbx_cus_${sha256Hex(order.email).slice(0, 24)}`,
    userId: order.userId,
    email: order.email,
    tier: order.tier as PaidTier,
    interval,
    boost: order.boost as BoostValue,
    seats: 1,
    status: trialEnd ? 'trialing' : 'active',
    trialEnd,
    currentPeriodEnd: trialEnd ?? addInterval(now, interval),
    cancelAtPeriodEnd: false,
    asOf: now,
  };
  // One event id per order: paying twice (two tabs, a double click) is the same event.
  await processBillingEvent(db, {
    id: `sbx_evt_checkout_${order.id}`,
    provider: 'sandbox',
    type: 'checkout.session.completed',
    checkoutId: order.id,
    state,
  });
  // A Team bought again for a team that kept its members pays for all of them.
  await syncSeatsOf(deps, state.subscriptionId);
  return { url: order.successUrl };
}

export async function cancelSandboxCheckout(db: Database, id: string, token: string, viewerId: string | null) {
  const order = await findCheckout(db, id, token, viewerId);
  if (order.status === 'open') {
    await db.update(checkoutSessions).set({ status: 'canceled' }).where(eq(checkoutSessions.id, order.id));
  }
  return { url: order.cancelUrl };
}

/** The sandbox portal: switch plan, change interval or boost, or cancel, as Stripe's portal would. */
export async function changeSandboxSubscription(
  deps: SeatDeps,
  userId: string,
  change: z.output<typeof sandboxPortalSchema>,
) {
  const { db } = deps;
  const sub = await boughtSubscription(db, userId);
  if (sub?.provider !== 'sandbox') throw new ApiError(404, 'no_subscription', billingTexts.noSubscription);
  const now = new Date();
  const base = sandboxState(sub, now);
  let state = base;
  if (change.action === 'cancel') {
    state = { ...base, status: 'canceled', currentPeriodEnd: now, trialEnd: null };
  } else {
    if (change.tier === 'free') return changeSandboxSubscription(deps, userId, { action: 'cancel' });
    const interval = change.isAnnual ? 'year' : 'month';
    const boost = boostByPrice(change.boosterPrice)?.value ?? 'none';
    // A new billing period starts when the interval changes (outside a trial), as in Stripe.
    const periodEnd =
      interval !== base.interval && base.status !== 'trialing' ? addInterval(now, interval) : base.currentPeriodEnd;
    state = { ...base, tier: change.tier, interval, boost, currentPeriodEnd: periodEnd };
  }
  const type = change.action === 'cancel' ? 'customer.subscription.deleted' : 'customer.subscription.updated';
  await processBillingEvent(db, { id: `sbx_evt_${randomUUID()}`, provider: 'sandbox', type, state });
  // Moving to Team homes it in a team workspace, whose members are its seats (and back to one seat off Team).
  await syncSeatsOf(deps, state.subscriptionId);
  return subscriptionView(await boughtSubscription(db, userId));
}

const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

function addInterval(date: Date, interval: 'month' | 'year') {
  const next = new Date(date);
  if (interval === 'year') next.setUTCFullYear(next.getUTCFullYear() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}
