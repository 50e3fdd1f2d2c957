import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthSession, signedInBrowser } from '../../../../tests/support/auth-session';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { usageMonth } from '../../../shared/usage';
import { reserveTokens, settleTokens } from '../../access/token-pool';
import { personalWorkspaceId } from '../../access/workspaces';
import { tokenUsage, user } from '../../db/schema';
import { ApiError } from '../../http/api-error';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server.close());

async function account() {
  const { email, browser } = await signedInBrowser(server);
  const [row] = await server.deps.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return { browser, userId: row?.id as string };
}

describe('token usage', () => {
  it('shows this month against the plan allowance, and nothing signed out', async () => {
    const { browser } = await account();
    const res = await browser.get('/api/usage');
    expect(await res.json()).toEqual({ month: usageMonth(), plan: 'Free', allowance: 100_000, used: 0, reserved: 0 });
    expect((await new AuthSession(server).get('/api/usage')).status).toBe(401);
  });

  it('counts what a call really spent once it settles', async () => {
    const { browser, userId } = await account();
    const reservation = await reserveTokens(server.deps.db, await personalWorkspaceId(server.deps.db, userId), 30_000);
    expect((await (await browser.get('/api/usage')).json()).reserved).toBe(30_000);
    await settleTokens(server.deps.db, reservation, 12_345);
    expect(await (await browser.get('/api/usage')).json()).toMatchObject({ used: 12_345, reserved: 0 });
  });

  it('refuses before the call once the allowance is spent, and concurrent sends cannot overspend', async () => {
    const { userId } = await account();
    const workspaceId = await personalWorkspaceId(server.deps.db, userId);
    await server.deps.db.insert(tokenUsage).values({ workspaceId, month: usageMonth(), usedTokens: 90_000 });
    const attempts = await Promise.allSettled(
      Array.from({ length: 8 }, () => reserveTokens(server.deps.db, workspaceId, 4_000)),
    );
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(2);
    const refused = attempts.find((a) => a.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(ApiError);
    expect(refused.reason.status).toBe(402);
    expect(refused.reason.message).toMatch(/100K tokens on the Free plan\. Upgrade your plan or add a token boost/);
  });

  it('refuses a single call larger than the whole allowance', async () => {
    const { userId } = await account();
    await expect(
      reserveTokens(server.deps.db, await personalWorkspaceId(server.deps.db, userId), 100_001),
    ).rejects.toMatchObject({ code: 'token_limit' });
  });
});
