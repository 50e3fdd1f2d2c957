import type Stripe from 'stripe';
import { isPaidTier } from '../../../shared/billing';
import { type BoostValue, tokenBoosts } from '../../../shared/plans';
import type { BillingEvent, SubscriptionState } from './subscription-events';

const fromUnix = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id);

/** Stripe's subscription object in our shape; null when it is not one of ours (no plan in metadata). */
export function stateFromStripe(sub: Stripe.Subscription, asOf: Date): SubscriptionState | null {
  const meta = sub.metadata ?? {};
  if (!meta.tier || !isPaidTier(meta.tier) || !meta.email) return null;
  const items = sub.items?.data ?? [];
  const planItem = items[0];
  const boost = tokenBoosts.some((b) => b.value === meta.boost) ? (meta.boost as BoostValue) : 'none';
  const periodEnds = items.map((i) => i.current_period_end).filter(Boolean);
  return {
    provider: 'stripe',
    subscriptionId: sub.id,
    customerId: idOf(sub.customer) ?? null,
    userId: meta.userId || null,
    email: meta.email,
    tier: meta.tier,
    interval: planItem?.price?.recurring?.interval === 'year' ? 'year' : 'month',
    boost,
    seats: planItem?.quantity ?? 1,
    status: sub.status,
    trialEnd: fromUnix(sub.trial_end),
    currentPeriodEnd: fromUnix(periodEnds.length ? Math.max(...periodEnds) : null),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    asOf,
  };
}

const subscriptionTypes = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
]);

/**
 * A verified Stripe event as one of ours. Whatever the event, the subscription it names is read
 * again from Stripe and stamped with the time of reading: an event delivered late or out of
 * order then applies Stripe's latest state, and every stamp comes from one clock (ours), never
 * compared with Stripe's one-second event times.
 */
export async function billingEventFromStripe(
  event: Stripe.Event,
  retrieve: (subscriptionId: string) => Promise<Stripe.Subscription>,
): Promise<BillingEvent> {
  const base = { id: event.id, provider: 'stripe' as const, type: event.type };
  const fetchState = async (subscriptionId: string | undefined) =>
    subscriptionId ? stateFromStripe(await retrieve(subscriptionId), new Date()) : null;
  if (subscriptionTypes.has(event.type)) {
    return { ...base, state: await fetchState((event.data.object as Stripe.Subscription).id) };
  }
  if (event.type === 'checkout.session.completed') {
    const session = event.data.object as Stripe.Checkout.Session;
    if (session.mode !== 'subscription') return base;
    return { ...base, checkoutId: session.client_reference_id, state: await fetchState(idOf(session.subscription)) };
  }
  if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed') {
    const invoice = event.data.object as Stripe.Invoice;
    return { ...base, state: await fetchState(idOf(invoice.parent?.subscription_details?.subscription)) };
  }
  return base;
}
