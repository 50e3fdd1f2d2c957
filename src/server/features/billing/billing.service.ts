import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import { billingTexts, type checkoutRequestSchema, entitledStatuses } from '../../../shared/billing';
import { boostByPrice, type PaidTier, planByTier, priceLines, trialDays } from '../../../shared/plans';
import { paths } from '../../../shared/routes';
import { boughtSubscription, type Subscription } from '../../access/entitlements';
import type { Env } from '../../core/env';
import type { Logger } from '../../core/logger';
import { sha256Hex } from '../../core/sha256';
import type { Database } from '../../db/client';
import { checkoutSessions, subscriptions, user } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { billingProvider } from './billing-provider';

/** The spec's check-subscription answer, plus what /billing shows of the plan. */
export async function checkSubscription(db: Database, userId: string) {
  return subscriptionView(await boughtSubscription(db, userId));
}

export function subscriptionView(sub: Subscription | null) {
  const plan = sub ? planByTier(sub.tier as PaidTier) : null;
  return {
    subscribed: Boolean(sub),
    subscription_tier: plan?.name ?? null,
    subscription_end: sub?.currentPeriodEnd?.toISOString() ?? null,
    status: sub?.status ?? null,
    is_annual: sub?.interval === 'year',
    boost: sub?.boost ?? 'none',
    seats: sub?.seats ?? 1,
    trial_end: sub?.trialEnd?.toISOString() ?? null,
    cancel_at_period_end: sub?.cancelAtPeriodEnd ?? false,
  };
}

type CheckoutInput = z.output<typeof checkoutRequestSchema>;
type Buyer = { id: string; email: string } | null;

/** Prices the order on the server and hands it to the provider's checkout page. */
/** One live subscription per buyer: plans change in the portal, not by buying again. */
export async function refuseSecondSubscription(db: Database, userId: string | null, email: string) {
  const previous = await subscriptionsOf(db, userId, email);
  if (previous.some((s) => (entitledStatuses as readonly string[]).includes(s.status))) {
    throw new ApiError(409, 'already_subscribed', billingTexts.alreadySubscribed);
  }
  return previous;
}

export async function createCheckout(
  deps: { env: Env; db: Database; logger: Logger },
  buyer: Buyer,
  input: CheckoutInput,
) {
  const { db, env } = deps;
  if (input.tier === 'free') throw new ApiError(400, 'free_plan', billingTexts.freeNeedsNoCheckout);
  const email = buyer?.email.toLowerCase() ?? input.guestEmail;
  if (!email) throw new ApiError(401, 'unauthorized', billingTexts.checkoutNeedsUser);
  // A guest may buy for a new address only: an existing account signs in and buys as itself.
  if (!buyer && (await accountExists(db, email))) throw new ApiError(409, 'account_exists', billingTexts.accountExists);
  const previous = await refuseSecondSubscription(db, buyer?.id ?? null, email);
  const plan = planByTier(input.tier);
  const boost = boostByPrice(input.boosterPrice) ?? boostByPrice(0);
  if (!boost) throw new ApiError(400, 'invalid_input', 'boosterPrice: unknown boost');
  const token = randomBytes(24).toString('base64url');
  const back = input.returnTo === 'billing' ? paths.billing : paths.pricing;
  const order = {
    token,
    userId: buyer?.id ?? null,
    email,
    tier: plan.tier,
    interval: input.isAnnual ? ('year' as const) : ('month' as const),
    boost: boost.value,
    lines: priceLines(plan, input.isAnnual, boost),
    // One free trial per customer: a returning subscriber pays from the first day.
    trialDays: previous.length ? 0 : trialDays,
    successUrl: buyer ? `${env.APP_URL}${back}?success=true` : `${env.APP_URL}${paths.auth}?from=payment`,
    cancelUrl: `${env.APP_URL}${back}?canceled=true`,
  };
  const total = order.lines.reduce((sum, line) => sum + line.amount, 0);
  const provider = billingProvider(env);
  const [row] = await db
    .insert(checkoutSessions)
    .values({ ...order, provider: provider.name, tokenHash: sha256Hex(token), total, expiresAt: inHours(24) })
    .returning({ id: checkoutSessions.id });
  const checkoutId = row?.id as string;
  const { url, providerSessionId } = await providerCall(deps, () => provider.createCheckout({ ...order, checkoutId }));
  if (providerSessionId) {
    await db.update(checkoutSessions).set({ providerSessionId }).where(eq(checkoutSessions.id, checkoutId));
  }
  return { url };
}

/** The provider's customer portal for the user's subscription (the latest one, even if canceled). */
export async function customerPortal(deps: { env: Env; db: Database; logger: Logger }, userId: string) {
  const sub = (await boughtSubscription(deps.db, userId)) ?? (await subscriptionsOf(deps.db, userId, null))[0];
  if (!sub) throw new ApiError(404, 'no_subscription', billingTexts.noSubscription);
  const provider = billingProvider(deps.env);
  return providerCall(deps, () => provider.createPortal(sub, `${deps.env.APP_URL}${paths.billing}`));
}

async function subscriptionsOf(db: Database, userId: string | null, email: string | null) {
  const mine = userId ? eq(subscriptions.userId, userId) : undefined;
  const guest = email ? and(isNull(subscriptions.userId), eq(subscriptions.email, email)) : undefined;
  return db.select().from(subscriptions).where(or(mine, guest)).orderBy(desc(subscriptions.providerUpdatedAt));
}

async function accountExists(db: Database, email: string) {
  const [found] = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
  return Boolean(found);
}

/** The provider being down is not the user's mistake, and says so without a stack trace. */
async function providerCall<T>({ logger }: { logger: Logger }, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    logger.error('payment provider call failed', { error: String(error) });
    throw new ApiError(502, 'payment_provider', 'The payment provider could not be reached. Please try again.');
  }
}

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000);
