import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudApp } from '../../src/server/apps/cloud/test-utils';
import { cloudRecords, cloudUsage } from '../../src/server/db/schema';
import { CloudVisitor } from '../support/cloud-client';
import { sampleProducts, shopRules } from '../support/shop-app';
import { startTestServer, type TestServer } from '../support/test-server';

// cloud.json's `seed`: a generated shop has its products in each environment without anyone
// typing them, once; what the owner does with them afterwards is never undone.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
}, 120_000);
afterAll(() => server.close());

const count = async (projectId: string, environment: 'preview' | 'live' = 'preview') =>
  server.deps.db.$count(
    cloudRecords,
    and(
      eq(cloudRecords.projectId, projectId),
      eq(cloudRecords.environment, environment),
      eq(cloudRecords.collection, 'products'),
    ),
  );

describe('seeding from cloud.json', { timeout: 90_000 }, () => {
  it('fills an empty collection once, in the seed’s order, as the owner’s records, counted in usage', async () => {
    const app = await cloudApp(server);
    expect((await app.setRules(shopRules())).status).toBe('ok');
    // Many first visitors at once: one of them seeds, the others find it done.
    const visitors = Array.from({ length: 6 }, () => new CloudVisitor(server.url, app.previewOrigin));
    const lists = await Promise.all(visitors.map((v) => v.list('products')));
    expect(lists.map((l) => l.status)).toEqual(Array(6).fill(200));
    expect(await count(app.projectId)).toBe(sampleProducts.length);
    const { items } = (await visitors[0]?.list('products'))?.body ?? { items: [] };
    expect(items.map((item) => item.name)).toEqual(sampleProducts.map((p) => p.name));
    expect(items[0]).toMatchObject({ price: 12.99, description: 'Holds a large tea.', mine: false });

    const { token } = await (await app.owner.get(`/api/projects/${app.projectId}/preview`)).json();
    const owner = new CloudVisitor(server.url, app.previewOrigin, null, { 'x-shipwright-grant': token });
    expect((await owner.list('products')).body.items.every((item) => item.mine === true)).toBe(true);
    const [usage] = await server.deps.db.select().from(cloudUsage).where(eq(cloudUsage.projectId, app.projectId));
    expect(usage?.records).toBeGreaterThanOrEqual(sampleProducts.length);
  });

  it('never undoes the owner’s edits: deleted products stay deleted through later builds', async () => {
    const app = await cloudApp(server);
    await app.setRules(shopRules());
    const visitor = new CloudVisitor(server.url, app.previewOrigin);
    const { items } = (await visitor.list('products')).body;
    const path = `/api/projects/${app.projectId}/data/collections/products/records`;
    for (const item of items) expect((await app.owner.delete(`${path}/${item.id}?env=preview`)).status).toBe(200);
    expect((await visitor.list('products')).body.items).toEqual([]);
    // A new build whose seed changed does not bring them back either.
    await app.setRules(shopRules({}, [{ name: 'Green mug', price: 11 }]));
    expect((await visitor.list('products')).body.items).toEqual([]);
    expect(await count(app.projectId)).toBe(0);
  });

  it('seeds a collection that was empty when a later build brought its seed, and leaves one with data alone', async () => {
    const app = await cloudApp(server);
    await app.setRules({ collections: { products: { read: 'public', create: 'public' } } });
    const visitor = await app.visitor();
    await visitor.add('products', { name: 'Hand-made', price: 3 });
    expect(await count(app.projectId)).toBe(1);
    await app.setRules({
      collections: { products: { read: 'public' }, faq: { read: 'public' } },
      seed: { products: sampleProducts, faq: [{ question: 'Shipping?', answer: 'Free.' }] },
    });
    expect((await visitor.list('faq')).body.items).toMatchObject([{ question: 'Shipping?', answer: 'Free.' }]);
    expect((await visitor.list('products')).body.items.map((item) => item.name)).toEqual(['Hand-made']);
  });

  it('seeds the live app apart from the preview', async () => {
    const app = await cloudApp(server);
    await app.setRules(shopRules());
    await new CloudVisitor(server.url, app.previewOrigin).list('products');
    const liveOrigin = await app.deploy();
    expect(await count(app.projectId, 'live')).toBe(0);
    const live = new CloudVisitor(server.url, liveOrigin);
    expect((await live.list('products')).body.items).toHaveLength(sampleProducts.length);
    expect(await count(app.projectId, 'live')).toBe(sampleProducts.length);
    expect(await count(app.projectId, 'preview')).toBe(sampleProducts.length);
  });

  it('fails the build for a seed that is not App Cloud data, or that makes orders up', async () => {
    const app = await cloudApp(server);
    const problem = async (seed: unknown) => {
      const build = await app.setRules({ collections: {}, seed });
      expect(build.status).toBe('failed');
      return build.problems[0]?.message ?? '';
    };
    expect(await problem({ orders: [{ status: 'paid', amountTotal: 100 }] })).toMatch(/cannot be seeded/);
    expect(await problem({ Products: [{ name: 'x' }] })).toMatch(/seed\.Products/);
    expect(await problem({ products: ['a string'] })).toMatch(/JSON object/);
    expect(await problem({ products: Array(201).fill({ name: 'x', price: 1 }) })).toMatch(/at most 200/);
    expect(await problem({ products: [{ name: 'x'.repeat(70_000), price: 1 }] })).toMatch(/at most 64 KB/);
    const poisoned = '{"collections":{},"seed":{"products":[{"__proto__":{"admin":true}}]}}';
    expect((await app.setRules(poisoned)).problems[0]?.message).toMatch(/__proto__/);
  });
});
