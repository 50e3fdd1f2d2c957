import { eq } from 'drizzle-orm';
import { ssoProvider, user, workspaceMembers } from '../../../src/server/db/schema';
import type { SsoView } from '../../../src/shared/sso';
import { type AuthSession, latestMail, linkIn } from '../auth-session';
import type { startFakeDnsServer } from '../fake-dns-server';
import type { Team } from '../team-members';
import type { TestServer } from '../test-server';
import { BrowserLikeClient } from './browser-like-client';

let domains = 0;
/** A domain of its own per case: a verified domain belongs to one workspace in the whole database. */
export const freshDomain = (label = 'acme') => `${label}-${Date.now().toString(36)}-${++domains}.test`;

/** Saves the team's identity provider as its owner would, and returns what the settings show. */
export async function configureSso(t: Team, body: Record<string, unknown>) {
  const res = await t.owner.browser.put(`${t.path}/sso`, body);
  if (res.status !== 200) throw new Error(`saving SSO answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { sso: SsoView }).sso;
}

/** Publishes the TXT record the settings ask for and has the owner verify the domain. */
export async function verifySso(t: Team, dns: Awaited<ReturnType<typeof startFakeDnsServer>>, view: SsoView) {
  dns.set(view.txtName, { TXT: [view.txtValue] });
  const res = await t.owner.browser.post(`${t.path}/sso/verify`);
  if (res.status !== 200) throw new Error(`verifying answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { sso: SsoView }).sso;
}

/**
 * A person signing in by SSO from /auth: the address is looked up, the plugin sends them to the
 * identity provider, they sign in there as `email`, and come back. The client ends where the
 * journey ends (the dashboard, or an error page).
 */
export async function signInWithSso(server: TestServer, email: string, client = new BrowserLikeClient()) {
  const discover = await server.postJson('/api/sso/discover', { email });
  if (discover.status !== 200) return { client, discover, end: null };
  const { providerId } = (await discover.json()) as { providerId: string };
  const start = await client.request(`${server.url}/api/auth/sign-in/sso`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({
      providerId,
      loginHint: email,
      callbackURL: '/dashboard',
      errorCallbackURL: '/auth?sso_error=1',
    }),
  });
  if (start.status !== 200) throw new Error(`sign-in/sso answered ${start.status}: ${await start.text()}`);
  const { url } = (await start.json()) as { url: string };
  const end = await client.follow(url, { login: email, email });
  return { client, discover, end };
}

export async function sessionEmail(server: TestServer, client: BrowserLikeClient) {
  const res = await client.request(`${server.url}/api/auth/get-session`);
  const body = (await res.json()) as { user?: { email: string } } | null;
  return body?.user?.email ?? null;
}

export async function membershipOf(server: TestServer, workspaceId: string, email: string) {
  const rows = await server.deps.db
    .select({ role: workspaceMembers.role, workspaceId: workspaceMembers.workspaceId })
    .from(workspaceMembers)
    .innerJoin(user, eq(user.id, workspaceMembers.userId))
    .where(eq(user.email, email));
  return rows.find((r) => r.workspaceId === workspaceId)?.role ?? null;
}

export async function accountExists(server: TestServer, email: string) {
  return (await server.deps.db.$count(user, eq(user.email, email))) > 0;
}

export async function rawProvider(server: TestServer, providerId: string) {
  const [row] = await server.deps.db.select().from(ssoProvider).where(eq(ssoProvider.providerId, providerId));
  return row;
}

/** Signs up `email` with a password and confirms it: an account made before SSO was enforced. */
export async function passwordAccount(server: TestServer, browser: AuthSession, email: string) {
  const res = await browser.post('/api/auth/sign-up/email', { email, password: 'correct-horse', name: '' });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status}`);
  const link = new URL(linkIn((await latestMail(server, email)).text));
  await browser.send(link.pathname + link.search, { method: 'GET' });
}
