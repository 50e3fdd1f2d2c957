import { and, eq } from 'drizzle-orm';
import { user, workspaces } from '../../src/server/db/schema';
import type { AssignableRole } from '../../src/shared/workspaces';
import { type AuthSession, latestMail, linkIn, signedInBrowser } from './auth-session';
import { grantPlan } from './billing';
import type { TestServer } from './test-server';

export interface Person {
  email: string;
  browser: AuthSession;
  userId: string;
}

export interface Team {
  owner: Person;
  workspaceId: string;
  /** `/api/workspaces/<id>` */
  path: string;
}

export async function userIdOf(server: TestServer, email: string) {
  const [row] = await server.deps.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!row) throw new Error(`no account for ${email}`);
  return row.id;
}

/** A signed-in, confirmed account. */
export async function person(server: TestServer, label = 'user'): Promise<Person> {
  const { email, browser } = await signedInBrowser(server, 'correct-horse', label);
  return { email, browser, userId: await userIdOf(server, email) };
}

/** An owner with the Team plan and the team workspace it pays for. */
export async function team(server: TestServer): Promise<Team> {
  const owner = await person(server, 'owner');
  await grantPlan(server, owner.email, 'team');
  const [found] = await server.deps.db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(and(eq(workspaces.ownerId, owner.userId), eq(workspaces.kind, 'team')));
  if (!found) throw new Error('no team workspace after the Team plan');
  return { owner, workspaceId: found.id, path: `/api/workspaces/${found.id}` };
}

/** The token of the latest invitation link mailed to `email`. */
export async function invitationToken(server: TestServer, email: string) {
  const link = new URL(linkIn((await latestMail(server, email)).text));
  const token = /^\/invite\/([^/]+)$/.exec(link.pathname)?.[1];
  if (!token) throw new Error(`no invitation link in the mail to ${email}: ${link}`);
  return token;
}

/** Invites `who` (by the owner unless `by` says) and returns the token from the e-mail. */
export async function inviteTo(t: Team, server: TestServer, email: string, role: AssignableRole, by = t.owner) {
  const res = await by.browser.post(`${t.path}/invitations`, { email, role });
  if (res.status !== 201) throw new Error(`invitation answered ${res.status}: ${await res.text()}`);
  return invitationToken(server, email);
}

/** A new account that joined the team with `role` through an invitation. */
export async function member(server: TestServer, t: Team, role: AssignableRole): Promise<Person> {
  const joiner = await person(server, role);
  const token = await inviteTo(t, server, joiner.email, role);
  const res = await joiner.browser.post(`/api/invitations/${token}/accept`);
  if (res.status !== 200) throw new Error(`accept answered ${res.status}: ${await res.text()}`);
  return joiner;
}
