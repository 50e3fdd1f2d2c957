import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInBrowser } from '../support/auth-session';
import { CloudVisitor } from '../support/cloud-client';
import { type FakeStripe, startFakeStripeServer } from '../support/fake-stripe-server';
import { checkout, connectStripe, openOnHost, orderRecord, type ShopApp, shopApp } from '../support/shop-app';
import { startTestServer, type TestServer } from '../support/test-server';

// Payments inside generated apps, as an attacker would try them: forged and misdirected
// webhooks, amounts from the browser, other buyers' orders, orders written by hand, and sandbox
// links carried to other apps. Prices visitors write: app-payment-prices.test.ts.

// A function of the app that tries to write orders as the app itself, past every rule.
const forgeOrders = `export default async function (_request: Request, ctx: any) {
  const orders = ctx.cloud.asApp().collection('orders');
  const tried: Record<string, unknown> = {};
  const attempt = async (name: string, write: () => Promise<unknown>) => {
    try { await write(); tried[name] = 'written'; } catch (error: any) { tried[name] = error.status; }
  };
  const { items } = await orders.list();
  await attempt('add', () => orders.add({ status: 'paid', amountTotal: 1 }));
  await attempt('update', () => orders.update(items[0].id, { status: 'refunded' }));
  await attempt('remove', () => orders.remove(items[0].id));
  return Response.json({ tried, seen: items.length });
}
`;

const ownerKey = 'sk_test_51SharedOwnerOfTwoShops00000000000000qrst';

let stripe: FakeStripe;
let server: TestServer;
let shopA: ShopApp;
let shopB: ShopApp;
let sandboxShop: ShopApp;
beforeAll(async () => {
  stripe = await startFakeStripeServer();
  stripe.acceptKey(ownerKey);
  server = await startTestServer({ TRUST_PROXY: 'true', ...stripe.env });
  const owner = await signedInBrowser(server);
  shopA = await shopApp(server, { account: owner });
  shopB = await shopApp(server, { account: owner });
  await connectStripe(shopA, ownerKey);
  sandboxShop = await shopApp(server, {
    seed: [{ name: '<img src=x onerror=alert(1)>', price: 5 }],
    collections: { orders: { read: 'public', create: 'public', update: 'public', delete: 'public' } },
  });
}, 120_000);
afterAll(async () => {
  await server.close();
  await stripe.close();
});

const endpointOf = (shop: ShopApp) => {
  const endpoint = stripe.endpoints.find((e) => e.url === `${shop.previewOrigin}/_cloud/v1/payments/webhook`);
  if (!endpoint) throw new Error('no endpoint');
  return endpoint;
};
const statusOf = async (visitor: CloudVisitor, id: string) =>
  (await visitor.call('GET', `/payments/orders/${id}`)).body.status;

/** A pending Stripe order of `shop`, and its session as Stripe would report it paid. */
async function pendingOrder(shop: ShopApp) {
  const buyer = await shop.visitor();
  const res = await checkout(buyer, { items: [{ product: shop.products['Blue mug'], quantity: 1 }] });
  expect(res.status).toBe(201);
  const sessionId = res.body.url.split('/').pop() as string;
  // Paid at Stripe, yet not readable through the poll: the test looks at webhooks alone.
  const paid = { ...stripe.paySession(sessionId) };
  Object.assign(stripe.sessions.get(sessionId) ?? {}, { status: 'open' });
  return { buyer, orderId: res.body.orderId as string, paid };
}

describe('forged webhooks', { timeout: 60_000 }, () => {
  it('are refused with 400 and change nothing: wrong secret, no signature, a changed body, an old or future time', async () => {
    const { buyer, orderId, paid } = await pendingOrder(shopA);
    const endpoint = endpointOf(shopA);
    const now = Math.floor(Date.now() / 1000);
    for (const forge of [
      { secret: 'whsec_guessed' },
      { unsigned: true },
      { tamper: (payload: string) => payload.replace('"paid"', '"paid" ') },
      { timestamp: now - 3600 },
      { timestamp: now + 3600 },
    ]) {
      const res = await stripe.deliver(endpoint, 'checkout.session.completed', paid, forge);
      expect(res).toMatchObject({ status: 400, body: { error: { code: 'invalid_signature' } } });
    }
    expect(await statusOf(buyer, orderId)).toBe('pending');
    // Signed by another app's endpoint: a secret of the same owner's account is not this app's.
    const pendingB = await pendingOrder(shopB);
    const crossed = await stripe.deliver(endpointOf(shopA), 'checkout.session.completed', pendingB.paid, {
      secret: endpointOf(shopB).secret,
    });
    expect(crossed.status).toBe(400);
    expect(await statusOf(pendingB.buyer, pendingB.orderId)).toBe('pending');
  });

  it('for another app’s order change nothing, though every endpoint of the account hears of it', async () => {
    const a = await pendingOrder(shopA);
    const b = await pendingOrder(shopB);
    // App A's sale, delivered (correctly signed) to app B's endpoint.
    const heard = await stripe.deliver(endpointOf(shopB), 'checkout.session.completed', a.paid);
    expect(heard).toEqual({ status: 200, body: { received: true, changed: false } });
    // Metadata rewritten to claim app B, naming A's order: B has no such order.
    const claimed = { ...a.paid, metadata: { ...a.paid.metadata, projectId: shopB.projectId } };
    await stripe.deliver(endpointOf(shopB), 'checkout.session.completed', claimed);
    // B's own order named by a session that is not its own.
    const swapped = { ...a.paid, metadata: { ...b.paid.metadata } };
    await stripe.deliver(endpointOf(shopB), 'checkout.session.completed', swapped);
    expect(await statusOf(a.buyer, a.orderId)).toBe('pending');
    expect(await statusOf(b.buyer, b.orderId)).toBe('pending');
    // A refund of a payment no order of this app took touches nothing.
    const stray = await stripe.deliver(endpointOf(shopB), 'charge.refunded', {
      id: 'ch_stray',
      object: 'charge',
      payment_intent: a.paid.payment_intent,
      amount: 1299,
      amount_refunded: 1299,
      refunded: true,
    });
    expect(stray.body).toEqual({ received: true, changed: false });
  });
});

