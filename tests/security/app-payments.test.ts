import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudRecords } from '../../src/server/db/schema';
import type { ReviewResult } from '../../src/shared/security-review';
import { signedInBrowser } from '../support/auth-session';
import { CloudVisitor } from '../support/cloud-client';
import { type FakeStripe, startFakeStripeServer } from '../support/fake-stripe-server';
import {
  checkout,
  connectStripe,
  openOnHost,
  orderRecord,
  type ShopApp,
  shopApp,
  shopRules,
} from '../support/shop-app';
import { startTestServer, type TestServer } from '../support/test-server';

// Payments inside generated apps, as an attacker would try them: forged and misdirected
// webhooks, amounts from the browser, other buyers' orders, orders written by hand, sandbox
// links carried to other apps, and products a visitor wrote to set their own price.

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

// A function of the app that stocks a product as the app itself: a price the owner's code set.
const stockProduct = `export default async function (_request: Request, ctx: any) {
  if (!ctx.caller) return new Response('no', { status: 401 });
  const added = await ctx.cloud.asApp().collection('products').add({ name: 'Stocked by the app', price: 7 });
  return Response.json({ id: added.id });
}
`;
const buyButton = `import { cloud } from '@shipwright/cloud';
export const buy = (product: string) => cloud.payments.checkout({ items: [{ product, quantity: 1 }], successPath: '/thanks' });
`;
// What an app that forgot to lock its products allows: visitors add their own and change anyone's.
const openProducts = { products: { read: 'public', create: 'owner', update: 'public', delete: 'none' } };

describe('prices the owner set', { timeout: 120_000 }, () => {
  let openShop: ShopApp;
  beforeAll(async () => {
    openShop = await shopApp(server, { collections: openProducts });
    await openShop.addFiles({ 'functions/stock.ts': stockProduct, 'src/buy.ts': buyButton });
    await shopB.addFiles({ 'src/buy.ts': buyButton });
    expect((await openShop.setRules(shopRules(openProducts))).status).toBe('ok');
  });
  const refusedAsUntrusted = { status: 409, body: { error: { code: 'product_not_trusted' } } };
  const buyOne = (visitor: CloudVisitor, product: string | undefined) =>
    checkout(visitor, { items: [{ product, quantity: 1 }] });
  const ordersOf = (projectId: string) =>
    server.deps.db.$count(
      cloudRecords,
      and(eq(cloudRecords.projectId, projectId), eq(cloudRecords.collection, 'orders')),
    );

  it('refuses a product a visitor added, at their own price, and makes no order', async () => {
    const eve = await openShop.visitor();
    const mug = await eve.add('products', { name: 'Mug', price: 0.01 });
    expect(mug.status).toBe(201);
    const before = await ordersOf(openShop.projectId);
    const res = await buyOne(eve, mug.body.id);
    expect(res).toMatchObject(refusedAsUntrusted);
    expect(res.body.error.message).toMatch(/“Mug” was added or changed through the app/);
    // Hidden among honest lines, it still spoils the whole checkout.
    const mixed = await checkout(eve, {
      items: [
        { product: openShop.products['Blue mug'], quantity: 1 },
        { product: mug.body.id, quantity: 3 },
      ],
    });
    expect(mixed).toMatchObject(refusedAsUntrusted);
    expect(await ordersOf(openShop.projectId)).toBe(before);
  });

  it('refuses the owner’s product once a visitor changed it, even after the owner edits another field', async () => {
    const eve = await openShop.visitor();
    const towel = openShop.products['Tea towel'];
    expect((await eve.call('PATCH', `/collections/products/records/${towel}`, { price: 0.01 })).status).toBe(200);
    expect(await buyOne(eve, towel)).toMatchObject(refusedAsUntrusted);
    const path = `/api/projects/${openShop.projectId}/data/collections/products/records/${towel}?env=preview`;
    expect((await openShop.owner.patch(path, { field: 'description', value: 'Soft.' })).status).toBe(200);
    expect(await buyOne(eve, towel)).toMatchObject(refusedAsUntrusted);
    // The owner's untouched products and the app's own still sell.
    expect((await buyOne(eve, openShop.products['Blue mug'])).status).toBe(201);
    const stocked = await eve.call('POST', '/functions/stock', {});
    expect(stocked.status).toBe(200);
    expect((await buyOne(eve, stocked.body.id)).status).toBe(201);
  });

  it('honours a locked products collection: the owner’s Database tab sells, visitors cannot write', async () => {
    const eve = await shopB.visitor();
    expect((await eve.add('products', { name: 'Mug', price: 0.01 })).status).toBe(403);
    const towel = shopB.products['Tea towel'];
    expect((await eve.call('PATCH', `/collections/products/records/${towel}`, { price: 0.01 })).status).toBe(403);
    const added = await shopB.owner.post(
      `/api/projects/${shopB.projectId}/data/collections/products/records?env=preview`,
      {
        name: 'Teapot',
        price: 30,
      },
    );
    expect(added.status).toBe(201);
    const bought = await buyOne(eve, (await added.json()).id);
    expect(bought.status).toBe(201);
    expect((await eve.call('GET', `/payments/orders/${bought.body.orderId}`)).body.amountTotal).toBe(3000);
  });

  it('trusts products written before writers were kept only while the rules lock them', async () => {
    const eve = await openShop.visitor();
    const older = [shopB.products['Gift card'], openShop.products['Gift card']] as string[];
    for (const id of older) {
      await server.deps.db.update(cloudRecords).set({ writtenBy: 'unknown' }).where(eq(cloudRecords.id, id));
    }
    expect((await buyOne(await shopB.visitor(), older[0])).status).toBe(201);
    expect(await buyOne(eve, older[1])).toMatchObject(refusedAsUntrusted);
  });

  it('has the deploy review call open products of an app that takes payments critical, and block it', async () => {
    const review = async (shop: ShopApp) =>
      (await (await shop.owner.get(`/api/projects/${shop.projectId}/deployments/review`)).json()) as ReviewResult;
    const open = await review(openShop);
    const prices = open.findings.filter((f) => f.title.includes('set their own prices'));
    expect(prices).toEqual([
      expect.objectContaining({
        severity: 'critical',
        file: 'cloud.json',
        fix: expect.stringMatching(/"create" and "update" for "products" to "none"/),
      }),
    ]);
    expect(prices[0]?.title).toMatch(/src\/buy\.ts, line 2.*can add and change the "products"/);
    expect((await openShop.owner.post(`/api/projects/${openShop.projectId}/deployments`, {})).status).toBe(409);
    const locked = await review(shopB);
    expect(locked.findings.filter((f) => f.title.includes('set their own prices'))).toEqual([]);
  });
});
