import { and, desc, eq, inArray } from 'drizzle-orm';
import { entitledStatuses, isPaidTier, limitTexts } from '../../../shared/billing';
import { deployTexts } from '../../../shared/deployments';
import { type Plan, type PlanTier, planByTier, plans } from '../../../shared/plans';
import type { Database, Transaction } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { ApiError } from '../../http/api-error';

type Reader = Database | Transaction;
export type Subscription = typeof subscriptions.$inferSelect;

export interface Entitlement {
  tier: PlanTier;
  plan: Plan;
  /** Team's per-user figures count once per seat; every other plan has one. */
  seats: number;
  /** Monthly tokens bought as a boost on top of the plan. */
  boostTokens: number;
  subscription: Subscription | null;
}

const rank = (tier: string) => plans.findIndex((p) => p.tier === tier);

/** The subscription that decides the user's plan: the highest paid tier among the live ones. */
export async function currentSubscription(db: Reader, userId: string): Promise<Subscription | null> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...entitledStatuses])))
    .orderBy(desc(subscriptions.providerUpdatedAt));
  const paid = rows.filter((s) => isPaidTier(s.tier));
  return paid.sort((a, b) => rank(b.tier) - rank(a.tier))[0] ?? null;
}

export async function planFor(db: Reader, userId: string): Promise<Entitlement> {
  const subscription = await currentSubscription(db, userId);
  if (!subscription) return { tier: 'free', plan: planByTier('free'), seats: 1, boostTokens: 0, subscription };
  const plan = planByTier(subscription.tier as PlanTier);
  const seats = plan.limits.perSeat ? Math.max(1, subscription.seats) : 1;
  return { tier: plan.tier, plan, seats, boostTokens: subscription.boostTokens, subscription };
}

export interface Limits {
  tokensPerMonth: number;
  apps: number;
  liveDeployments: number;
  privateProjects: boolean;
}

export function limitsOf({ plan, seats, boostTokens }: Entitlement): Limits {
  return {
    tokensPerMonth: plan.limits.tokensPerMonth * seats + boostTokens,
    apps: plan.limits.apps * seats,
    liveDeployments: plan.limits.liveDeployments * seats,
    privateProjects: plan.limits.privateProjects,
  };
}

/** The user's plan and what it allows, seats and boosts included. */
export async function limitsFor(db: Reader, userId: string) {
  const entitlement = await planFor(db, userId);
  return { ...entitlement, limits: limitsOf(entitlement) };
}

/** Before a new project: the plan's number of apps. Existing ones beyond it stay readable. */
export async function assertCanCreateProject(db: Reader, userId: string, projectCount: number) {
  const { plan, limits } = await limitsFor(db, userId);
  if (projectCount >= limits.apps) throw new ApiError(403, 'plan_limit', limitTexts.apps(plan.name, limits.apps));
}

/** Private and secret projects need a paid plan; public is always allowed. */
export async function assertVisibilityAllowed(db: Reader, userId: string, visibility: string) {
  if (visibility === 'public') return;
  const { plan, limits } = await limitsFor(db, userId);
  if (!limits.privateProjects) throw new ApiError(403, 'plan_required', limitTexts.visibility(plan.name));
}

/** For deployments: refuses a new live app when `liveCount` already fills the plan. */
export async function assertCanDeploy(db: Reader, userId: string, liveCount: number) {
  const { plan, limits } = await limitsFor(db, userId);
  if (liveCount >= limits.liveDeployments) {
    throw new ApiError(403, 'plan_limit', deployTexts.limitReached(plan.name, limits.liveDeployments));
  }
}
