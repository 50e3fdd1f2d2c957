import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AuthSession, signedInBrowser, uniqueEmail } from '../../../../tests/support/auth-session';
import { grantPlan } from '../../../../tests/support/billing';
import {
  type FakeStripe,
  fakeStripeKeys,
  signedStripeEvent,
  startFakeStripeServer,
} from '../../../../tests/support/fake-stripe-server';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { planByTier } from '../../../shared/plans';
import { currentSubscription, limitsFor } from '../../access/entitlements';
import { auditEvents, subscriptions, user, workspaceMembers } from '../../db/schema';
import { sandboxState } from './sandbox-provider';
import { syncSeats } from './seats';
import { stateFromStripe } from './stripe-events';
import { processBillingEvent } from './subscription-events';

const teamTokens = planByTier('team').limits.tokensPerMonth;

/** A confirmed account made a member of the workspace, as an accepted invitation would. */
async function addMember(server: TestServer, workspaceId: string) {
  const id = randomUUID();
  await server.deps.db.insert(user).values({ id, email: uniqueEmail('member'), emailVerified: true });
  await server.deps.db.insert(workspaceMembers).values({ workspaceId, userId: id, role: 'editor' });
  return id;
}

const removeMember = (server: TestServer, workspaceId: string, userId: string) =>
  server.deps.db
    .delete(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));

const seatsOf = async (server: TestServer, workspaceId: string) =>
  (await currentSubscription(server.deps.db, workspaceId))?.seats;
const tokensOf = async (server: TestServer, workspaceId: string) =>
  (await limitsFor(server.deps.db, workspaceId)).limits.tokensPerMonth;

async function homeOf(server: TestServer, providerSubscriptionId: string) {
  const [row] = await server.deps.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
  if (!row?.workspaceId) throw new Error('the subscription has no workspace');
  return { row, workspaceId: row.workspaceId };
}

describe('seats with the sandbox provider', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: 'true' });
  });
  afterAll(() => server.close());

  it('follow members in and out, the limits with them, each change in the audit log', async () => {
    const email = uniqueEmail('team-owner');
    await server.deps.db.insert(user).values({ id: randomUUID(), email, emailVerified: true });
    const subscriptionId = `sbx_sub_${randomUUID()}`;
    await grantPlan(server, email, 'team', { subscriptionId });
    const { workspaceId } = await homeOf(server, subscriptionId);
    expect([await seatsOf(server, workspaceId), await tokensOf(server, workspaceId)]).toEqual([1, teamTokens]);

    await addMember(server, workspaceId);
    const leaving = await addMember(server, workspaceId);
    await syncSeats(server.deps, workspaceId);
    expect([await seatsOf(server, workspaceId), await tokensOf(server, workspaceId)]).toEqual([3, 3 * teamTokens]);

    await removeMember(server, workspaceId, leaving);
    await syncSeats(server.deps, workspaceId);
    await syncSeats(server.deps, workspaceId); // nothing to change: nothing recorded
    expect([await seatsOf(server, workspaceId), await tokensOf(server, workspaceId)]).toEqual([2, 2 * teamTokens]);
    const audit = await server.deps.db
      .select({ action: auditEvents.action, actorId: auditEvents.actorId, detail: auditEvents.detail })
      .from(auditEvents)
      .where(and(eq(auditEvents.workspaceId, workspaceId), eq(auditEvents.action, 'billing.seats_changed')))
      .orderBy(auditEvents.createdAt);
    expect(audit).toEqual([
      { action: 'billing.seats_changed', actorId: null, detail: { from: 1, to: 3 } },
      { action: 'billing.seats_changed', actorId: null, detail: { from: 3, to: 2 } },
    ]);

    // An event stamped before the change, handled after it, does not bring the old count back.
    const { row } = await homeOf(server, subscriptionId);
    const stale = { ...sandboxState(row, new Date(Date.now() - 60_000)), seats: 1 };
    await processBillingEvent(server.deps.db, {
      id: `sbx_evt_${randomUUID()}`,
      provider: 'sandbox',
      type: 'customer.subscription.updated',
      state: stale,
    });
    expect(await seatsOf(server, workspaceId)).toBe(2);
  });

  it('start at the member count when Team is bought again for a team that kept its members', async () => {
    const { browser, email } = await signedInBrowser(server);
    const buyTeam = async () => {
      const res = await browser.post('/api/functions/create-checkout', { tier: 'team', isAnnual: false });
      const url = new URL((await res.json()).url);
      const id = url.pathname.split('/').pop() as string;
      const paid = await browser.post(`/api/billing/sandbox/checkout/${id}/pay`, { token: url.hash.slice(1) });
      expect(paid.status).toBe(200);
      return `sbx_sub_${id}`;
    };
    const { workspaceId } = await homeOf(server, await buyTeam());
    await addMember(server, workspaceId);
    await addMember(server, workspaceId);
    await browser.post('/api/billing/sandbox/portal', { action: 'cancel' });
    expect(await seatsOf(server, workspaceId)).toBeUndefined();

    const again = await homeOf(server, await buyTeam());
    expect(again.workspaceId).toBe(workspaceId);
    expect(await seatsOf(server, workspaceId)).toBe(3);

    // Off Team it is one seat again, in the buyer's personal workspace.
    await switchTo(browser, 'pro');
    const pro = await homeOf(server, again.row.providerSubscriptionId);
    expect([pro.row.tier, pro.row.seats, pro.workspaceId === workspaceId]).toEqual(['pro', 1, false]);
    expect(pro.row.email).toBe(email);
  });
});

