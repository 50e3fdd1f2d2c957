import { eq } from 'drizzle-orm';
import { type ssoJoinRoles, ssoTexts, ssoVerificationName, ssoVerificationValue } from '../../../shared/sso';
import { recordAudit } from '../../access/audit';
import type { Database } from '../../db/client';
import { ssoProvider } from '../../db/schema';
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

export async function changeSettings(
  deps: SsoDeps,
  workspaceId: string,
  actorId: string,
  settings: { enforced?: boolean; joinRole?: (typeof ssoJoinRoles)[number] },
) {
  const row = await providerOf(deps.db, workspaceId);
  if (!row) throw notConfigured();
  if (settings.enforced && !row.domainVerified) throw new ApiError(409, 'domain_not_verified', ssoTexts.notVerified);
  const [updated] = await deps.db.update(ssoProvider).set(settings).where(eq(ssoProvider.id, row.id)).returning();
  if (settings.enforced !== undefined && settings.enforced !== row.enforced)
    await recordAudit(deps.db, {
      workspaceId,
      actorId,
      action: settings.enforced ? 'sso.enforced' : 'sso.enforcement_off',
      target: row.domain,
    });
  if (settings.joinRole && settings.joinRole !== row.joinRole)
    await recordAudit(deps.db, {
      workspaceId,
      actorId,
      action: 'sso.join_role_changed',
      target: row.domain,
      detail: { role: settings.joinRole },
    });
  return toView(deps.env, updated ?? row);
}

export async function removeProvider(db: Database, workspaceId: string, actorId: string) {
  const row = await providerOf(db, workspaceId);
  if (!row) throw notConfigured();
  await db.delete(ssoProvider).where(eq(ssoProvider.id, row.id));
  await recordAudit(db, { workspaceId, actorId, action: 'sso.removed', target: row.domain });
}
