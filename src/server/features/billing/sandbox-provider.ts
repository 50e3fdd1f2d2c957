import type { BoostValue, PaidTier } from '../../../shared/plans';
import { paths } from '../../../shared/routes';
import type { Subscription } from '../../access/entitlements';
import type { Env } from '../../core/env';
import type { BillingProvider } from './billing-provider';
import type { SubscriptionState } from './subscription-events';

/** A sandbox subscription as we hold it, in the shape its events carry: the sandbox keeps no other record. */
export function sandboxState(sub: Subscription, asOf: Date): SubscriptionState {
  return {
    provider: 'sandbox',
    subscriptionId: sub.providerSubscriptionId,
    customerId: sub.providerCustomerId,
    userId: sub.userId,
    email: sub.email,
    tier: sub.tier as PaidTier,
    interval: sub.interval === 'year' ? 'year' : 'month',
    boost: sub.boost as BoostValue,
    seats: sub.seats,
    status: sub.status,
    trialEnd: sub.trialEnd,
    currentPeriodEnd: sub.currentPeriodEnd,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    asOf,
  };
}

/**
 * The built-in provider: its checkout and portal are our own pages (clearly labelled sandbox),
 * which drive the same event handling Stripe's webhooks do (sandbox.service.ts).
 */
export function sandboxProvider(env: Env): BillingProvider {
  return {
    name: 'sandbox',
    // The token rides in the fragment: browsers never send it to a server or in a Referer.
    createCheckout: async (order) => ({
      url: `${env.APP_URL}${paths.sandboxCheckout(order.checkoutId)}#${order.token}`,
      providerSessionId: null,
    }),
    createPortal: async () => ({ url: `${env.APP_URL}${paths.sandboxPortal}` }),
    // Prorated in spirit only: the sandbox keeps no invoices, so the new count is all there is to record.
    setSeats: async (subscription, seats) => ({ ...sandboxState(subscription, new Date()), seats }),
  };
}
