import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CloudVisitor } from '../support/cloud-client';
import { type FakeStripe, fakeStripeKeys, startFakeStripeServer } from '../support/fake-stripe-server';
import { checkout, connectStripe, type ShopApp, shopApp } from '../support/shop-app';
import { startTestServer, type TestServer } from '../support/test-server';

// With the owner's own Stripe key, a checkout is a Stripe Checkout session priced from the app's
// records; the app environment's own webhook endpoint moves orders to paid, failed, refunded.

/** A Checkout session's parameters as the fake received them (form-encoded: numbers are strings). */
interface SessionParams {
  mode: string;
  success_url: string;
  cancel_url: string;
  client_reference_id: string;
  metadata: Record<string, string>;
  payment_intent_data: { metadata: Record<string, string> };
  line_items: Array<{
    quantity: string;
    price_data: { currency: string; unit_amount: string; product_data: { name: string } };
  }>;
}

const ownerKey = 'sk_test_51OwnerOfTheShop000000000000000000wxyz';

let stripe: FakeStripe;
let server: TestServer;
let shop: ShopApp;
beforeAll(async () => {
  stripe = await startFakeStripeServer();
  stripe.acceptKey(ownerKey);
  server = await startTestServer({ TRUST_PROXY: 'true', ...stripe.env });
  shop = await shopApp(server);
  await connectStripe(shop, ownerKey);
}, 120_000);
afterAll(async () => {
  await server.close();
  await stripe.close();
});

const webhookUrl = () => `${shop.previewOrigin}/_cloud/v1/payments/webhook`;
const endpointOf = (url: string) => {
  const endpoint = stripe.endpoints.find((e) => e.url === url);
  if (!endpoint) throw new Error(`no endpoint for ${url}`);
  return endpoint;
};
const orderOf = async (visitor: CloudVisitor, id: string) => (await visitor.call('GET', `/payments/orders/${id}`)).body;

/** A buyer with a started Stripe checkout of two mugs and a towel. */
async function started() {
  const buyer = await shop.visitor();
  const res = await checkout(buyer, {
    items: [
      { product: shop.products['Blue mug'], quantity: 2 },
      { product: shop.products['Tea towel'], quantity: 1 },
    ],
    successPath: '/thanks',
    cancelPath: '/cart',
  });
  expect(res.status).toBe(201);
  const sessionId = res.body.url.split('/').pop() as string;
  return { buyer, orderId: res.body.orderId as string, sessionId, url: res.body.url as string };
}

