import { Hono } from 'hono';
import type { Env } from '../../core/env';
import type { Logger } from '../../core/logger';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/api-error';
import type { JobQueue } from '../../jobs/job-queue';
import { syncSeatsOf } from './seats';
import { billingEventFromStripe } from './stripe-events';
import { stripeClient } from './stripe-provider';
import { processBillingEvent } from './subscription-events';

/** Stripe's own tolerance: a signature older than this is a replay, not a delivery. */
const toleranceSeconds = 300;

/**
 * Stripe's library checks only a signature's age, so one dated in the future passes for as long
 * as its date lies ahead (and with it a stolen or crafted delivery). The tolerance goes both ways.
 */
function signedTooFarAhead(signature: string, nowSeconds = Date.now() / 1000): boolean {
  const stamp = /(?:^|,)\s*t=(\d+)/.exec(signature)?.[1];
  return stamp !== undefined && Number(stamp) > nowSeconds + toleranceSeconds;
}

/**
 * Stripe's webhook. It comes from Stripe, not our pages, so it sits outside the same-origin rule
 * and proves itself by signature instead. A failure answers 5xx so Stripe delivers it again.
 */
export const stripeWebhookRoutes = (deps: { env: Env; db: Database; logger: Logger; jobs: JobQueue }) => {
  const { env, db, logger } = deps;
  const stripe = env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET ? stripeClient(env) : null;
  return new Hono().post('/stripe', async (c) => {
    if (!stripe || !env.STRIPE_WEBHOOK_SECRET) throw new ApiError(404, 'not_found', 'Stripe is not configured.');
    const payload = await c.req.text();
    const signature = c.req.header('stripe-signature') ?? '';
    let event: Awaited<ReturnType<typeof stripe.webhooks.constructEventAsync>>;
    try {
      if (signedTooFarAhead(signature)) throw new Error('Timestamp is ahead of the tolerance zone');
      event = await stripe.webhooks.constructEventAsync(
        payload,
        signature,
        env.STRIPE_WEBHOOK_SECRET,
        toleranceSeconds,
      );
    } catch (error) {
      logger.warn('stripe webhook refused', { reason: (error as Error).message });
      throw new ApiError(400, 'invalid_signature', 'The webhook signature is missing, wrong or too old.');
    }
    const billingEvent = await billingEventFromStripe(event, (id) => stripe.subscriptions.retrieve(id));
    const outcome = await processBillingEvent(db, billingEvent);
    logger.info('stripe webhook', { id: event.id, type: event.type, outcome });
    // A Team bought (or homed) for a team that already has members pays for all of them; a seat
    // change that failed earlier is settled here too. Never throws: the event stands.
    if (outcome === 'processed' && billingEvent.state) await syncSeatsOf(deps, billingEvent.state.subscriptionId);
    return c.json({ received: true, duplicate: outcome === 'duplicate' }, 200);
  });
};
