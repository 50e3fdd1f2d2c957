import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudRecords } from '../../src/server/db/schema';
import type { ReviewResult } from '../../src/shared/security-review';
import type { CloudVisitor } from '../support/cloud-client';
import { checkout, type ShopApp, shopApp, shopRules } from '../support/shop-app';
import { startTestServer, type TestServer } from '../support/test-server';

// Prices in generated apps' checkouts, as a visitor who wants their own would try: adding a
// product at their price, changing the owner's, and an app whose rules let them (ADR 0036).

let server: TestServer;
let lockedShop: ShopApp;
beforeAll(async () => {
  server = await startTestServer();
  lockedShop = await shopApp(server);
}, 120_000);
afterAll(() => server.close());

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
    await lockedShop.addFiles({ 'src/buy.ts': buyButton });
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
    const eve = await lockedShop.visitor();
    expect((await eve.add('products', { name: 'Mug', price: 0.01 })).status).toBe(403);
    const towel = lockedShop.products['Tea towel'];
    expect((await eve.call('PATCH', `/collections/products/records/${towel}`, { price: 0.01 })).status).toBe(403);
    const added = await lockedShop.owner.post(
      `/api/projects/${lockedShop.projectId}/data/collections/products/records?env=preview`,
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
    const older = [lockedShop.products['Gift card'], openShop.products['Gift card']] as string[];
    for (const id of older) {
      await server.deps.db.update(cloudRecords).set({ writtenBy: 'unknown' }).where(eq(cloudRecords.id, id));
    }
    expect((await buyOne(await lockedShop.visitor(), older[0])).status).toBe(201);
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
    const locked = await review(lockedShop);
    expect(locked.findings.filter((f) => f.title.includes('set their own prices'))).toEqual([]);
  });
});