describe('a Stripe checkout with the owner’s key', { timeout: 60_000 }, () => {
  it('creates a payment-mode session priced from the records, coming back to the app’s host', async () => {
    const { buyer, orderId, sessionId, url } = await started();
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);
    const call = stripe.requests.findLast((r) => r.path === '/v1/checkout/sessions');
    // The owner's account is charged through the owner's key, never the platform's.
    expect(call?.key).toBe(ownerKey);
    expect(call?.key).not.toBe(fakeStripeKeys.secretKey);
    const session = call?.params as unknown as SessionParams;
    expect(session.mode).toBe('payment');
    expect(
      session.line_items.map((l) => [l.price_data.product_data.name, l.price_data.unit_amount, l.quantity]),
    ).toEqual([
      ['Blue mug', '1299', '2'],
      ['Tea towel', '850', '1'],
    ]);
    expect(session.line_items.every((l) => l.price_data.currency === 'usd')).toBe(true);
    const metadata = { orderId, projectId: shop.projectId, environment: 'preview' };
    expect(session.metadata).toEqual(metadata);
    expect(session.payment_intent_data.metadata).toEqual(metadata);
    expect(session.client_reference_id).toBe(orderId);
    expect(session.success_url).toBe(`${shop.previewOrigin}/thanks?order=${orderId}`);
    expect(session.cancel_url).toBe(`${shop.previewOrigin}/cart?order=${orderId}`);
    expect(await orderOf(buyer, orderId)).toMatchObject({
      status: 'pending',
      provider: 'stripe',
      sessionId,
      amountTotal: 3448,
    });
  });

  it('makes the environment’s webhook endpoint once, for the events it handles', async () => {
    await started();
    await started();
    const made = stripe.requests.filter((r) => r.path === '/v1/webhook_endpoints');
    expect(made).toHaveLength(1);
    expect(made[0]?.key).toBe(ownerKey);
    const endpoint = endpointOf(webhookUrl());
    expect([...endpoint.enabled_events].sort()).toEqual([
      'charge.refunded',
      'checkout.session.async_payment_failed',
      'checkout.session.async_payment_succeeded',
      'checkout.session.completed',
      'checkout.session.expired',
    ]);
  });

  it('marks an order paid on a signed checkout.session.completed, once however often it comes', async () => {
    const { buyer, orderId, sessionId } = await started();
    const session = stripe.paySession(sessionId);
    const delivered = await stripe.deliver(endpointOf(webhookUrl()), 'checkout.session.completed', session);
    expect(delivered).toEqual({ status: 200, body: { received: true, changed: true } });
    const order = await orderOf(buyer, orderId);
    expect(order).toMatchObject({ status: 'paid', paymentIntent: session.payment_intent });
    const again = await stripe.deliver(endpointOf(webhookUrl()), 'checkout.session.completed', session);
    expect(again).toEqual({ status: 200, body: { received: true, changed: false } });
    expect((await orderOf(buyer, orderId)).paidAt).toBe(order.paidAt);
    // An expiry arriving late does not undo a payment.
    await stripe.deliver(endpointOf(webhookUrl()), 'checkout.session.expired', { ...session, status: 'expired' });
    expect((await orderOf(buyer, orderId)).status).toBe('paid');
  });

  it('marks a paid order refunded on charge.refunded; a part refund keeps it paid', async () => {
    const { buyer, orderId, sessionId } = await started();
    await stripe.deliver(endpointOf(webhookUrl()), 'checkout.session.completed', stripe.paySession(sessionId));
    await stripe.deliver(endpointOf(webhookUrl()), 'charge.refunded', stripe.refundedCharge(sessionId, 500));
    expect(await orderOf(buyer, orderId)).toMatchObject({ status: 'paid', amountRefunded: 500 });
    await stripe.deliver(endpointOf(webhookUrl()), 'charge.refunded', stripe.refundedCharge(sessionId));
    expect(await orderOf(buyer, orderId)).toMatchObject({ status: 'refunded', amountRefunded: 3448 });
  });

  it('keeps a delayed payment pending, then marks it failed on async_payment_failed', async () => {
    const { buyer, orderId, sessionId } = await started();
    const session = stripe.paySession(sessionId, 'unpaid');
    await stripe.deliver(endpointOf(webhookUrl()), 'checkout.session.completed', session);
    expect((await orderOf(buyer, orderId)).status).toBe('pending');
    await stripe.deliver(endpointOf(webhookUrl()), 'checkout.session.async_payment_failed', session);
    expect((await orderOf(buyer, orderId)).status).toBe('failed');
  });

  it('asks Stripe about a pending order when its buyer reads it, where webhooks cannot arrive', async () => {
    const { buyer, orderId, sessionId } = await started();
    stripe.paySession(sessionId);
    expect(await orderOf(buyer, orderId)).toMatchObject({ status: 'paid' });
    expect(stripe.requests.some((r) => r.method === 'GET' && r.path === `/v1/checkout/sessions/${sessionId}`)).toBe(
      true,
    );
    const other = await started();
    stripe.expireSession(other.sessionId);
    expect((await orderOf(other.buyer, other.orderId)).status).toBe('expired');
  });

  it('says Stripe refused, without the key, and keeps no order when the key stops working', async () => {
    const revoked = 'sk_test_51RevokedKey0000000000000000000000abcd';
    await connectStripe(shop, revoked);
    const buyer = await shop.visitor();
    const res = await checkout(buyer, { items: [{ product: shop.products['Blue mug'], quantity: 1 }] });
    expect([res.status, res.body.error.code]).toEqual([502, 'payments_failed']);
    expect(res.body.error.message).toMatch(/refused to start this checkout/);
    expect(JSON.stringify(res.body)).not.toContain('Revoked');
    expect((await buyer.list('orders')).body.items).toEqual([]);
    await connectStripe(shop, ownerKey);
  });

  it('gives the live app an endpoint of its own, on the live host', async () => {
    const liveOrigin = await shop.deploy();
    const buyer = await new CloudVisitor(server.url, liveOrigin).join();
    const products = (await buyer.list('products')).body.items;
    const mug = products.find((p) => p.name === 'Blue mug');
    const res = await checkout(buyer, { items: [{ product: mug?.id, quantity: 1 }] });
    expect(res.status).toBe(201);
    const session = stripe.requests.findLast((r) => r.path === '/v1/checkout/sessions')
      ?.params as unknown as SessionParams;
    expect(session.metadata.environment).toBe('live');
    expect(session.success_url).toBe(`${liveOrigin}/?order=${res.body.orderId}`);
    expect(endpointOf(`${liveOrigin}/_cloud/v1/payments/webhook`).key).toBe(ownerKey);
    expect(stripe.endpoints.filter((e) => e.key === ownerKey)).toHaveLength(2);
  });

  it('takes no real money in the preview: a live key checks out in the sandbox there, and through Stripe live', async () => {
    const liveKey = 'sk_live_51OwnerOfTheShop000000000000000000live';
    stripe.acceptKey(liveKey);
    await connectStripe(shop, liveKey);
    const sessions = () => stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').length;
    const before = sessions();
    const previewBuyer = await shop.visitor();
    const inPreview = await checkout(previewBuyer, { items: [{ product: shop.products['Blue mug'], quantity: 1 }] });
    expect(inPreview.body.url).toContain('/_cloud/v1/payments/sandbox/');
    expect(sessions()).toBe(before);
    const liveOrigin = await shop.deploy();
    const liveBuyer = await new CloudVisitor(server.url, liveOrigin).join();
    const mug = (await liveBuyer.list('products')).body.items.find((p) => p.name === 'Blue mug');
    const live = await checkout(liveBuyer, { items: [{ product: mug?.id, quantity: 1 }] });
    expect(live.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    expect(stripe.requests.findLast((r) => r.path === '/v1/checkout/sessions')?.key).toBe(liveKey);
    await connectStripe(shop, ownerKey);
  });
});
