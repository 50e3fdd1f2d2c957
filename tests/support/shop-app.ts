import { type CloudApp, cloudApp } from '../../src/server/apps/cloud/test-utils';
import { requestOnHost } from './app-host';
import type { AuthSession } from './auth-session';
import type { CloudVisitor } from './cloud-client';
import type { TestServer } from './test-server';

/** A shop's products as cloud.json seeds them: prices in major units, as the owner types them. */
export const sampleProducts = [
  { name: 'Blue mug', price: 12.99, description: 'Holds a large tea.' },
  { name: 'Tea towel', price: 8.5 },
  { name: 'Gift card', price: 25, currency: 'usd' },
];

/** Who may do what in a shop: anyone reads the products, nobody changes them through the app. */
export const shopRules = (extra: Record<string, unknown> = {}, seed: unknown[] = sampleProducts) => ({
  collections: { products: { read: 'public', create: 'none', update: 'none', delete: 'none' }, ...extra },
  seed: { products: seed },
});

export interface ShopApp extends CloudApp {
  /** The seeded products' record ids, by name. */
  products: Record<string, string>;
}

/** A generated app selling `seed` (the sample products unless given), with its products' ids. */
export async function shopApp(
  server: TestServer,
  options: {
    collections?: Record<string, unknown>;
    seed?: unknown[];
    account?: { browser: AuthSession; email: string };
  } = {},
): Promise<ShopApp> {
  const app = await cloudApp(server, 'A habit tracker', options.account);
  const build = await app.setRules(shopRules(options.collections, options.seed));
  if (build.status !== 'ok') throw new Error(`the shop did not build: ${JSON.stringify(build.problems)}`);
  const visitor = await app.visitor();
  const listed = await visitor.list('products', { limit: 100 });
  const products = Object.fromEntries(listed.body.items.map((item) => [item.name, item.id]));
  return { ...app, products };
}

/** The owner connects their own Stripe key in Integrations, as the Integrations page does. */
export async function connectStripe(app: Pick<CloudApp, 'owner'>, apiKey: string) {
  const res = await app.owner.post('/api/functions/manage-integrations/save', { integrationId: 'stripe', apiKey });
  if (res.status !== 200) throw new Error(`saving the Stripe key answered ${res.status}`);
}

/** A browser following an absolute URL on an app's host (the sandbox checkout's address). */
export function openOnHost(server: TestServer, url: string, method = 'GET', headers: Record<string, string> = {}) {
  const { origin, pathname, search } = new URL(url);
  return requestOnHost(server.url, origin, `${pathname}${search}`, { method, headers });
}

/** Starts a checkout as `visitor`; the body is sent as given, as a browser could change it. */
export const checkout = (visitor: CloudVisitor, body: unknown) => visitor.call('POST', '/payments/checkout', body);

/** One order as the app's records API shows it to `visitor` (404 when not theirs). */
export const orderRecord = (visitor: CloudVisitor, id: string) =>
  visitor.call('GET', `/collections/orders/records/${id}`);
