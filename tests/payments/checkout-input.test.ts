import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CloudVisitor } from '../support/cloud-client';
import { checkout, type ShopApp, sampleProducts, shopApp } from '../support/shop-app';
import { startTestServer, type TestServer } from '../support/test-server';

// What a checkout accepts: product ids and quantities, and paths of the app. Prices come from the
// products' records; a product that cannot be sold is refused with a message fit to show.

let server: TestServer;
let shop: ShopApp;
let buyer: CloudVisitor;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
  shop = await shopApp(server, {
    seed: [
      ...sampleProducts,
      { name: 'Free sample', price: 0 },
      { name: 'Mystery box', price: '12.99' },
      { name: 'Unpriced poster' },
      { name: '   ', price: 4 },
      { name: 'Paris mug', price: 14, currency: 'eur' },
      { name: 'Tokyo mug', price: 1500, currency: 'JPY' },
      { name: 'Odd currency', price: 3, currency: 'dollars' },
      { name: 'Sailing boat', price: 600_000 },
    ],
  });
  buyer = await shop.visitor();
}, 120_000);
afterAll(() => server.close());

const one = (name: string, quantity = 1) => ({ product: shop.products[name] ?? name, quantity });
const refusal = async (body: unknown) => {
  const res = await checkout(buyer, body);
  return { status: res.status, code: res.body.error?.code, message: res.body.error?.message as string };
};

describe('a checkout’s input', { timeout: 60_000 }, () => {
  it('refuses any price or amount the browser sends, at any level', async () => {
    const mug = shop.products['Blue mug'];
    for (const body of [
      { items: [{ product: mug, quantity: 1, price: 0.01 }] },
      { items: [{ product: mug, quantity: 1, unit_amount: 1 }] },
      { items: [{ product: mug, quantity: 1, unitAmount: 1 }] },
      { items: [{ product: mug, quantity: 1 }], amount: 1 },
      { items: [{ product: mug, quantity: 1 }], amountTotal: 1 },
      { items: [{ product: mug, quantity: 1 }], currency: 'jpy' },
      { items: [{ product: mug, quantity: 1, price_data: { unit_amount: 1 } }] },
    ]) {
      expect(await refusal(body)).toMatchObject({ status: 400, code: 'invalid_input' });
    }
    expect((await buyer.list('orders')).body.items).toEqual([]);
  });

  it('takes 1 to 99 of each of 1 to 50 products', async () => {
    for (const items of [
      [],
      [one('Blue mug', 0)],
      [one('Blue mug', 100)],
      [one('Blue mug', 1.5)],
      Array(51).fill(one('Blue mug')),
    ]) {
      expect((await refusal({ items })).status).toBe(400);
    }
    expect((await checkout(buyer, { items: [one('Blue mug', 99)] })).status).toBe(201);
  });

  it('comes back only to paths of this app', async () => {
    for (const successPath of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      'thanks',
      '/ x',
      `/${'a'.repeat(500)}`,
    ]) {
      expect(await refusal({ items: [one('Blue mug')], successPath })).toMatchObject({
        status: 400,
        code: 'invalid_input',
      });
      expect((await refusal({ items: [one('Blue mug')], cancelPath: successPath })).status).toBe(400);
    }
  });
});

describe('pricing from the products’ records', { timeout: 60_000 }, () => {
  it('refuses a product that is not in the shop, by a clear message', async () => {
    for (const product of [randomUUID(), 'not-an-id']) {
      const refused = await refusal({ items: [one('Blue mug'), { product, quantity: 1 }] });
      expect(refused).toMatchObject({ status: 400, code: 'product_not_found' });
      expect(refused.message).toMatch(/is not in this shop any more/);
    }
    // A record of another collection is no product.
    const note = await buyer.add('notes', { name: 'Cheap', price: 0.01 });
    expect(await refusal({ items: [{ product: note.body.id, quantity: 1 }] })).toMatchObject({
      code: 'product_not_found',
    });
  });

  it('refuses a product without a positive price, or without a name', async () => {
    for (const name of ['Free sample', 'Mystery box', 'Unpriced poster', 'Odd currency']) {
      const refused = await refusal({ items: [one(name)] });
      expect(refused).toMatchObject({ status: 400, code: 'product_unpriced' });
      expect(refused.message).toContain(name);
    }
    const unnamed = shop.products['   '];
    expect(await refusal({ items: [{ product: unnamed, quantity: 1 }] })).toMatchObject({ code: 'product_unpriced' });
  });

  it('refuses products in different currencies together, and an order too large for one checkout', async () => {
    expect(await refusal({ items: [one('Blue mug'), one('Paris mug')] })).toMatchObject({
      status: 400,
      code: 'mixed_currencies',
    });
    expect(await refusal({ items: [one('Sailing boat', 2)] })).toMatchObject({ status: 400, code: 'amount_too_large' });
  });

  it('counts a currency without cents in whole units', async () => {
    const res = await checkout(buyer, { items: [one('Tokyo mug', 2)] });
    expect(res.status).toBe(201);
    const order = (await buyer.call('GET', `/payments/orders/${res.body.orderId}`)).body;
    expect(order).toMatchObject({ currency: 'jpy', amountTotal: 3000, items: [{ unitAmount: 1500, quantity: 2 }] });
  });

  it('uses the price in the database, whatever the visitor tried to change', async () => {
    const patched = await buyer.call('PATCH', `/collections/products/records/${shop.products['Blue mug']}`, {
      price: 0.01,
    });
    expect(patched.status).toBe(403);
    const res = await checkout(buyer, { items: [one('Blue mug', 3)] });
    const order = (await buyer.call('GET', `/payments/orders/${res.body.orderId}`)).body;
    expect(order.amountTotal).toBe(3897);
  });
});