describe('amounts and orders', { timeout: 60_000 }, () => {
  it('refuses a checkout carrying a price before anything reaches Stripe', async () => {
    const buyer = await shopA.visitor();
    const before = stripe.requests.length;
    for (const body of [
      { items: [{ product: shopA.products['Blue mug'], quantity: 1, price: 0.01 }] },
      { items: [{ product: shopA.products['Blue mug'], quantity: 1 }], line_items: [{ amount: 1 }] },
      { items: [{ product: shopA.products['Blue mug'], quantity: -5 }] },
      { items: [{ product: shopA.products['Blue mug'], quantity: 1e9 }] },
    ]) {
      expect((await checkout(buyer, body)).status).toBe(400);
    }
    expect(stripe.requests.length).toBe(before);
  });

  it('keeps each buyer to their own orders, by id, by filter and in lists', async () => {
    const ann = await sandboxShop.visitor();
    const eve = await sandboxShop.visitor();
    const product = Object.values(sandboxShop.products)[0];
    const { body } = await checkout(ann, { items: [{ product, quantity: 1 }] });
    const filtered = await eve.list('orders', { where: [{ field: 'status', op: 'eq', value: 'pending' }] });
    expect(filtered.body.items).toEqual([]);
    expect((await orderRecord(eve, body.orderId)).status).toBe(404);
    for (const id of [body.orderId, `${body.orderId}' or '1'='1`, '../orders']) {
      expect((await eve.call('GET', `/payments/orders/${encodeURIComponent(id)}`)).status).toBe(404);
    }
  });

  it('lets nobody write orders: not a visitor, not the owner, not a function acting as the app', async () => {
    await sandboxShop.addFiles({ 'functions/forge.ts': forgeOrders });
    expect((await sandboxShop.setRules(sandboxRulesWithPublicOrders)).status).toBe('ok');
    const buyer = await sandboxShop.visitor();
    const product = Object.values(sandboxShop.products)[0];
    await checkout(buyer, { items: [{ product, quantity: 1 }] });
    const { token } = await (await sandboxShop.owner.get(`/api/projects/${sandboxShop.projectId}/preview`)).json();
    const owner = new CloudVisitor(server.url, sandboxShop.previewOrigin, null, { 'x-shipwright-grant': token });
    expect((await owner.add('orders', { status: 'paid' })).status).toBe(403);
    const forged = await buyer.call('POST', '/functions/forge', {});
    expect(forged.status).toBe(200);
    expect(forged.body.tried).toEqual({ add: 403, update: 403, remove: 403 });
    // Reading all orders is what a function acting as the app may do.
    expect(forged.body.seen).toBeGreaterThanOrEqual(1);
  });
});

const sandboxRulesWithPublicOrders = {
  collections: {
    products: { read: 'public', create: 'none', update: 'none', delete: 'none' },
    orders: { read: 'public', create: 'public', update: 'public', delete: 'public' },
  },
  seed: { products: [{ name: '<img src=x onerror=alert(1)>', price: 5 }] },
};

describe('sandbox checkout links', { timeout: 60_000 }, () => {
  it('work only on their own app and environment, unchanged, and escape what the app named', async () => {
    const buyer = await sandboxShop.visitor();
    const product = Object.values(sandboxShop.products)[0];
    const { body } = await checkout(buyer, { items: [{ product, quantity: 1 }] });
    const { pathname } = new URL(body.url);
    const page = await openOnHost(server, body.url);
    expect(page.status).toBe(200);
    expect(page.text).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page.text).not.toContain('<img');
    // The same link on another app's host, or with one character changed, names nothing.
    expect((await openOnHost(server, `${shopA.previewOrigin}${pathname}`)).status).toBe(404);
    expect((await openOnHost(server, `${shopA.previewOrigin}${pathname}/pay`, 'POST')).status).toBe(404);
    const changed = pathname.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await openOnHost(server, `${sandboxShop.previewOrigin}${changed}/pay`, 'POST')).status).toBe(404);
    expect(await statusOf(buyer, body.orderId)).toBe('pending');
  });

  it('are not offered where the owner connected Stripe', async () => {
    const buyer = await shopA.visitor();
    const res = await checkout(buyer, { items: [{ product: shopA.products['Blue mug'], quantity: 1 }] });
    expect(new URL(res.body.url).host).toBe('checkout.stripe.test');
  });
});
