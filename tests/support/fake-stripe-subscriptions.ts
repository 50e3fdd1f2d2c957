import type Stripe from 'stripe';

type Params = Record<string, unknown>;
type Answer = { status: number; body: unknown; headers?: Record<string, string> };

/** A quantity change the fake took, with the proration Stripe was asked for. */
export interface FakeSeatChange {
  subscription: string;
  item: string;
  from: number;
  to: number;
  prorationBehavior: string | undefined;
}

const missing = (what: string) => ({
  status: 404,
  body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } },
});

/**
 * Subscriptions as Stripe's API serves them: retrieve, and update of items' quantities (what a
 * seat change sends: items[0][id], items[0][quantity], proration_behavior), answering the
 * subscription as it now is. `failSubscriptionCalls` plays an incident at Stripe.
 */
export function fakeStripeSubscriptions(subscriptionsById: Map<string, Stripe.Subscription>) {
  const seatChanges: FakeSeatChange[] = [];
  let failures = 0;

  function update(sub: Stripe.Subscription, params: Params): Answer {
    const wanted = (params.items ?? []) as Array<{ id?: string; quantity?: string }>;
    const items = sub.items.data.map((item) => ({ ...item }));
    for (const change of wanted) {
      const item = items.find((i) => i.id === change.id);
      if (!item) return missing(`subscription item: '${change.id}'`);
      if (change.quantity === undefined) continue;
      const to = Number(change.quantity);
      if (to !== item.quantity) {
        seatChanges.push({
          subscription: sub.id,
          item: item.id,
          from: item.quantity ?? 1,
          to,
          prorationBehavior: params.proration_behavior as string | undefined,
        });
      }
      item.quantity = to;
    }
    const metadata = { ...sub.metadata, ...((params.metadata ?? {}) as Record<string, string>) };
    const updated = { ...sub, metadata, items: { ...sub.items, data: items } } as Stripe.Subscription;
    subscriptionsById.set(sub.id, updated);
    return { status: 200, body: updated };
  }

  /** Answers the subscription routes (null for the others). */
  function handle(route: string, params: Params): Answer | null {
    const match = /^(GET|POST) \/v1\/subscriptions\/([\w-]+)$/.exec(route);
    if (!match?.[2]) return null;
    if (failures > 0) {
      failures--;
      // Stripe says whether a retry may help; "no" keeps the SDK from retrying, so tests stay quick.
      return {
        status: 500,
        headers: { 'stripe-should-retry': 'false' },
        body: { error: { type: 'api_error', message: 'An unknown error occurred' } },
      };
    }
    const sub = subscriptionsById.get(match[2]);
    if (!sub) return missing(`subscription: '${match[2]}'`);
    return match[1] === 'GET' ? { status: 200, body: sub } : update(sub, params);
  }

  return {
    handleSubscriptions: handle,
    seatChanges,
    /** The next `count` subscription calls answer 500, as during an incident at Stripe. */
    failSubscriptionCalls: (count: number) => {
      failures = count;
    },
  };
}
