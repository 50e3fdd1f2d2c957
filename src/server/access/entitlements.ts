import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { entitledStatuses, isPaidTier, limitTexts } from '../../shared/billing';
import { deployTexts } from '../../shared/deployments';
import { type Plan, type PlanTier, planByTier, plans } from '../../shared/plans';
import type { Database, Transaction } from '../db/client';
import { liveSites, projects, subscriptions } from '../db/schema';
import { ApiError } from '../http/api-error';

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

const highestPaid = (rows: Subscription[]) =>
  rows.filter((s) => isPaidTier(s.tier)).sort((a, b) => rank(b.tier) - rank(a.tier))[0] ?? null;

const live = inArray(subscriptions.status, [...entitledStatuses]);

/**
 * The subscription that decides a workspace's plan: the highest paid tier among the live ones
 * that pay for it (a Team subscription its team workspace, any other its buyer's personal one).
 */
export async function currentSubscription(db: Reader, workspaceId: string): Promise<Subscription | null> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.workspaceId, workspaceId), live))
    .orderBy(desc(subscriptions.providerUpdatedAt));
  return highestPaid(rows);
}

/** What the user bought and manages on the billing pages, whichever workspace it pays for. */
export async function boughtSubscription(db: Reader, userId: string): Promise<Subscription | null> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), live))
    .orderBy(desc(subscriptions.providerUpdatedAt));
  return highestPaid(rows);
}

export async function planFor(db: Reader, workspaceId: string): Promise<Entitlement> {
  const subscription = await currentSubscription(db, workspaceId);
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

/** The workspace's plan and what it allows, seats and boosts included. */
export async function limitsFor(db: Reader, workspaceId: string) {
  const entitlement = await planFor(db, workspaceId);
  return { ...entitlement, limits: limitsOf(entitlement) };
}

/** Before a new project: the plan's number of apps. Existing ones beyond it stay readable. */
export async function assertCanCreateProject(db: Reader, workspaceId: string, projectCount: number) {
  const { plan, limits } = await limitsFor(db, workspaceId);
  if (projectCount >= limits.apps) throw new ApiError(403, 'plan_limit', limitTexts.apps(plan.name, limits.apps));
}

/** Private and secret projects need a paid plan; public is always allowed. */
export async function assertVisibilityAllowed(db: Reader, workspaceId: string, visibility: string) {
  if (visibility === 'public') return;
  const { plan, limits } = await limitsFor(db, workspaceId);
  if (!limits.privateProjects) throw new ApiError(403, 'plan_required', limitTexts.visibility(plan.name));
}

/** For deployments: refuses a new live app when the workspace's live apps already fill the plan. */
export async function assertCanDeploy(db: Reader, workspaceId: string) {
  const [{ live } = { live: 0 }] = await db
    .select({ live: count() })
    .from(liveSites)
    .innerJoin(projects, eq(projects.id, liveSites.projectId))
    .where(eq(projects.workspaceId, workspaceId));
  const { plan, limits } = await limitsFor(db, workspaceId);
  const liveCount = live;
  if (liveCount >= limits.liveDeployments) {
    throw new ApiError(403, 'plan_limit', deployTexts.limitReached(plan.name, limits.liveDeployments));
  }
}
