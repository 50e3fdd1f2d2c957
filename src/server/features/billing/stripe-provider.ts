import Stripe from 'stripe';
import type { Env } from '../../core/env';
import type { BillingProvider, CheckoutOrder } from './billing-provider';
import { stateFromStripe } from './stripe-events';

/** The official SDK; tests point host, port and protocol at a local fake of Stripe's API. */
export function stripeClient(env: Env): Stripe {
  return new Stripe(env.STRIPE_SECRET_KEY ?? '', {
    host: env.STRIPE_API_HOST,
    port: env.STRIPE_API_PORT,
    protocol: env.STRIPE_API_PROTOCOL,
    maxNetworkRetries: 2,
    telemetry: false,
  });
}

/** Copied onto the subscription, so every later webhook says whose it is and what was bought. */
export const orderMetadata = (order: CheckoutOrder) => ({
  checkoutId: order.checkoutId,
  userId: order.userId ?? '',
  email: order.email,
  tier: order.tier,
  interval: order.interval,
  boost: order.boost,
});

export function stripeProvider(env: Env): BillingProvider & { client: Stripe } {
  const client = stripeClient(env);
  return {
    name: 'stripe',
    client,
    async createCheckout(order) {
      const customer = await customerFor(client, order);
      const metadata = orderMetadata(order);
      const session = await client.checkout.sessions.create(
        {
          mode: 'subscription',
          customer,
          client_reference_id: order.checkoutId,
          // Prices come from the server's plan constants, never from a client or a dashboard.
          line_items: order.lines.map((line) => ({
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: line.amount * 100,
              recurring: { interval: order.interval },
              product_data: { name: line.label },
            },
          })),
          subscription_data: {
            metadata,
            ...(order.trialDays > 0 && {
              trial_period_days: order.trialDays,
              trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
            }),
          },
          // The trial needs no card; without one Stripe asks for it at checkout.
          ...(order.trialDays > 0 && { payment_method_collection: 'if_required' }),
          metadata,
          success_url: order.successUrl,
          cancel_url: order.cancelUrl,
        },
        { idempotencyKey: `checkout-${order.checkoutId}` },
      );
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { url: session.url, providerSessionId: session.id };
    },
    async createPortal(subscription, returnUrl) {
      if (!subscription.providerCustomerId) throw new Error('subscription has no Stripe customer');
      const portal = await client.billingPortal.sessions.create({
        customer: subscription.providerCustomerId,
        return_url: returnUrl,
      });
      return { url: portal.url };
    },
    async setSeats(subscription, seats) {
      const id = subscription.providerSubscriptionId;
      let current = await client.subscriptions.retrieve(id);
      // The plan is the first line, as checkout made it; a boost is a line of its own.
      const planItem = current.items.data[0];
      if (!planItem) throw new Error('the Stripe subscription has no plan item');
      if (planItem.quantity !== seats) {
        current = await client.subscriptions.update(
          id,
          { items: [{ id: planItem.id, quantity: seats }], proration_behavior: 'create_prorations' },
          // The SDK's own retries of a lost answer reuse the key; a later attempt gets its own,
          // since Stripe replays a saved error for a key (setting a count twice changes nothing).
          { idempotencyKey: `seats-${id}-${seats}-${Date.now()}` },
        );
      }
      const state = stateFromStripe(current, new Date());
      if (!state) throw new Error('the Stripe subscription has no plan in its metadata');
      return state;
    },
  };
}

/** One Stripe customer per e-mail: found if it exists, created otherwise. */
async function customerFor(client: Stripe, order: CheckoutOrder): Promise<string> {
  const found = await client.customers.list({ email: order.email, limit: 1 });
  if (found.data[0]) return found.data[0].id;
  const created = await client.customers.create(
    { email: order.email, metadata: { userId: order.userId ?? '' } },
    { idempotencyKey: `customer-${order.checkoutId}` },
  );
  return created.id;
}
