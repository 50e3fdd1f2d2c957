import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthSession, signedInBrowser } from '../../../../tests/support/auth-session';
import { grantPlan } from '../../../../tests/support/billing';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { limitTexts } from '../../../shared/billing';
import { assertCanDeploy, planFor } from '../../access/entitlements';
import { liveSites, projects, workspaces } from '../../db/schema';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server.close());

const create = (browser: AuthSession, i: number, workspaceId?: string) =>
  browser.post('/api/projects', { prompt: `app ${i}`, workspaceId });

async function fill(browser: AuthSession, count: number, workspaceId?: string) {
  for (let i = 0; i < count; i++) expect((await create(browser, i, workspaceId)).status).toBe(201);
}

/** The team workspace a Team subscription of `userId` pays for. */
async function teamOf(userId: string) {
  const [team] = await server.deps.db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(and(eq(workspaces.ownerId, userId), eq(workspaces.kind, 'team')));
  return team?.id as string;
}

/** `count` live apps in the workspace, as deploys would leave them. */
async function fillLiveSites(workspaceId: string, count: number) {
  const [owner] = await server.deps.db.select().from(workspaces).where(eq(workspaces.id, workspaceId));
  const userId = owner?.ownerId as string;
  const made = await server.deps.db
    .insert(projects)
    .values(Array.from({ length: count }, (_, i) => ({ userId, workspaceId, name: `live ${i}` })))
    .returning({ id: projects.id });
  await server.deps.db
    .insert(liveSites)
    .values(made.map((p, i) => ({ projectId: p.id, userId, slug: `live-${workspaceId.slice(0, 8)}-${i}` })));
}

describe('apps per plan', () => {
  it('lets Free create its 5th app and refuses the 6th with an upgrade message; the 5 stay readable', async () => {
    const { browser } = await signedInBrowser(server);
    await fill(browser, 5);
    const refused = await create(browser, 6);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toEqual({ code: 'plan_limit', message: limitTexts.apps('Free', 5) });
    expect(limitTexts.apps('Free', 5)).toContain('/pricing');
    expect((await (await browser.get('/api/projects')).json()).total).toBe(5);
  });

  it('gives Team 20 apps per seat, and a downgrade keeps everything but refuses new ones', async () => {
    const { email, browser } = await signedInBrowser(server);
    const userId = await grantPlan(server, email, 'team', { seats: 2, subscriptionId: `sub_team_${email}` });
    const team = await teamOf(userId);
    await fill(browser, 40, team);
    expect((await create(browser, 41, team)).status).toBe(403);
    await grantPlan(server, email, 'team', { status: 'canceled', subscriptionId: `sub_team_${email}` });
    expect((await (await browser.get(`/api/projects?workspace=${team}`)).json()).total).toBe(40);
    expect((await create(browser, 42, team)).status).toBe(403);
  }, 60_000);
});

describe('visibility per plan', () => {
  it('keeps Free public: private and secret are refused, public is fine', async () => {
    const { browser } = await signedInBrowser(server);
    const { id } = await (await create(browser, 1)).json();
    for (const visibility of ['private', 'secret']) {
      const res = await browser.patch(`/api/projects/${id}`, { visibility });
      expect([res.status, (await res.json()).error]).toEqual([
        403,
        { code: 'plan_required', message: limitTexts.visibility('Free') },
      ]);
    }
    expect((await browser.patch(`/api/projects/${id}`, { visibility: 'public', name: 'Still mine' })).status).toBe(200);
  });

  it('lets any paid plan make an app private', async () => {
    const { email, browser } = await signedInBrowser(server);
    await grantPlan(server, email, 'creator');
    const { id } = await (await create(browser, 1)).json();
    const res = await browser.patch(`/api/projects/${id}`, { visibility: 'private' });
    expect([res.status, (await res.json()).visibility]).toEqual([200, 'private']);
  });
});

describe('live apps per plan', () => {
  it('counts live apps per seat and says the plan in the refusal', async () => {
    const { email } = await signedInBrowser(server);
    const userId = await grantPlan(server, email, 'team', { seats: 3 });
    const team = await teamOf(userId);
    expect(await planFor(server.deps.db, team)).toMatchObject({ tier: 'team', seats: 3, boostTokens: 0 });
    await expect(assertCanDeploy(server.deps.db, team)).resolves.toBeUndefined();
    await fillLiveSites(team, 60);
    await expect(assertCanDeploy(server.deps.db, team)).rejects.toMatchObject({
      status: 403,
      code: 'plan_limit',
    });
  });
});
