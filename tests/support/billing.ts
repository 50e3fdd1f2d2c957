import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { user } from '../../src/server/db/schema';
import { processBillingEvent, type SubscriptionState } from '../../src/server/features/billing/subscription-events';
import type { PaidTier } from '../../src/shared/plans';
import type { AuthSession } from './auth-session';
import type { TestServer } from './test-server';

/**
 * Gives an account a paid plan the way a provider would: one subscription event through the
 * same state machine the webhooks and the sandbox use.
 */
export async function grantPlan(
  server: Pick<TestServer, 'deps'>,
  email: string,
  tier: PaidTier,
  extra: Partial<SubscriptionState> = {},
) {
  const [row] = await server.deps.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  const now = new Date();
  await processBillingEvent(server.deps.db, {
    id: `test_evt_${randomUUID()}`,
    provider: 'sandbox',
    type: 'customer.subscription.created',
    state: {
      provider: 'sandbox',
      subscriptionId: `test_sub_${randomUUID()}`,
      customerId: null,
      userId: row?.id ?? null,
      email,
      tier,
      interval: 'month',
      boost: 'none',
      seats: 1,
      status: 'active',
      trialEnd: null,
      currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000),
      cancelAtPeriodEnd: false,
      asOf: now,
      ...extra,
    },
  });
  return row?.id as string;
}

/**
 * Makes a project private or secret the way its owner would, on a plan that allows it (Free
 * projects are public only): grants Creator first when the visibility needs it.
 */
export async function setVisibility(
  server: TestServer,
  owner: { email: string; browser: AuthSession },
  projectId: string,
  visibility: 'public' | 'private' | 'secret',
) {
  if (visibility !== 'public') await grantPlan(server, owner.email, 'creator');
  const res = await owner.browser.patch(`/api/projects/${projectId}`, { visibility });
  if (res.status !== 200) throw new Error(`visibility change answered ${res.status}`);
}
