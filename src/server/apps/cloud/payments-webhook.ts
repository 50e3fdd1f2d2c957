import Stripe from 'stripe';
import { paymentTexts } from '../../../shared/app-services/payments';
import { ApiError } from '../../http/api-error';
import { findOrder, moveOrder, noteOrder, type OrderDeps, type OrderRow } from './payments-orders';
import { endpointSecret, type PaymentScope, type StripeDeps, sessionOutcome } from './payments-stripe';

/** Stripe's own tolerance: a signature older than this is a replay, not a delivery. */
const toleranceSeconds = 300;

/** Stripe's library checks only a signature's age; one dated in the future must not pass for as long as it lies ahead. */
function signedTooFarAhead(signature: string, nowSeconds = Date.now() / 1000) {
  const stamp = /(?:^|,)\s*t=(\d+)/.exec(signature)?.[1];
  return stamp !== undefined && Number(stamp) > nowSeconds + toleranceSeconds;
}

/** The event, when this app environment's endpoint signed it; else a 400 and nothing changes. */
async function verified(deps: StripeDeps, scope: PaymentScope, raw: Buffer, signature: string) {
  const secret = await endpointSecret(deps, scope);
  if (!secret) throw new ApiError(404, 'not_found', paymentTexts.notConfigured);
  try {
    if (signedTooFarAhead(signature)) throw new Error('Timestamp is ahead of the tolerance zone');
    return await Stripe.webhooks.constructEventAsync(raw, signature, secret, toleranceSeconds);
  } catch (error) {
    deps.logger.warn('app payments: webhook refused', { projectId: scope.projectId, reason: (error as Error).message });
    throw new ApiError(400, 'invalid_signature', paymentTexts.invalidSignature);
  }
}

/**
 * The order a Checkout session is about, only when it is this app environment's: every endpoint
 * of an owner's account hears about all their sales, their other apps' included.
 */
async function orderOfSession(db: OrderDeps['db'], scope: PaymentScope, session: Stripe.Checkout.Session) {
  const { orderId, projectId, environment } = session.metadata ?? {};
  if (!orderId || projectId !== scope.projectId || environment !== scope.environment) return null;
  const row = await findOrder(db, scope, { id: orderId });
  // Null only if noting the session failed after Stripe made it: the payment must still count.
  const sessionId = row?.data.sessionId;
  return row?.data.provider === 'stripe' && (sessionId === session.id || sessionId === null) ? row : null;
}

type Outcome = {
  order: OrderRow | null;
  status: 'paid' | 'failed' | 'expired' | 'refunded';
  facts: Record<string, unknown>;
} | null;

async function outcomeOf(deps: OrderDeps, scope: PaymentScope, event: Stripe.Event): Promise<Outcome> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const outcome = sessionOutcome(session);
      const status = outcome?.status;
      if (status !== 'paid' && status !== 'expired') return null;
      return { order: await orderOfSession(deps.db, scope, session), status, facts: outcome?.facts ?? {} };
    }
    case 'checkout.session.async_payment_failed':
      return { order: await orderOfSession(deps.db, scope, event.data.object), status: 'failed', facts: {} };
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentIntent =
        typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
      if (!paymentIntent) return null;
      const order = await findOrder(deps.db, scope, { data: { paymentIntent } });
      if (!charge.refunded) {
        // Part of it came back: the order stays paid, and says how much was returned.
        if (order) await noteOrder(deps, scope, order.id, { amountRefunded: charge.amount_refunded });
        return null;
      }
      return { order, status: 'refunded', facts: { amountRefunded: charge.amount_refunded } };
    }
    default:
      return null;
  }
}

/**
 * A delivery to the app environment's endpoint: verified against its own signing secret, then
 * applied to the order it names. Stripe delivers again until it gets a 2xx and may repeat or
 * reorder events; an order only ever takes a step it can take, so each is applied at most once.
 */
export async function receiveStripeEvent(
  deps: StripeDeps & OrderDeps,
  scope: PaymentScope,
  raw: Buffer,
  signature: string,
) {
  const event = await verified(deps, scope, raw, signature);
  const outcome = await outcomeOf(deps, scope, event);
  if (!outcome?.order) return { received: true, changed: false };
  const before = outcome.order.data.status;
  const after = await moveOrder(deps, scope, outcome.order.id, outcome.status, { ...outcome.facts });
  deps.logger.info('app payments: webhook', { id: event.id, type: event.type, orderId: outcome.order.id });
  return { received: true, changed: after?.data.status !== before };
}
