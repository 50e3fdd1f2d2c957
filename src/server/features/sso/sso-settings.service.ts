import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { type ssoJoinRoles, ssoTexts, ssoVerificationName, ssoVerificationValue } from '../../../shared/sso';
import { recordAudit } from '../../access/audit';
import type { Database } from '../../db/client';
import { session, ssoProvider, user } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { createResolver } from '../../vendors/dns-resolver';
import { notConfigured, providerOf, type SsoDeps, toView } from './sso.service';

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

/**
 * Proves the domain: its TXT record must hold the workspace's token. The first workspace to prove
 * a domain keeps it (a unique index), so a second one is told it is taken.
 */
export async function verifyDomain(deps: SsoDeps, workspaceId: string, actorId: string) {
  const row = await providerOf(deps.db, workspaceId);
  if (!row) throw notConfigured();
  if (row.domainVerified) return toView(deps.env, row);
  const name = ssoVerificationName(row.domain);
  const records = await createResolver(deps.env)
    .resolveTxt(name)
    .then((found) => found.map((chunks) => chunks.join('')))
    .catch(() => [] as string[]);
  if (!records.includes(ssoVerificationValue(row.verificationToken)))
    throw new ApiError(422, 'dns_not_verified', ssoTexts.verifyFailed(name));
  try {
    const [updated] = await deps.db
      .update(ssoProvider)
      .set({ domainVerified: true })
      .where(eq(ssoProvider.id, row.id))
      .returning();
    await recordAudit(deps.db, { workspaceId, actorId, action: 'sso.domain_verified', target: row.domain });
    return toView(deps.env, updated ?? row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, 'domain_taken', ssoTexts.domainTaken(row.domain));
    throw error;
  }
}

/**
 * Ends every session of the domain's addresses (and its subdomains') but the one asking: a
 * session opened with a password or an e-mail code before enforcement must not outlive it.
 */
async function endDomainSessions(db: Database, domain: string, keepSessionId: string) {
  const ofDomain = db
    .select({ id: user.id })
    .from(user)
    .where(or(sql`lower(${user.email}) like ${`%@${domain}`}`, sql`lower(${user.email}) like ${`%.${domain}`}`));
  const ended = await db
    .delete(session)
    .where(and(inArray(session.userId, ofDomain), ne(session.id, keepSessionId)))
    .returning({ id: session.id });
  return ended.length;
}

export async function changeSettings(
  deps: SsoDeps,
  workspaceId: string,
  actor: { id: string; sessionId: string },
  settings: { enforced?: boolean; joinRole?: (typeof ssoJoinRoles)[number] },
) {
  const actorId = actor.id;
  const row = await providerOf(deps.db, workspaceId);
  if (!row) throw notConfigured();
  if (settings.enforced && !row.domainVerified) throw new ApiError(409, 'domain_not_verified', ssoTexts.notVerified);
  if (settings.enforced && !row.ownerApproved)
    throw new ApiError(409, 'owner_approval_required', ssoTexts.awaitingOwner);
  const [updated] = await deps.db.update(ssoProvider).set(settings).where(eq(ssoProvider.id, row.id)).returning();
  let signedOut = 0;
  if (settings.enforced !== undefined && settings.enforced !== row.enforced) {
    if (settings.enforced) signedOut = await endDomainSessions(deps.db, row.domain, actor.sessionId);
    await recordAudit(deps.db, {
      workspaceId,
      actorId,
      action: settings.enforced ? 'sso.enforced' : 'sso.enforcement_off',
      target: row.domain,
      detail: settings.enforced ? { sessionsEnded: signedOut } : {},
    });
  }
  if (settings.joinRole && settings.joinRole !== row.joinRole)
    await recordAudit(deps.db, {
      workspaceId,
      actorId,
      action: 'sso.join_role_changed',
      target: row.domain,
      detail: { role: settings.joinRole },
    });
  return { sso: toView(deps.env, updated ?? row), signedOut };
}

/** The owner stands behind an admin's change of identity provider (the domain is still to be proven). */
export async function approveProvider(deps: SsoDeps, workspaceId: string, actorId: string) {
  const row = await providerOf(deps.db, workspaceId);
  if (!row) throw notConfigured();
  if (row.ownerApproved) return toView(deps.env, row);
  const [updated] = await deps.db
    .update(ssoProvider)
    .set({ ownerApproved: true })
    .where(eq(ssoProvider.id, row.id))
    .returning();
  await recordAudit(deps.db, { workspaceId, actorId, action: 'sso.approved', target: row.domain });
  return toView(deps.env, updated ?? row);
}

export async function removeProvider(db: Database, workspaceId: string, actorId: string) {
  const row = await providerOf(db, workspaceId);
  if (!row) throw notConfigured();
  await db.delete(ssoProvider).where(eq(ssoProvider.id, row.id));
  await recordAudit(db, { workspaceId, actorId, action: 'sso.removed', target: row.domain });
}