const switchTo = (browser: AuthSession, tier: string) =>
  browser.post('/api/billing/sandbox/portal', { action: 'switch', tier, isAnnual: false, boosterPrice: 0 });

describe('seats with Stripe', () => {
  let stripe: FakeStripe;
  let server: TestServer;
  beforeAll(async () => {
    stripe = await startFakeStripeServer();
    server = await startTestServer({ TRUST_PROXY: 'true', ...stripe.env });
  });
  afterAll(async () => {
    await server.close();
    await stripe.close();
  });

  const deliver = (event: ReturnType<typeof signedStripeEvent>) =>
    server.request('/api/webhooks/stripe', { method: 'POST', headers: event.headers, body: event.payload });

  /** A Team bought through Stripe Checkout, its webhook delivered: a team workspace of one. */
  async function teamAtStripe() {
    const { browser } = await signedInBrowser(server);
    const res = await browser.post('/api/functions/create-checkout', { tier: 'team', isAnnual: false });
    const sessionId = (await res.json()).url.split('/').pop() as string;
    const { session, subscription } = stripe.completeCheckout(sessionId, 'active');
    expect((await deliver(signedStripeEvent('checkout.session.completed', session))).status).toBe(200);
    return { subscription, ...(await homeOf(server, subscription.id)) };
  }
  const changesOf = (subscriptionId: string) => stripe.seatChanges.filter((c) => c.subscription === subscriptionId);

  it('sets the quantity at Stripe with prorations and the seats at once; late webhooks do not undo it', async () => {
    const { subscription, workspaceId } = await teamAtStripe();
    const planItem = subscription.items.data[0]?.id;
    expect(await seatsOf(server, workspaceId)).toBe(1);

    await addMember(server, workspaceId);
    const leaving = await addMember(server, workspaceId);
    await syncSeats(server.deps, workspaceId);
    expect([await seatsOf(server, workspaceId), await tokensOf(server, workspaceId)]).toEqual([3, 3 * teamTokens]);
    expect(changesOf(subscription.id)).toEqual([
      { subscription: subscription.id, item: planItem, from: 1, to: 3, prorationBehavior: 'create_prorations' },
    ]);
    expect(stripe.subscriptions.get(subscription.id)?.items.data[0]?.quantity).toBe(3);

    await removeMember(server, workspaceId, leaving);
    await syncSeats(server.deps, workspaceId);
    expect(await seatsOf(server, workspaceId)).toBe(2);
    expect(changesOf(subscription.id).map((c) => [c.from, c.to, c.prorationBehavior])).toEqual([
      [1, 3, 'create_prorations'],
      [3, 2, 'create_prorations'],
    ]);

    // The webhook of the purchase, carrying quantity 1, arrives now: Stripe's record is what counts.
    expect((await deliver(signedStripeEvent('customer.subscription.updated', subscription))).status).toBe(200);
    // And a state read from Stripe before the change, but handled after it, is older than ours.
    await processBillingEvent(server.deps.db, {
      id: `evt_${randomUUID()}`,
      provider: 'stripe',
      type: 'customer.subscription.updated',
      state: stateFromStripe(subscription, new Date(Date.now() - 60_000)),
    });
    expect([await seatsOf(server, workspaceId), await tokensOf(server, workspaceId)]).toEqual([2, 2 * teamTokens]);
    expect(changesOf(subscription.id)).toHaveLength(2);
  });

  it('keeps the membership when Stripe fails, and retries the change until Stripe takes it', async () => {
    const { subscription, workspaceId } = await teamAtStripe();
    stripe.failSubscriptionCalls(1);
    const joined = await addMember(server, workspaceId);
    await expect(syncSeats(server.deps, workspaceId)).resolves.toBeUndefined();
    const members = await server.deps.db
      .select({ userId: workspaceMembers.userId })
      .from(workspaceMembers)
      .where(eq(workspaceMembers.workspaceId, workspaceId));
    expect(members.map((m) => m.userId)).toContain(joined);
    const warning = server.logs.find((l) => l.workspaceId === workspaceId && l.level === 'warn');
    expect(warning).toMatchObject({ error: 'StripeAPIError', status: 500 });
    expect(JSON.stringify(server.logs)).not.toContain(fakeStripeKeys.secretKey);

    // The retry job takes it once Stripe answers again.
    await vi.waitFor(async () => expect(await seatsOf(server, workspaceId)).toBe(2), {
      timeout: 20_000,
      interval: 100,
    });
    expect(changesOf(subscription.id).map((c) => [c.from, c.to, c.prorationBehavior])).toEqual([
      [1, 2, 'create_prorations'],
    ]);
  });
});
