import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, ne, or, sql } from 'drizzle-orm';
import { recordAudit } from '../access/audit';
import { sha256Hex } from '../core/sha256';
import type { Database } from '../db/client';
import { projects, ssoProvider, user, verification, workspaceMembers, workspaces } from '../db/schema';
import type { Mailer } from '../vendors/mail';
import { ssoLinkMail } from './auth-emails';
import { takeSendSlot } from './code-sends';

/** How long the e-mailed link, and the consent it gives, last. */
const linkTtlMs = 30 * 60_000;
const requestKey = (token: string) => `sso-link-request:${sha256Hex(token)}`;
const consentKey = (userId: string, providerId: string) => `sso-link-consent:${userId}:${providerId}`;

type Provider = typeof ssoProvider.$inferSelect;

/**
 * Whether linking this existing account to the workspace's identity provider needs the person's
 * own word: it owns the workspace, or holds anything outside it (another team, or projects of its
 * own). An IdP that asserts such an address would otherwise take over all of it.
 */
export async function linkNeedsConsent(db: Database, userId: string, workspaceId: string) {
  const [owner] = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(and(eq(workspaces.id, workspaceId), eq(workspaces.ownerId, userId)))
    .limit(1);
  if (owner) return true;
  const hasProjects = sql`exists (select 1 from ${projects} where ${projects.workspaceId} = ${workspaces.id})`;
  const [elsewhere] = await db
    .select({ id: workspaces.id })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(
      and(
        eq(workspaceMembers.userId, userId),
        ne(workspaces.id, workspaceId),
        or(eq(workspaces.kind, 'team'), hasProjects),
      ),
    )
    .limit(1);
  return Boolean(elsewhere);
}

/** Uses up the consent the person gave by e-mail for this provider, if any is left. */
export async function takeLinkConsent(db: Database, userId: string, providerId: string) {
  const used = await db
    .delete(verification)
    .where(and(eq(verification.identifier, consentKey(userId, providerId)), gt(verification.expiresAt, new Date())))
    .returning({ id: verification.id });
  return used.length > 0;
}

/** Mails the account's own address a link to approve the link (at most as often as notices go out). */
export async function requestLinkConsent(
  deps: { db: Database; mailer: Mailer; appUrl: string },
  account: { id: string; email: string },
  provider: Provider,
) {
  if (!(await takeSendSlot(deps.db, account.email, 'notices')).ok) return;
  const token = randomBytes(24).toString('base64url');
  await deps.db.insert(verification).values({
    id: randomUUID(),
    identifier: requestKey(token),
    value: JSON.stringify({ userId: account.id, providerId: provider.providerId }),
    expiresAt: new Date(Date.now() + linkTtlMs),
  });
  const [workspace] = provider.organizationId
    ? await deps.db.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, provider.organizationId))
    : [];
  const url = `${deps.appUrl}/sso/link?token=${token}`;
  await deps.mailer.send(ssoLinkMail(account.email, workspace?.name ?? provider.domain, url));
}

/** What the confirmation page shows for a link's token, or null when it is unknown or spent. */
async function pendingRequest(db: Database, token: string) {
  const [row] = await db
    .select()
    .from(verification)
    .where(and(eq(verification.identifier, requestKey(token)), gt(verification.expiresAt, new Date())))
    .limit(1);
  if (!row) return null;
  const { userId, providerId } = JSON.parse(row.value) as { userId: string; providerId: string };
  const [found] = await db
    .select({ email: user.email, workspaceId: workspaces.id, workspace: workspaces.name })
    .from(ssoProvider)
    .innerJoin(workspaces, eq(workspaces.id, ssoProvider.organizationId))
    .innerJoin(user, eq(user.id, userId))
    .where(eq(ssoProvider.providerId, providerId))
    .limit(1);
  return found ? { row, userId, providerId, ...found } : null;
}

export async function describeLinkRequest(db: Database, token: string) {
  const found = await pendingRequest(db, token);
  return found ? { email: found.email, workspace: found.workspace } : null;
}

/** The person approves (once): their next sign-in through that provider, within the half hour, links. */
export async function approveLinkRequest(db: Database, token: string) {
  const found = await pendingRequest(db, token);
  if (!found) return null;
  await db.transaction(async (tx) => {
    await tx.delete(verification).where(eq(verification.id, found.row.id));
    await tx.insert(verification).values({
      id: randomUUID(),
      identifier: consentKey(found.userId, found.providerId),
      value: '1',
      expiresAt: new Date(Date.now() + linkTtlMs),
    });
    await recordAudit(tx, {
      workspaceId: found.workspaceId,
      actorId: found.userId,
      action: 'sso.link_approved',
      target: found.email,
    });
  });
  return { email: found.email, workspace: found.workspace };
}
