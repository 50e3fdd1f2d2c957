import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInBrowser } from '../../../../tests/support/auth-session';
import { grantPlan } from '../../../../tests/support/billing';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { limitsFor } from '../../access/entitlements';
import { reserveTokens } from '../../access/token-pool';
import { personalWorkspaceId } from '../../access/workspaces';
import { ApiError } from '../../http/api-error';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('tokens per plan', () => {
  it('allows Pro monthly tokens plus the boost, to the token and not one more', async () => {
    const { email } = await signedInBrowser(server);
    const userId = await grantPlan(server, email, 'pro', { boost: 'starter-rush' });
    expect(
      (await limitsFor(server.deps.db, await personalWorkspaceId(server.deps.db, userId))).limits.tokensPerMonth,
    ).toBe(11_000_000);
    await expect(
      reserveTokens(server.deps.db, await personalWorkspaceId(server.deps.db, userId), 11_000_001),
    ).rejects.toMatchObject({ code: 'token_limit' });
    await expect(
      reserveTokens(server.deps.db, await personalWorkspaceId(server.deps.db, userId), 11_000_000),
    ).resolves.toMatchObject({ tokens: 11_000_000 });
    await expect(
      reserveTokens(server.deps.db, await personalWorkspaceId(server.deps.db, userId), 1),
    ).rejects.toBeInstanceOf(ApiError);
  });
});
