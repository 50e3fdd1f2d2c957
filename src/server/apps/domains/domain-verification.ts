import { and, eq, isNotNull, lte, ne } from 'drizzle-orm';
import { cnameTargetLabel, domainTexts } from '../../../shared/custom-domains';
import type { Env } from '../../core/env';
import type { Logger } from '../../core/logger';
import type { Database } from '../../db/client';
import { customDomains, liveSites } from '../../db/schema';
import { createResolver } from '../../vendors/dns-resolver';
import { appsDomain } from '../hosting/app-hosts';
import { siteOf } from '../hosting/apps-site';
import { checkDns } from './dns-check';

export type DomainRow = typeof customDomains.$inferSelect;
type CheckDeps = { db: Database; env: Env };

/**
 * Checked again by the server itself, not by the open dialog: DNS changes take minutes to hours
 * to reach resolvers and owners close the dialog meanwhile. 30 s, 1, 2, 4 … minutes, then hourly,
 * for about two days after the last Verify press; the dialog only re-reads the stored state.
 */
const firstDelayMs = 30_000;
const maxDelayMs = 60 * 60_000;
const maxAutomaticChecks = 55;
/**
 * A verified domain is checked again daily: once its records stop pointing here (the domain
 * changed hands, say) it fails, stops being served and frees the name for whoever controls it
 * now. DNS servers that do not answer leave it verified.
 */
const reverifyMs = 24 * 60 * 60_000;
const retryUnansweredMs = 60 * 60_000;

export const nextCheckAfter = (attempts: number, now = Date.now()) =>
  attempts >= maxAutomaticChecks
    ? null
    : new Date(now + Math.min(firstDelayMs * 2 ** Math.min(attempts, 20), maxDelayMs));

const appsHost = (env: Pick<Env, 'APPS_DOMAIN' | 'APP_URL'>) => appsDomain(env).replace(/:\d+$/, '');

/**
 * The host every custom domain's CNAME names, `domains.<APPS_DOMAIN>` without a development
 * server's port (ADR 0016): fixed, so it neither publishes a secret app's link nor moves with it.
 */
export const cnameTargetOf = (env: Pick<Env, 'APPS_DOMAIN' | 'APP_URL'>) => `${cnameTargetLabel}.${appsHost(env)}`;

/** The app's live host: the CNAME target shown before ADR 0016, still accepted for domains set up then. */
export const liveHostOf = (env: Pick<Env, 'APPS_DOMAIN' | 'APP_URL'>, slug: string) => `${slug}.${appsHost(env)}`;

/** example.com rather than www.example.com: DNS allows no CNAME there, only A/AAAA to this service's addresses. */
export const isApex = (domain: string) => siteOf(domain) === domain;

/** An apex domain while the operator has not set CUSTOM_DOMAIN_ADDRESSES: it has no way to point here. */
export const apexWithoutAddresses = (env: Pick<Env, 'CUSTOM_DOMAIN_ADDRESSES'>, domain: string) =>
  isApex(domain) && env.CUSTOM_DOMAIN_ADDRESSES.length === 0;

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505';

/** Why this claim cannot be verified before DNS is even asked, if it cannot. */
async function blocker(db: Database, row: DomainRow) {
  const [taken] = await db
    .select({ id: customDomains.id })
    .from(customDomains)
    .where(
      and(eq(customDomains.domain, row.domain), eq(customDomains.status, 'verified'), ne(customDomains.id, row.id)),
    )
    .limit(1);
  return taken ? domainTexts.verifiedElsewhere : null;
}

/** Asks DNS about one claim and stores the outcome: verified, or failed with the resolver's reason. */
export async function checkDomain({ db, env }: CheckDeps, row: DomainRow, now = new Date()) {
  const [site] = await db.select().from(liveSites).where(eq(liveSites.projectId, row.projectId)).limit(1);
  let reason: string | null = site ? await blocker(db, row) : domainTexts.deployFirst;
  if (!reason && apexWithoutAddresses(env, row.domain)) reason = domainTexts.apexNeedsAddresses(row.domain);
  if (!reason && site) {
    const verdict = await checkDns(createResolver(env), {
      domain: row.domain,
      token: row.token,
      // The live host too: domains verified before the fixed target keep working (ADR 0016).
      targets: [cnameTargetOf(env), liveHostOf(env, site.slug)],
      addresses: env.CUSTOM_DOMAIN_ADDRESSES,
    });
    if (!verdict.ok && verdict.transient && row.status === 'verified') {
      const nextCheckAt = new Date(now.getTime() + retryUnansweredMs);
      await db.update(customDomains).set({ lastCheckedAt: now, nextCheckAt }).where(eq(customDomains.id, row.id));
      return;
    }
    reason = verdict.ok ? null : verdict.reason;
  }
  if (!reason) {
    try {
      await db
        .update(customDomains)
        .set({
          status: 'verified',
          failureReason: null,
          attempts: 0,
          lastCheckedAt: now,
          nextCheckAt: new Date(now.getTime() + reverifyMs),
          verifiedAt: row.verifiedAt ?? now,
        })
        .where(eq(customDomains.id, row.id));
      return;
    } catch (error) {
      // Another claim was verified in the same moment: the database keeps one.
      if (!isUniqueViolation(error)) throw error;
      reason = domainTexts.verifiedElsewhere;
    }
  }
  const attempts = row.attempts + 1;
  await db
    .update(customDomains)
    .set({
      status: 'failed',
      verifiedAt: null,
      failureReason: reason,
      attempts,
      lastCheckedAt: now,
      nextCheckAt: nextCheckAfter(attempts, now.getTime()),
    })
    .where(eq(customDomains.id, row.id));
}

/** Checks every claim whose automatic re-check is due; returns how many it checked. */
export async function checkDueDomains(deps: CheckDeps, now = new Date(), batch = 20) {
  const due = await deps.db
    .select()
    .from(customDomains)
    .where(and(isNotNull(customDomains.nextCheckAt), lte(customDomains.nextCheckAt, now)))
    .orderBy(customDomains.nextCheckAt)
    .limit(batch);
  for (const row of due) await checkDomain(deps, row, now);
  return due.length;
}

/** The server's loop of automatic re-checks; stop() ends it once a round under way has finished. */
export function startDomainChecks(deps: CheckDeps & { logger: Logger }, everyMs = 15_000) {
  let round: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    round ??= checkDueDomains(deps)
      .catch((error) => deps.logger.error('custom domain checks failed', { error: String(error) }))
      .finally(() => {
        round = null;
      });
  }, everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await round;
    },
  };
}
