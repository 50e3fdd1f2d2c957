import type { PriceLine } from '../../../shared/plans';
import type { Subscription } from '../../access/entitlements';
import type { Env } from '../../core/env';
import { sandboxProvider } from './sandbox-provider';
import { stripeProvider } from './stripe-provider';
import type { SubscriptionState } from './subscription-events';

/** An order the server has priced, ready for the provider's checkout page. */
export interface CheckoutOrder {
  checkoutId: string;
  /** Proof of holding the order on the sandbox's own checkout page. */
  token: string;
  userId: string | null;
  email: string;
  tier: string;
  interval: 'month' | 'year';
  boost: string;
  lines: PriceLine[];
  trialDays: number;
  successUrl: string;
  cancelUrl: string;
}

export interface BillingProvider {
  name: 'stripe' | 'sandbox';
  createCheckout(order: CheckoutOrder): Promise<{ url: string; providerSessionId: string | null }>;
  createPortal(subscription: Subscription, returnUrl: string): Promise<{ url: string }>;
  /**
   * Changes the number of seats billed, prorated; answers the subscription as the provider now
   * has it, for the caller to record through processBillingEvent.
   */
  setSeats(subscription: Subscription, seats: number): Promise<SubscriptionState>;
}

const cache = new WeakMap<Env, BillingProvider>();

/** Stripe when its key is configured; otherwise the built-in sandbox, so everything runs offline. */
export function billingProvider(env: Env): BillingProvider {
  let provider = cache.get(env);
  if (!provider) {
    provider = env.STRIPE_SECRET_KEY ? stripeProvider(env) : sandboxProvider(env);
    cache.set(env, provider);
  }
  return provider;
}

/** The provider that holds `subscription`: a sandbox one stays with the sandbox once Stripe is configured. */
export function providerOf(env: Env, subscription: Subscription): BillingProvider {
  const configured = billingProvider(env);
  if (configured.name === subscription.provider) return configured;
  if (subscription.provider === 'sandbox') return sandboxProvider(env);
  throw new Error('the subscription is held by Stripe, which is not configured');
}
