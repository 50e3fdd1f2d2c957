import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthSession, signedInBrowser } from '../../../../tests/support/auth-session';
import { grantPlan } from '../../../../tests/support/billing';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { limitTexts } from '../../../shared/billing';
import { assertCanDeploy, planFor } from './entitlements';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server.close());

const create = (browser: AuthSession, i: number) => browser.post('/api/projects', { prompt: `app ${i}` });

async function fill(browser: AuthSession, count: number) {
  for (let i = 0; i < count; i++) expect((await create(browser, i)).status).toBe(201);
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
    await grantPlan(server, email, 'team', { seats: 2, subscriptionId: `sub_team_${email}` });
    await fill(browser, 40);
    expect((await create(browser, 41)).status).toBe(403);
    await grantPlan(server, email, 'team', { status: 'canceled', subscriptionId: `sub_team_${email}` });
    expect((await (await browser.get('/api/projects')).json()).total).toBe(40);
    expect((await create(browser, 42)).status).toBe(403);
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
    expect(await planFor(server.deps.db, userId)).toMatchObject({ tier: 'team', seats: 3, boostTokens: 0 });
    await expect(assertCanDeploy(server.deps.db, userId, 59)).resolves.toBeUndefined();
    await expect(assertCanDeploy(server.deps.db, userId, 60)).rejects.toMatchObject({
      status: 403,
      code: 'plan_limit',
    });
  });
});
