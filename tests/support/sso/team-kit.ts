import { and, eq } from 'drizzle-orm';
import { workspaces } from '../../../src/server/db/schema';
import { AuthSession, latestMail, linkIn } from '../auth-session';
import { grantPlan } from '../billing';
import { type Team, userIdOf } from '../team-members';
import type { TestServer } from '../test-server';
import { BrowserLikeClient } from './browser-like-client';
import { passwordAccount } from './sso-kit';

/** A Team bought by an account with this address (signed in with a password): the owner of a domain's team. */
export async function teamOwnedBy(server: TestServer, email: string): Promise<Team> {
  const browser = new AuthSession(server);
  await passwordAccount(server, browser, email);
  await grantPlan(server, email, 'team');
  const userId = await userIdOf(server, email);
  const [found] = await server.deps.db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(and(eq(workspaces.ownerId, userId), eq(workspaces.kind, 'team')));
  if (!found) throw new Error('no team workspace after the Team plan');
  return { owner: { email, browser, userId }, workspaceId: found.id, path: `/api/workspaces/${found.id}` };
}

/**
 * An SSO sign-in through a named provider (as anyone may start one), the identity provider
 * asserting `login`. `stop` holds the journey before the request it picks, as an attacker would.
 * `refused`: the status when the sign-in could not even start.
 */
export async function ssoSignInAs(
  server: TestServer,
  providerId: string,
  login: string,
  stop: (url: string) => boolean = () => false,
) {
  const client = new BrowserLikeClient();
  const start = await client.request(`${server.url}/api/auth/sign-in/sso`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ providerId, callbackURL: '/dashboard', errorCallbackURL: '/auth?sso_error=1' }),
  });
  if (start.status !== 200) return { client, refused: start.status, end: null };
  const { url } = (await start.json()) as { url: string };
  const end = await client.follow(url, { login, email: login }, {}, stop);
  return { client, refused: null, end };
}

/** The token of the latest "approve single sign-on" e-mail to `email`. */
export async function linkRequestToken(server: TestServer, email: string) {
  const link = new URL(linkIn((await latestMail(server, email)).text));
  if (link.pathname !== '/sso/link') throw new Error(`no SSO link request in the mail to ${email}: ${link}`);
  return link.searchParams.get('token') ?? '';
}
