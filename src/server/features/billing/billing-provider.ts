import type { PriceLine } from '../../../shared/plans';
import type { Subscription } from '../../access/entitlements';
import type { Env } from '../../core/env';
import { sandboxProvider } from './sandbox-provider';
import { stripeProvider } from './stripe-provider';

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
