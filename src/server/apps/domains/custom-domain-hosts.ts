import { isIP } from 'node:net';
import { and, eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { isPaidTier } from '../../../shared/billing';
import { planFor } from '../../access/entitlements';
import type { Env } from '../../core/env';
import type { Database } from '../../db/client';
import { customDomains, liveSites, projects } from '../../db/schema';
import type { AppHost } from '../hosting/app-hosts';
import { appNotFoundPage } from '../hosting/app-pages';
import { hostName, isServiceName } from './domain-name';

/**
 * The live app a custom domain shows right now, or null. Decided on every request: removing the
 * domain, taking the app down, deleting the project or dropping to Free stops it at once.
 */
export async function customDomainServed(db: Database, header: string) {
  const domain = hostName(header);
  if (!domain || isIP(domain)) return null;
  const [row] = await db
    .select({ slug: liveSites.slug, workspaceId: projects.workspaceId })
    .from(customDomains)
    .innerJoin(projects, eq(projects.id, customDomains.projectId))
    .innerJoin(liveSites, eq(liveSites.projectId, customDomains.projectId))
    .where(and(eq(customDomains.domain, domain), eq(customDomains.status, 'verified')))
    .limit(1);
  if (!row || !isPaidTier((await planFor(db, row.workspaceId)).tier)) return null;
  return { domain, host: { kind: 'live', slug: row.slug } satisfies AppHost as AppHost };
}

/**
 * Which requests are for a custom domain: any dotted name that is not the service's own (its
 * main host, the apps domain, localhost) nor an IP address. The main app never answers on such
 * names, so a domain pointed here without being connected (or after removal) gets a 404 page.
 */
export function customDomainHosts(
  { db, env }: { db: Database; env: Pick<Env, 'APPS_DOMAIN' | 'APP_URL'> },
  serve: (request: Request, host: AppHost) => Response | Promise<Response>,
): MiddlewareHandler {
  return async (c, next) => {
    const name = hostName(c.req.header('host'));
    if (!name || isIP(name) || !name.includes('.') || isServiceName(env, name)) return next();
    const served = await customDomainServed(db, name);
    if (served) return serve(c.req.raw, served.host);
    c.header('Cache-Control', 'no-store');
    return c.html(appNotFoundPage, 404);
  };
}
