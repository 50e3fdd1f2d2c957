import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { fakeStripePayments } from './fake-stripe-payments';
import { fakeStripeSubscriptions } from './fake-stripe-subscriptions';

export const fakeStripeKeys = { secretKey: 'sk_test_fake_shipwright', webhookSecret: 'whsec_fake_shipwright' };

/** The server settings that point the Stripe SDK at a fake on 127.0.0.1:`port`. */
export const fakeStripeEnv = (port: number) => ({
  STRIPE_SECRET_KEY: fakeStripeKeys.secretKey,
  STRIPE_WEBHOOK_SECRET: fakeStripeKeys.webhookSecret,
  STRIPE_API_HOST: '127.0.0.1',
  STRIPE_API_PORT: String(port),
  STRIPE_API_PROTOCOL: 'http',
});

type Params = Record<string, unknown>;

/** Stripe's form encoding (a[b][0][c]=1) back into nested objects and arrays. */
export function parseStripeForm(body: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else {
        node[part] ??= /^\d+$/.test(parts[i + 1] ?? '') ? [] : {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  return root;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => resolve(data));
  });

/**
 * Stripe's HTTP API on 127.0.0.1, just what Shipwright calls: customers (list by e-mail, create),
 * Checkout sessions (create, retrieve), billing portal sessions, subscriptions (retrieve, update
 * quantities: fake-stripe-subscriptions.ts) and,
 * for apps' payments, webhook endpoints (fake-stripe-payments.ts). `completeCheckout` plays the
 * buyer paying: it makes the subscription a real Checkout would. Accepts the platform's key and
 * any key a test lets in (`acceptKey`, an app owner's); a POST repeated with its idempotency key
 * answers what the first did, as Stripe does.
 */
export async function startFakeStripeServer() {
  const customers: Stripe.Customer[] = [];
  const sessions = new Map<string, Params>();
  const subscriptionsById = new Map<string, Stripe.Subscription>();
  const requests: Array<{ method: string; path: string; params: Params; key: string }> = [];
  const keys = new Set([fakeStripeKeys.secretKey]);
  const replies = new Map<string, { status: number; body: unknown }>();
  let serial = 0;
  const nextId = (prefix: string) => `${prefix}_fake${++serial}${randomUUID().slice(0, 8)}`;
  const payments = fakeStripePayments(nextId, sessions);
  const { handleSubscriptions, ...subscriptionControls } = fakeStripeSubscriptions(subscriptionsById);

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const params = req.method === 'GET' ? Object.fromEntries(url.searchParams) : parseStripeForm(await readBody(req));
    const key = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    requests.push({ method: req.method ?? '', path: url.pathname, params, key });
    const idempotency = req.method === 'POST' ? req.headers['idempotency-key'] : undefined;
    const replay = idempotency ? replies.get(`${key}:${idempotency}`) : undefined;
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      if (idempotency && !replay) replies.set(`${key}:${idempotency}`, { status, body });
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    if (replay) return json(replay.status, replay.body);
    if (!keys.has(key)) {
      return json(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    const route = `${req.method} ${url.pathname}`;
    const answer = payments.handle(route, params, key);
    if (answer) return json(answer.status, answer.body);
    const subscription = handleSubscriptions(route, params);
    if (subscription) return json(subscription.status, subscription.body, subscription.headers);
    if (route === 'GET /v1/customers') {
      const data = customers.filter((c) => c.email === params.email).slice(0, Number(params.limit ?? 10));
      return json(200, { object: 'list', data, has_more: false, url: '/v1/customers' });
    }
    if (route === 'POST /v1/customers') {
      const customer = { id: nextId('cus'), object: 'customer', email: params.email, metadata: params.metadata ?? {} };
      customers.push(customer as unknown as Stripe.Customer);
      return json(200, customer);
    }
    if (route === 'POST /v1/checkout/sessions') {
      const id = nextId('cs_test');
      const session = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        ...payments.paymentFields(params),
        ...params,
      };
      sessions.set(id, session);
      return json(200, session);
    }
    if (route === 'POST /v1/billing_portal/sessions') {
      return json(200, {
        id: nextId('bps'),
        object: 'billing_portal.session',
        url: 'https://billing.stripe.test/p/session',
        ...params,
      });
    }
    return json(404, { error: { type: 'invalid_request_error', message: `No such route or object: ${route}` } });
  };

  const server: Server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  /** The subscription a paid Checkout session makes, in the shape of Stripe's API. */
  function completeCheckout(sessionId: string, status: Stripe.Subscription.Status = 'trialing') {
    const session = sessions.get(sessionId) as Params & {
      customer: string;
      line_items: Array<{ quantity: string; price_data: { recurring: { interval: string }; unit_amount: string } }>;
      subscription_data: { metadata: Record<string, string>; trial_period_days?: string };
    };
    if (!session) throw new Error(`no checkout session ${sessionId}`);
    const now = Math.floor(Date.now() / 1000);
    const interval = session.line_items[0]?.price_data.recurring.interval ?? 'month';
    const periodEnd = now + (interval === 'year' ? 365 : 30) * 86_400;
    const trialEnd = session.subscription_data.trial_period_days ? now + 14 * 86_400 : null;
    const subscription = {
      id: nextId('sub'),
      object: 'subscription',
      customer: session.customer,
      status,
      metadata: session.subscription_data.metadata,
      cancel_at_period_end: false,
      trial_end: trialEnd,
      items: {
        object: 'list',
        data: session.line_items.map((line) => ({
          id: nextId('si'),
          quantity: Number(line.quantity),
          current_period_end: trialEnd ?? periodEnd,
          price: { recurring: { interval }, unit_amount: Number(line.price_data.unit_amount) },
        })),
      },
    } as unknown as Stripe.Subscription;
    subscriptionsById.set(subscription.id, subscription);
    (session as Params).subscription = subscription.id;
    return { session: session as unknown as Stripe.Checkout.Session, subscription };
  }

  return {
    port,
    env: fakeStripeEnv(port),
    requests,
    customers,
    sessions,
    subscriptions: subscriptionsById,
    completeCheckout,
    ...payments,
    ...subscriptionControls,
    /** Lets an account's key in (an app owner's); any other key is refused as Stripe refuses a revoked one. */
    acceptKey: (key: string) => keys.add(key),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripeServer>>;

/** A webhook delivery as Stripe signs it; `timestamp` (seconds) lets a test send a stale one. */
export function signedStripeEvent(
  type: string,
  object: unknown,
  options: { id?: string; created?: number; timestamp?: number; secret?: string } = {},
) {
  const created = options.created ?? Math.floor(Date.now() / 1000);
  const payload = JSON.stringify({
    id: options.id ?? `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type,
    created,
    data: { object },
  });
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? fakeStripeKeys.webhookSecret,
    timestamp: options.timestamp,
  });
  return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': header } };
}
