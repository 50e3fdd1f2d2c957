import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthSession, signedInBrowser } from '../../../../tests/support/auth-session';
import {
  type FakeStripe,
  signedStripeEvent,
  startFakeStripeServer,
} from '../../../../tests/support/fake-stripe-server';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { billingEvents, subscriptions } from '../../db/schema';

/** The parts of a Checkout session request the fake kept, as the tests read them. */
interface Checkout {
  mode: string;
  customer: string;
  payment_method_collection?: string;
  success_url: string;
  subscription_data: { trial_period_days?: string };
  line_items: Array<{ price_data: { unit_amount: string; recurring: { interval: string } } }>;
}

let stripe: FakeStripe;
let server: TestServer;
beforeAll(async () => {
  stripe = await startFakeStripeServer();
  server = await startTestServer({ TRUST_PROXY: 'true', ...stripe.env });
});
afterAll(async () => {
  await server.close();
  await stripe.close();
});

const deliver = (event: ReturnType<typeof signedStripeEvent>) =>
  server.request('/api/webhooks/stripe', { method: 'POST', headers: event.headers, body: event.payload });
const check = async (browser: AuthSession) => (await browser.post('/api/functions/check-subscription')).json();

/** A signed-in buyer who has been through Stripe Checkout for `tier`. */
async function paidCheckout(tier = 'pro', isAnnual = true, boosterPrice = 17) {
  const buyer = await signedInBrowser(server);
  const res = await buyer.browser.post('/api/functions/create-checkout', { tier, isAnnual, boosterPrice });
  const { url } = await res.json();
  const sessionId = url.split('/').pop() as string;
  return { ...buyer, url, sessionId, ...stripe.completeCheckout(sessionId) };
}

describe('Stripe checkout and portal', () => {
  it('creates a subscription-mode session priced by the server, with a trial that needs no card', async () => {
    const { email, url, sessionId } = await paidCheckout('pro', true, 17);
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);
    const session = stripe.sessions.get(sessionId) as unknown as Checkout;
    expect(session.mode).toBe('subscription');
    expect(session.payment_method_collection).toBe('if_required');
    expect(session.subscription_data.trial_period_days).toBe('14');
    expect(
      session.line_items.map((l: Checkout['line_items'][number]) => [
        l.price_data.unit_amount,
        l.price_data.recurring.interval,
      ]),
    ).toEqual([
      ['50800', 'year'],
      ['18300', 'year'],
    ]);
    expect(session.success_url).toMatch(/\/pricing\?success=true$/);
    expect(stripe.customers.find((c) => c.id === session.customer)?.email).toBe(email);
  });

  it('opens the billing portal for the customer, and a returning buyer keeps that customer', async () => {
    const { browser, session, subscription } = await paidCheckout('creator', false, 0);
    await deliver(signedStripeEvent('customer.subscription.created', subscription));
    const portal = await (await browser.post('/api/functions/customer-portal')).json();
    expect(portal.url).toBe('https://billing.stripe.test/p/session');
    const call = stripe.requests.findLast((r) => r.path === '/v1/billing_portal/sessions');
    expect(call?.params).toMatchObject({ customer: session.customer, return_url: `${server.url}/billing` });

    const canceled = { ...subscription, status: 'canceled' };
    stripe.subscriptions.set(subscription.id, canceled as never);
    await deliver(signedStripeEvent('customer.subscription.deleted', canceled));
    const customersBefore = stripe.customers.length;
    const again = await (await browser.post('/api/functions/create-checkout', { tier: 'pro', isAnnual: false })).json();
    const second = stripe.sessions.get(again.url.split('/').pop()) as unknown as Checkout;
    expect(second.customer).toBe(session.customer);
    expect(second.subscription_data.trial_period_days).toBeUndefined(); // one trial per customer
    expect(stripe.customers.length).toBe(customersBefore);
  });
});

