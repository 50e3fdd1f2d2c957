import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { type OrderStatus, paymentErrorCodes, paymentTexts } from '../../../shared/app-services/payments';
import type { Env } from '../../core/env';
import type { Logger } from '../../core/logger';
import { sha256Hex } from '../../core/sha256';
import type { Database } from '../../db/client';
import { appPaymentEndpoints, type CloudEnvironment } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { readConfig } from '../../vendors/integration-config';
import { secretBoxFor } from '../../vendors/secret-box';

export interface StripeDeps {
  db: Database;
  env: Env;
  logger: Logger;
}

export interface PaymentScope {
  projectId: string;
  environment: CloudEnvironment;
}

/** What an app's endpoint is told about: a Checkout's outcome, and refunds. */
export const appWebhookEvents = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'charge.refunded',
] as const;

/** The owner's own key, with the server's Stripe address (tests point it at a local fake). */
export function stripeWithKey(env: Env, key: string): Stripe {
  return new Stripe(key, {
    host: env.STRIPE_API_HOST,
    port: env.STRIPE_API_PORT,
    protocol: env.STRIPE_API_PROTOCOL,
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
  });
}

/** Stripe said no (a revoked key, an account that cannot charge): the buyer is told so, never the key. */
export const paymentsFailed = () => new ApiError(502, paymentErrorCodes.failed, paymentTexts.failed);

/**
 * The owner's Stripe secret key from Integrations, or null when none is connected (the sandbox
 * takes the payment then).
 */
export async function ownerStripeKey({ db, env, logger }: StripeDeps, ownerId: string): Promise<string | null> {
  try {
    const saved = await readConfig({ db, box: secretBoxFor(env) }, ownerId, 'stripe');
    if (!saved) return null;
    if (saved.config.apiKey) return saved.config.apiKey;
  } catch (error) {
    logger.warn('app payments: the owner’s Stripe key cannot be read', { error: String(error) });
  }
  // A connected key that cannot be read must not quietly turn real sales into test ones.
  throw paymentsFailed();
}

const sealContext = ({ projectId, environment }: PaymentScope) => `app-payments:${projectId}:${environment}:webhook`;

/** Which key made an endpoint, without keeping the key: a new key needs an endpoint of its own. */
const keyHintOf = (key: string) => `${key.slice(-4)}:${sha256Hex(key).slice(0, 12)}`;

/**
 * The app environment's webhook endpoint in the owner's Stripe account, made on its first
 * checkout (and again when the owner connects another key). Its signing secret is kept sealed.
 * The idempotency key makes two first checkouts at once share one endpoint instead of racing.
 */
export async function ensureWebhookEndpoint(
  deps: StripeDeps,
  stripe: Stripe,
  scope: PaymentScope,
  key: string,
  url: string,
) {
  const keyHint = keyHintOf(key);
  const [existing] = await deps.db
    .select({ keyHint: appPaymentEndpoints.keyHint })
    .from(appPaymentEndpoints)
    .where(
      and(eq(appPaymentEndpoints.projectId, scope.projectId), eq(appPaymentEndpoints.environment, scope.environment)),
    );
  if (existing?.keyHint === keyHint) return;
  const endpoint = await stripe.webhookEndpoints.create(
    {
      url,
      enabled_events: [...appWebhookEvents],
      description: `Shipwright app ${scope.projectId} (${scope.environment})`,
      metadata: { projectId: scope.projectId, environment: scope.environment },
    },
    { idempotencyKey: `app-endpoint-${scope.projectId}-${scope.environment}-${keyHint}` },
  );
  if (!endpoint.secret) throw new Error('Stripe made a webhook endpoint without a signing secret');
  const values = {
    keyHint,
    endpointId: endpoint.id,
    url,
    sealedSecret: secretBoxFor(deps.env).seal(endpoint.secret, sealContext(scope)),
    createdAt: new Date(),
  };
  await deps.db
    .insert(appPaymentEndpoints)
    .values({ ...scope, ...values })
    .onConflictDoUpdate({ target: [appPaymentEndpoints.projectId, appPaymentEndpoints.environment], set: values });
}

/** The signing secret of the app environment's endpoint; null when it never took a Stripe payment. */
export async function endpointSecret({ db, env }: StripeDeps, scope: PaymentScope): Promise<string | null> {
  const [row] = await db
    .select({ sealed: appPaymentEndpoints.sealedSecret })
    .from(appPaymentEndpoints)
    .where(
      and(eq(appPaymentEndpoints.projectId, scope.projectId), eq(appPaymentEndpoints.environment, scope.environment)),
    );
  if (!row) return null;
  try {
    return secretBoxFor(env).open(row.sealed, sealContext(scope));
  } catch {
    return null;
  }
}

const paymentIntentOf = (session: Stripe.Checkout.Session) =>
  typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);

/** Where a Checkout session leaves its order: paid, expired, or nothing yet (a bank transfer still on its way). */
export function sessionOutcome(
  session: Stripe.Checkout.Session,
): { status: OrderStatus; facts: Record<string, unknown> } | null {
  const settled = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
  if (session.status === 'complete' && settled)
    return { status: 'paid', facts: { paymentIntent: paymentIntentOf(session) } };
  if (session.status === 'expired') return { status: 'expired', facts: {} };
  return null;
}
