import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import { type CheckoutInput, paymentErrorCodes, paymentTexts } from '../../../shared/app-services/payments';
import { openProductWrites } from '../../../shared/cloud/rules';
import { ApiError } from '../../http/api-error';
import type { CloudCaller } from './cloud-access';
import {
  createOrder,
  dropOrder,
  findOrder,
  moveOrder,
  noteOrder,
  type OrderDeps,
  type OrderRow,
  statusOf,
} from './payments-orders';
import { priceItems } from './payments-products';
import { sandboxToken } from './payments-sandbox';
import {
  ensureWebhookEndpoint,
  ownerStripeKey,
  type PaymentScope,
  paymentsFailed,
  type StripeDeps,
  sessionOutcome,
  stripeWithKey,
} from './payments-stripe';
import { recordView } from './record-view';

export type PaymentDeps = StripeDeps & OrderDeps;

export const paymentsPath = '/_cloud/v1/payments';

/** Where the buyer comes back to: a path of this app, told which order it was. */
export function returnUrl(origin: string, path: string, orderId: string) {
  const url = new URL(path, origin);
  // The schema keeps paths on this host; this is the last word on it.
  if (url.origin !== origin) throw new ApiError(400, 'invalid_input', 'Return paths must stay on this app.');
  url.searchParams.set('order', orderId);
  return url;
}

/** An order as its buyer (and the app) reads it. */
export const orderView = (row: OrderRow) => ({ ...recordView(row), mine: true });

/**
 * The key a checkout in this environment may use: a live key takes real money, so the preview,
 * where the owner tries things out, uses the sandbox instead; a test key works in both.
 */
const keyFor = (environment: PaymentScope['environment'], key: string | null) =>
  environment === 'preview' && key?.startsWith('sk_live_') ? null : key;

/**
 * Starts a checkout for the caller: priced from the app's products, recorded as a pending order
 * of theirs, then paid through the owner's Stripe account or, without one, the sandbox on this host.
 */
export async function startCheckout(deps: PaymentDeps, caller: CloudCaller, input: CheckoutInput, origin: string) {
  const buyer = caller.identity;
  if (!buyer) throw new ApiError(401, 'identity_required', paymentTexts.identityRequired);
  const scope: PaymentScope = { projectId: caller.projectId, environment: caller.environment };
  const productsLocked = openProductWrites(caller.rules).length === 0;
  const priced = await priceItems(deps.db, { ...scope, productsLocked }, input.items);
  const key = keyFor(caller.environment, await ownerStripeKey(deps, caller.ownerId));
  const orderId = randomUUID();
  const successUrl = returnUrl(origin, input.successPath, orderId).href;
  const cancelUrl = returnUrl(origin, input.cancelPath, orderId).href;
  const data = {
    status: 'pending',
    items: priced.lines,
    currency: priced.currency,
    amountTotal: priced.amountTotal,
    provider: key ? 'stripe' : 'sandbox',
    sessionId: null,
    successPath: input.successPath,
    cancelPath: input.cancelPath,
  };
  await createOrder(deps, { ...scope, limits: caller.limits }, { id: orderId, buyerId: buyer.id, data });
  if (!key) return { orderId, url: `${origin}${paymentsPath}/sandbox/${sandboxToken(deps.env, scope, orderId)}` };
  let session: Stripe.Checkout.Session;
  try {
    const stripe = stripeWithKey(deps.env, key);
    await ensureWebhookEndpoint(deps, stripe, scope, key, `${origin}${paymentsPath}/webhook`);
    const metadata = { orderId, projectId: scope.projectId, environment: scope.environment };
    session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: priced.lines.map((line) => ({
          quantity: line.quantity,
          price_data: { currency: priced.currency, unit_amount: line.unitAmount, product_data: { name: line.name } },
        })),
        client_reference_id: orderId,
        metadata,
        // Refunds arrive as charge events: the payment intent carries whose order it was.
        payment_intent_data: { metadata },
        ...(buyer.kind === 'user' && buyer.email ? { customer_email: buyer.email } : {}),
        success_url: successUrl,
        cancel_url: cancelUrl,
      },
      { idempotencyKey: `app-checkout-${orderId}` },
    );
    if (!session.url) throw new Error('Stripe made a Checkout session without a URL');
  } catch (error) {
    await dropOrder(deps, scope, orderId);
    deps.logger.warn('app payments: Stripe refused a checkout', { projectId: scope.projectId, error: String(error) });
    throw error instanceof ApiError ? error : paymentsFailed();
  }
  await noteOrder(deps, scope, orderId, { sessionId: session.id });
  return { orderId, url: session.url };
}

/**
 * The caller's own order. A Stripe order still pending asks Stripe first, so the success page
 * shows it paid even where Stripe's webhooks cannot reach this server (a laptop).
 */
export async function buyersOrder(deps: PaymentDeps, caller: CloudCaller, id: string) {
  const scope: PaymentScope = { projectId: caller.projectId, environment: caller.environment };
  const row = await findOrder(deps.db, scope, { id });
  if (!row || !caller.identity || row.ownerId !== caller.identity.id) {
    throw new ApiError(404, paymentErrorCodes.orderNotFound, paymentTexts.orderNotFound);
  }
  const sessionId = row.data.sessionId;
  if (statusOf(row) !== 'pending' || row.data.provider !== 'stripe' || typeof sessionId !== 'string') {
    return orderView(row);
  }
  try {
    const key = await ownerStripeKey(deps, caller.ownerId);
    if (!key) return orderView(row);
    const session = await stripeWithKey(deps.env, key).checkout.sessions.retrieve(sessionId);
    const outcome = sessionOutcome(session);
    if (!outcome || session.metadata?.orderId !== row.id) return orderView(row);
    const moved = await moveOrder(deps, scope, row.id, outcome.status, outcome.facts);
    return orderView(moved ?? row);
  } catch (error) {
    // The order as it stands is still the right answer; the webhook will move it.
    deps.logger.warn('app payments: could not ask Stripe about an order', { orderId: row.id, error: String(error) });
    return orderView(row);
  }
}