describe('Stripe webhooks', () => {
  it('refuses a bad signature and a timestamp too old or too far ahead, changing nothing', async () => {
    const { browser, subscription } = await paidCheckout();
    const forged = signedStripeEvent('customer.subscription.created', subscription, { secret: 'whsec_wrong' });
    expect((await deliver(forged)).status).toBe(400);
    const stale = signedStripeEvent('customer.subscription.created', subscription, {
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    const res = await deliver(stale);
    expect([res.status, (await res.json()).error.code]).toEqual([400, 'invalid_signature']);
    // A signature dated ahead would stay "fresh" for as long as its date lies ahead.
    const early = signedStripeEvent('customer.subscription.created', subscription, {
      timestamp: Math.floor(Date.now() / 1000) + 600,
    });
    const ahead = await deliver(early);
    expect([ahead.status, (await ahead.json()).error.code]).toEqual([400, 'invalid_signature']);
    const unsigned = await server.request('/api/webhooks/stripe', { method: 'POST', body: '{}' });
    expect(unsigned.status).toBe(400);
    expect((await check(browser)).subscribed).toBe(false);
  });

  it('activates on checkout.session.completed by reading the subscription from Stripe', async () => {
    const { browser, session } = await paidCheckout('pro', true, 17);
    const res = await deliver(signedStripeEvent('checkout.session.completed', session));
    expect(await res.json()).toEqual({ received: true, duplicate: false });
    expect(await check(browser)).toMatchObject({
      subscribed: true,
      subscription_tier: 'Pro',
      status: 'trialing',
      is_annual: true,
      boost: 'power-pack',
    });
  });

  it('handles a duplicate event id once, also when both deliveries arrive at the same moment', async () => {
    const { subscription } = await paidCheckout();
    const event = signedStripeEvent('customer.subscription.created', subscription);
    const answers = await Promise.all([deliver(event), deliver(event), deliver(event)]);
    const bodies = await Promise.all(answers.map((a) => a.json()));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(bodies.filter((b) => !b.duplicate)).toHaveLength(1);
    expect((await deliver(event)).status).toBe(200);
    const id = JSON.parse(event.payload).id;
    expect(await server.deps.db.$count(billingEvents, eq(billingEvents.eventId, id))).toBe(1);
  });

  it('applies Stripe’s latest state whatever order the events arrive in', async () => {
    const { browser, subscription } = await paidCheckout('team', false, 0);
    const t = Math.floor(Date.now() / 1000);
    const active = { ...subscription, status: 'active' };
    const canceled = { ...subscription, status: 'canceled' };
    // Stripe's own record is what counts: by now the subscription is canceled there.
    stripe.subscriptions.set(subscription.id, canceled as never);
    await deliver(signedStripeEvent('customer.subscription.updated', active, { created: t }));
    await deliver(signedStripeEvent('customer.subscription.deleted', canceled, { created: t + 20 }));
    await deliver(signedStripeEvent('customer.subscription.created', subscription, { created: t - 60 }));
    await deliver(signedStripeEvent('customer.subscription.updated', active, { created: t + 10 }));
    expect(await check(browser)).toMatchObject({ subscribed: false, status: null });
    const [row] = await server.deps.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, subscription.id));
    expect(row?.status).toBe('canceled');
  });

  it('answers 5xx when it cannot process, so Stripe retries, and the retry then succeeds', async () => {
    const { browser, session } = await paidCheckout('creator', false, 0);
    const missing = { ...session, subscription: 'sub_does_not_exist_yet' };
    const event = signedStripeEvent('invoice.paid', {
      object: 'invoice',
      parent: { subscription_details: { subscription: missing.subscription } },
    });
    expect((await deliver(event)).status).toBeGreaterThanOrEqual(500);
    stripe.subscriptions.set('sub_does_not_exist_yet', {
      ...stripe.subscriptions.get(session.subscription as string),
      id: 'sub_does_not_exist_yet',
      status: 'active',
    } as never);
    expect((await deliver(event)).status).toBe(200);
    expect(await check(browser)).toMatchObject({ subscribed: true, subscription_tier: 'Creator', status: 'active' });
  });
});
