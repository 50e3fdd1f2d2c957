import { and, eq, isNull, lte } from 'drizzle-orm';
import { type BoostValue, boostByValue, type PaidTier } from '../../../shared/plans';
import { recordAudit } from '../../access/audit';
import type { Database, Transaction } from '../../db/client';
import { billingEvents, checkoutSessions, subscriptions, user } from '../../db/schema';
import { isUuid } from '../../http/is-uuid';
import { homeSubscription } from './subscription-home';

/** A subscription as a provider reports it at one moment: the one shape both providers speak. */
export interface SubscriptionState {
  provider: 'stripe' | 'sandbox';
  subscriptionId: string;
  customerId: string | null;
  /** The buyer's account when they were signed in; a guest has only the e-mail. */
  userId: string | null;
  email: string;
  tier: PaidTier;
  interval: 'month' | 'year';
  boost: BoostValue;
  seats: number;
  status: string;
  trialEnd: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** When the provider's state was this one: older states never overwrite newer ones. */
  asOf: Date;
}

export interface BillingEvent {
  id: string;
  provider: 'stripe' | 'sandbox';
  type: string;
  /** Our checkout_sessions id, when the event completes one. */
  checkoutId?: string | null;
  state?: SubscriptionState | null;
}

/**
 * The single entry of the subscription state machine, for Stripe webhooks and sandbox actions
 * alike. The event id is claimed in the same transaction as the change, so a duplicate (even
 * one arriving at the same moment) changes nothing, and a failure leaves the id unclaimed for
 * the provider's retry.
 */
export async function processBillingEvent(db: Database, event: BillingEvent): Promise<'processed' | 'duplicate'> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(billingEvents)
      .values({ eventId: event.id, provider: event.provider, type: event.type })
      .onConflictDoNothing()
      .returning({ id: billingEvents.eventId });
    if (!claimed) return 'duplicate';
    if (event.checkoutId && isUuid(event.checkoutId)) {
      await tx
        .update(checkoutSessions)
        .set({ status: 'completed' })
        .where(and(eq(checkoutSessions.id, event.checkoutId), eq(checkoutSessions.status, 'open')));
    }
    if (event.state) {
      const before = await tierAndStatus(tx, event.state.subscriptionId);
      await applyState(tx, event.state);
      const home = await homeSubscription(tx, event.state.subscriptionId);
      const after = await tierAndStatus(tx, event.state.subscriptionId);
      // The paid-for workspace's admins see plan changes; a renewal with the same tier and status is no news.
      if (home && after && (after.tier !== before?.tier || after.status !== before?.status)) {
        await recordAudit(tx, {
          workspaceId: home,
          actorId: null,
          action: 'billing.subscription_changed',
          detail: after,
        });
      }
    }
    return 'processed';
  });
}

async function tierAndStatus(tx: Transaction, providerSubscriptionId: string) {
  const [row] = await tx
    .select({ tier: subscriptions.tier, status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
    .limit(1);
  return row;
}

async function applyState(tx: Transaction, state: SubscriptionState) {
  const email = state.email.toLowerCase();
  const values = {
    providerCustomerId: state.customerId,
    tier: state.tier,
    interval: state.interval,
    status: state.status,
    seats: Math.max(1, state.seats),
    boost: state.boost,
    boostTokens: boostByValue(state.boost).tokens,
    trialEnd: state.trialEnd,
    currentPeriodEnd: state.currentPeriodEnd,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    providerUpdatedAt: state.asOf,
    updatedAt: new Date(),
  };
  await tx
    .insert(subscriptions)
    .values({
      ...values,
      userId: await ownerOf(tx, state.userId, email),
      email,
      provider: state.provider,
      providerSubscriptionId: state.subscriptionId,
    })
    .onConflictDoUpdate({
      target: subscriptions.providerSubscriptionId,
      set: values,
      // Latest provider state wins; the owner never changes once recorded.
      setWhere: lte(subscriptions.providerUpdatedAt, state.asOf),
    });
}

/** The buyer's account if it still exists, else a confirmed account with the e-mail, else none yet. */
async function ownerOf(tx: Transaction, userId: string | null, email: string): Promise<string | null> {
  if (userId) {
    const [found] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).limit(1);
    if (found) return found.id;
  }
  const [confirmed] = await tx
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.email, email), eq(user.emailVerified, true)))
    .limit(1);
  return confirmed?.id ?? null;
}

/** Once an account proves it owns an address, what was bought as a guest with it becomes its own. */
export async function attachGuestSubscriptions(db: Database, userId: string, email: string) {
  await db.transaction(async (tx) => {
    const attached = await tx
      .update(subscriptions)
      .set({ userId, updatedAt: new Date() })
      .where(and(isNull(subscriptions.userId), eq(subscriptions.email, email.toLowerCase())))
      .returning({ providerSubscriptionId: subscriptions.providerSubscriptionId });
    for (const sub of attached) await homeSubscription(tx, sub.providerSubscriptionId);
  });
}
