import { randomBytes, randomUUID } from 'node:crypto';
import { request } from 'node:http';
import Stripe from 'stripe';

type Params = Record<string, unknown>;
type Line = { quantity: string; price_data: { unit_amount: string; currency: string } };

/** A webhook endpoint an account made through the fake, with the secret Stripe would sign with. */
export interface FakeEndpoint {
  id: string;
  url: string;
  secret: string;
  enabled_events: string[];
  /** The secret key of the account that made it. */
  key: string;
}

/**
 * The parts of Stripe the apps' payments use (issue 33): webhook endpoints, payment-mode Checkout
 * sessions as a buyer moves through them, and signed deliveries to an endpoint's URL.
 */
export function fakeStripePayments(nextId: (prefix: string) => string, sessions: Map<string, Params>) {
  const endpoints: FakeEndpoint[] = [];

  /** What Stripe adds to a payment-mode session it creates. */
  const paymentFields = (params: Params) => {
    if (params.mode !== 'payment') return {};
    const lines = (params.line_items ?? []) as Line[];
    const total = lines.reduce((sum, l) => sum + Number(l.price_data.unit_amount) * Number(l.quantity), 0);
    return {
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
      amount_total: total,
      currency: lines[0]?.price_data.currency,
    };
  };

  /** Answers the routes it knows (null for the others). */
  function handle(route: string, params: Params, key: string): { status: number; body: unknown } | null {
    if (route === 'POST /v1/webhook_endpoints') {
      const endpoint = {
        id: nextId('we'),
        url: String(params.url),
        secret: `whsec_${randomBytes(24).toString('base64url')}`,
        enabled_events: (params.enabled_events ?? []) as string[],
        key,
      };
      endpoints.push(endpoint);
      const { key: _key, ...shown } = endpoint;
      return {
        status: 200,
        body: { object: 'webhook_endpoint', status: 'enabled', ...shown, metadata: params.metadata },
      };
    }
    const session = /^GET \/v1\/checkout\/sessions\/([\w-]+)$/.exec(route)?.[1];
    if (session && sessions.has(session)) return { status: 200, body: sessions.get(session) };
    return null;
  }

  const sessionOf = (id: string) => {
    const session = sessions.get(id);
    if (!session) throw new Error(`no checkout session ${id}`);
    return session as Params & { id: string; metadata: Record<string, string> };
  };

  /** The buyer pays (`paid`), or starts a bank payment that settles later (`unpaid`). */
  function paySession(id: string, paymentStatus: 'paid' | 'unpaid' = 'paid') {
    const session = sessionOf(id);
    Object.assign(session, { status: 'complete', payment_status: paymentStatus, payment_intent: nextId('pi') });
    return session;
  }

  function expireSession(id: string) {
    return Object.assign(sessionOf(id), { status: 'expired' });
  }

  /** The charge a refund of a paid session's payment is about. */
  const refundedCharge = (id: string, amount?: number) => {
    const session = sessionOf(id);
    const total = Number(session.amount_total);
    const refunded = amount ?? total;
    return {
      id: nextId('ch'),
      object: 'charge',
      payment_intent: session.payment_intent,
      amount: total,
      amount_refunded: refunded,
      refunded: refunded >= total,
    };
  };

  /** An event as Stripe sends it, with the signature header made with `secret`. */
  function signed(type: string, object: unknown, secret: string, timestamp?: number) {
    const payload = JSON.stringify({
      id: `evt_${randomUUID().replaceAll('-', '')}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object },
    });
    return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }) };
  }

  /**
   * Delivers an event to an endpoint's URL (on the test server: its Host is the app's), signed
   * with the endpoint's secret unless the test forges it: another secret, no signature, a body
   * changed after signing, or a time (seconds) too far from now.
   */
  async function deliver(
    endpoint: Pick<FakeEndpoint, 'url' | 'secret'>,
    type: string,
    object: unknown,
    forge: { secret?: string; unsigned?: boolean; tamper?: (payload: string) => string; timestamp?: number } = {},
  ) {
    const { payload, signature } = signed(type, object, forge.secret ?? endpoint.secret, forge.timestamp);
    const body = forge.tamper ? forge.tamper(payload) : payload;
    const url = new URL(endpoint.url);
    const headers: Record<string, string> = { host: url.host, 'content-type': 'application/json' };
    if (!forge.unsigned) headers['stripe-signature'] = signature;
    return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: url.port, path: url.pathname, method: 'POST', headers }, (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
      });
      req.on('error', reject);
      req.end(body);
    });
  }

  return { endpoints, paymentFields, handle, paySession, expireSession, refundedCharge, deliver };
}
