import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudRecords } from '../../src/server/db/schema';
import { CloudVisitor } from '../support/cloud-client';
import { checkout, openOnHost, orderRecord, type ShopApp, shopApp } from '../support/shop-app';
import { startTestServer, type TestServer } from '../support/test-server';

// Without Stripe, a shop works end to end on the app's own host: a checkout priced from the
// app's products, a test page that pays or cancels, and orders each buyer reads their own of.

let server: TestServer;
let shop: ShopApp;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
  shop = await shopApp(server, {
    collections: { orders: { read: 'public', create: 'public', update: 'public', delete: 'public' } },
  });
}, 120_000);
afterAll(() => server.close());

const sandboxPath = /^\/_cloud\/v1\/payments\/sandbox\/[\w.-]{40,}$/;

describe('the sandbox checkout', { timeout: 60_000 }, () => {
  it('prices the order from the products’ records and records it pending, the buyer’s', async () => {
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
    const url = new URL(res.body.url);
    expect(url.origin).toBe(shop.previewOrigin);
    expect(url.pathname).toMatch(sandboxPath);
    const order = (await orderRecord(buyer, res.body.orderId)).body;
    expect(order).toMatchObject({
      id: res.body.orderId,
      status: 'pending',
      provider: 'sandbox',
      currency: 'usd',
      amountTotal: 2 * 1299 + 850,
      items: [
        { product: shop.products['Blue mug'], name: 'Blue mug', quantity: 2, unitAmount: 1299 },
        { product: shop.products['Tea towel'], name: 'Tea towel', quantity: 1, unitAmount: 850 },
      ],
      successPath: '/thanks',
      cancelPath: '/cart',
      mine: true,
    });
  });

  it('shows a test page on the app’s host, and Pay marks the order paid and goes to the success path', async () => {
    const buyer = await shop.visitor();
    const started = await checkout(buyer, {
      items: [{ product: shop.products['Gift card'], quantity: 1 }],
      successPath: '/thanks?from=shop#top',
    });
    const page = await openOnHost(server, started.body.url);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('Test checkout — no real payment is taken.');
    expect(page.text).toContain('Gift card');
    expect(page.text).toContain('Pay $25.00');
    expect(page.text).not.toContain('<script');
    expect(page.headers['content-security-policy']).toMatch(/default-src 'none'.*form-action 'self'/);
    expect(page.headers['referrer-policy']).toBe('no-referrer');

    const paid = await openOnHost(server, `${started.body.url}/pay`, 'POST', { origin: shop.previewOrigin });
    expect(paid.status).toBe(303);
    expect(paid.headers.location).toBe(`/thanks?from=shop&order=${started.body.orderId}#top`);
    const order = await buyer.call('GET', `/payments/orders/${started.body.orderId}`);
    expect(order.status).toBe(200);
    expect(order.body).toMatchObject({ status: 'paid', amountTotal: 2500, provider: 'sandbox' });
    expect(Date.now() - Date.parse(order.body.paidAt)).toBeLessThan(60_000);

    // The link is spent: it shows the order is finished and pays nothing again.
    const again = await openOnHost(server, started.body.url);
    expect(again.status).toBe(409);
    expect(again.text).toContain('This checkout is finished');
    expect((await openOnHost(server, `${started.body.url}/cancel`, 'POST')).status).toBe(409);
    expect((await buyer.call('GET', `/payments/orders/${started.body.orderId}`)).body.status).toBe('paid');
  });

  it('Cancel marks the order canceled and goes back to the cancel path', async () => {
    const buyer = await shop.visitor();
    const started = await checkout(buyer, {
      items: [{ product: shop.products['Tea towel'], quantity: 3 }],
      cancelPath: '/cart',
    });
    const canceled = await openOnHost(server, `${started.body.url}/cancel`, 'POST');
    expect(canceled.status).toBe(303);
    expect(canceled.headers.location).toBe(`/cart?order=${started.body.orderId}`);
    expect((await buyer.call('GET', `/payments/orders/${started.body.orderId}`)).body.status).toBe('canceled');
    expect((await openOnHost(server, `${started.body.url}/pay`, 'POST')).status).toBe(409);
  });

  it('expires a checkout left open for a day', async () => {
    const buyer = await shop.visitor();
    const started = await checkout(buyer, { items: [{ product: shop.products['Blue mug'], quantity: 1 }] });
    await server.deps.db
      .update(cloudRecords)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60_000) })
      .where(eq(cloudRecords.id, started.body.orderId));
    const page = await openOnHost(server, started.body.url);
    expect(page.status).toBe(409);
    expect(page.text).toContain('This checkout has expired');
    expect((await openOnHost(server, `${started.body.url}/pay`, 'POST')).status).toBe(409);
    expect((await buyer.call('GET', `/payments/orders/${started.body.orderId}`)).body.status).toBe('expired');
  });

  it('answers a link that names no checkout with a page saying so', async () => {
    const page = await openOnHost(server, `${shop.previewOrigin}/_cloud/v1/payments/sandbox/v1.not.a.checkout`);
    expect(page.status).toBe(404);
    expect(page.text).toContain('This checkout does not exist');
  });
});

describe('orders', { timeout: 60_000 }, () => {
  it('are read by their buyer only, whatever the rules say', async () => {
    const ann = await shop.visitor();
    const bob = await shop.visitor();
    const { body } = await checkout(ann, { items: [{ product: shop.products['Blue mug'], quantity: 1 }] });
    expect((await ann.call('GET', `/payments/orders/${body.orderId}`)).status).toBe(200);
    const theirs = await bob.call('GET', `/payments/orders/${body.orderId}`);
    expect([theirs.status, theirs.body.error.code]).toEqual([404, 'order_not_found']);
    expect((await orderRecord(bob, body.orderId)).status).toBe(404);
    const listed = await bob.list('orders');
    expect(listed.body.items.map((item) => item.id)).not.toContain(body.orderId);
    expect((await ann.list('orders')).body.items.map((item) => item.id)).toContain(body.orderId);
  });

  it('cannot be added, changed or deleted through the records API, even where cloud.json says public', async () => {
    const buyer = await shop.visitor();
    const { body } = await checkout(buyer, { items: [{ product: shop.products['Blue mug'], quantity: 1 }] });
    const added = await buyer.add('orders', { status: 'paid', amountTotal: 1 });
    expect([added.status, added.body.error.code]).toEqual([403, 'orders_read_only']);
    const changed = await buyer.call('PATCH', `/collections/orders/records/${body.orderId}`, { status: 'paid' });
    expect(changed.status).toBe(403);
    expect((await buyer.call('DELETE', `/collections/orders/records/${body.orderId}`)).status).toBe(403);
    expect((await orderRecord(buyer, body.orderId)).body.status).toBe('pending');
  });

  it('need an identity: a checkout without the device token is refused', async () => {
    const anonymous = new CloudVisitor(server.url, shop.previewOrigin);
    const res = await checkout(anonymous, { items: [{ product: shop.products['Blue mug'], quantity: 1 }] });
    expect([res.status, res.body.error.code]).toEqual([401, 'identity_required']);
  });
});
