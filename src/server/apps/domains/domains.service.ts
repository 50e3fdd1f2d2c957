import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { isPaidTier } from '../../../shared/billing';
import {
  customDomainsPerProject,
  type DomainStatus,
  domainTexts,
  verificationName,
  verificationValue,
  wwwFormOf,
} from '../../../shared/custom-domains';
import { recordProjectAudit } from '../../access/audit';
import { planFor } from '../../access/entitlements';
import { authorizeProject, type Project } from '../../access/project-access';
import type { Env } from '../../core/env';
import type { Database } from '../../db/client';
import { customDomains, liveSites } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { isUuid } from '../../http/is-uuid';
import type { AccessTokens } from '../hosting/access-token';
import { accessTtl } from '../hosting/access-token';
import { appsDomain } from '../hosting/app-hosts';
import { parseCustomDomain } from './domain-name';
import {
  apexWithoutAddresses,
  checkDomain,
  cnameTargetOf,
  type DomainRow,
  isApex,
  nextCheckAfter,
} from './domain-verification';

export type DomainDeps = { db: Database; env: Env; appAccess: AccessTokens };

/** A manual Verify within this long of the last check answers with that check instead of asking DNS again. */
const manualCheckGapMs = 5_000;

/**
 * The records to create: a CNAME to the one fixed target, or for an apex A/AAAA to this service's
 * addresses (none while the operator has not set them), and the TXT proof. Never the app's own
 * link, which is a secret app's key and moves with visibility (ADR 0016).
 */
function recordsFor(env: Env, row: DomainRow) {
  const routing = !isApex(row.domain)
    ? [{ type: 'CNAME', name: row.domain, value: cnameTargetOf(env) }]
    : env.CUSTOM_DOMAIN_ADDRESSES.map((a) => ({ type: a.includes(':') ? 'AAAA' : 'A', name: row.domain, value: a }));
  return [...routing, { type: 'TXT', name: verificationName(row.domain), value: verificationValue(row.token) }];
}

/** Where the owner opens the app at the domain; a private app's through a one-minute grant (ADR 0010). */
function openUrlOf({ env, appAccess }: DomainDeps, project: Project, domain: string, userId: string) {
  const port = /:\d+$/.exec(appsDomain(env))?.[0] ?? '';
  const url = `${new URL(env.APP_URL).protocol}//${domain}${port}`;
  if (project.visibility !== 'private') return url;
  const token = appAccess.signFor(userId, 'live-exchange', project.id, accessTtl.liveExchange);
  return `${url}/__access?project=${project.id}&token=${token}`;
}

async function domainsOf(deps: DomainDeps, project: Project, userId: string) {
  const { db, env } = deps;
  const { plan, tier } = await planFor(db, project.workspaceId);
  const [site] = await db.select().from(liveSites).where(eq(liveSites.projectId, project.id)).limit(1);
  const rows = await db
    .select()
    .from(customDomains)
    .where(eq(customDomains.projectId, project.id))
    .orderBy(asc(customDomains.createdAt));
  const allowed = isPaidTier(tier);
  const live = Boolean(site?.currentDeploymentId);
  return {
    allowed,
    planName: plan.name,
    deployed: live,
    limit: customDomainsPerProject,
    domains: rows.map((row) => ({
      id: row.id,
      domain: row.domain,
      status: row.status as DomainStatus,
      failureReason: row.failureReason,
      lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
      nextCheckAt: row.nextCheckAt?.toISOString() ?? null,
      records: recordsFor(env, row),
      /** An apex that cannot point here until the operator sets addresses: the www form to offer instead. */
      wwwInstead: apexWithoutAddresses(env, row.domain) ? wwwFormOf(row.domain) : null,
      /** Verified and shown now: the same test requests with its Host pass (custom-domain-hosts.ts). */
      served: row.status === 'verified' && allowed && live,
      openUrl: row.status === 'verified' && allowed && live ? openUrlOf(deps, project, row.domain, userId) : null,
    })),
  };
}

/** The plan decides, on the server: custom domains from Creator up. */
async function assertAllowed(db: Database, workspaceId: string) {
  const { plan, tier } = await planFor(db, workspaceId);
  if (!isPaidTier(tier)) throw new ApiError(403, 'plan_required', domainTexts.planRequired(plan.name));
}

export async function listDomains(deps: DomainDeps, projectId: string, userId: string) {
  return domainsOf(deps, await authorizeProject(deps.db, projectId, userId, 'deploy'), userId);
}

export async function addDomain(deps: DomainDeps, projectId: string, userId: string, input: string) {
  const { db, env } = deps;
  const project = await authorizeProject(db, projectId, userId, 'deploy');
  await assertAllowed(db, project.workspaceId);
  const domain = parseCustomDomain(env, input);
  if (apexWithoutAddresses(env, domain))
    throw new ApiError(400, 'apex_needs_addresses', domainTexts.apexNeedsAddresses(domain));
  const [site] = await db.select().from(liveSites).where(eq(liveSites.projectId, project.id)).limit(1);
  if (!site) throw new ApiError(409, 'not_deployed', domainTexts.deployFirst);
  const [verified] = await db
    .select({ projectId: customDomains.projectId })
    .from(customDomains)
    .where(and(eq(customDomains.domain, domain), eq(customDomains.status, 'verified')))
    .limit(1);
  if (verified && verified.projectId !== project.id) throw new ApiError(409, 'domain_taken', domainTexts.taken);
  const existing = await db.select().from(customDomains).where(eq(customDomains.projectId, project.id));
  if (existing.some((d) => d.domain === domain)) throw new ApiError(409, 'duplicate_domain', domainTexts.duplicate);
  if (existing.length >= customDomainsPerProject) throw new ApiError(409, 'domain_limit', domainTexts.limit);
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(customDomains)
      .values({
        projectId: project.id,
        userId,
        domain,
        token: randomBytes(16).toString('hex'),
        nextCheckAt: nextCheckAfter(0),
      })
      .onConflictDoNothing()
      .returning({ id: customDomains.id });
    if (added.length) await recordProjectAudit(tx, project.id, userId, 'domain.added', { domain });
  });
  return domainsOf(deps, project, userId);
}

async function ownedDomain(deps: DomainDeps, projectId: string, userId: string, domainId: string) {
  const project = await authorizeProject(deps.db, projectId, userId, 'deploy');
  const [row] = isUuid(domainId)
    ? await deps.db
        .select()
        .from(customDomains)
        .where(and(eq(customDomains.id, domainId), eq(customDomains.projectId, project.id)))
        .limit(1)
    : [];
  if (!row) throw new ApiError(404, 'not_found', 'That domain is not connected to this project.');
  return { project, row };
}

/** Verify pressed: checks now and starts the automatic re-checks' backoff over. */
export async function verifyDomain(deps: DomainDeps, projectId: string, userId: string, domainId: string) {
  const { project, row } = await ownedDomain(deps, projectId, userId, domainId);
  await assertAllowed(deps.db, project.workspaceId);
  const recent = row.lastCheckedAt && Date.now() - row.lastCheckedAt.getTime() < manualCheckGapMs;
  if (row.status !== 'verified' && !recent) await checkDomain(deps, { ...row, attempts: 0 });
  return domainsOf(deps, project, userId);
}

/** Stops serving the domain at once: the next request with that Host finds no claim. */
export async function removeDomain(deps: DomainDeps, projectId: string, userId: string, domainId: string) {
  const { project, row } = await ownedDomain(deps, projectId, userId, domainId);
  await deps.db.transaction(async (tx) => {
    const removed = await tx
      .delete(customDomains)
      .where(eq(customDomains.id, row.id))
      .returning({ id: customDomains.id });
    if (removed.length) await recordProjectAudit(tx, project.id, userId, 'domain.removed', { domain: row.domain });
  });
  return domainsOf(deps, project, userId);
}
