import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type CloudEnvironment, deployments, liveSites, projects } from '../../db/schema';
import type { Builds } from '../build/builds.service';
import type { AccessTokens } from './access-token';
import type { AppHost } from './app-hosts';

export interface AppSite {
  project: typeof projects.$inferSelect;
  /** Preview shows the newest build that worked; live shows the current deployment's. */
  artifactId: string | null;
  environment: CloudEnvironment;
}

/** How a visitor proves access to a non-public app: the preview's grant, or the live host's cookie. */
export interface SiteCredentials {
  grant: string | undefined;
  cookie: string | undefined;
}

/**
 * Which project, and which build of it, an app host shows; null when this visitor may not see it.
 * `webhook`: an app's public endpoint (its webhooks), which answers whoever calls, as the app's
 * code decides; a live link that stopped working stays stopped.
 */
export async function resolveAppSite(
  { db, builds, appAccess }: { db: Database; builds: Builds; appAccess: AccessTokens },
  host: AppHost,
  credentials: SiteCredentials | 'webhook',
): Promise<AppSite | null> {
  const { grant, cookie } = credentials === 'webhook' ? { grant: undefined, cookie: undefined } : credentials;
  const anyone = credentials === 'webhook';
  if (host.kind === 'preview') {
    const [project] = await db.select().from(projects).where(eq(projects.id, host.projectId)).limit(1);
    if (!project) return null;
    const granted =
      appAccess.verify(grant, 'preview', project.id) || appAccess.verify(grant, 'preview-owner', project.id);
    if (project.visibility !== 'public' && !granted && !anyone) return null;
    return { project, artifactId: await builds.latestGoodId(project.id), environment: 'preview' };
  }
  const [site] = await db
    .select({ project: projects, artifactId: deployments.artifactId, unguessable: liveSites.unguessable })
    .from(liveSites)
    .innerJoin(projects, eq(projects.id, liveSites.projectId))
    .innerJoin(deployments, eq(deployments.id, liveSites.currentDeploymentId))
    .where(eq(liveSites.slug, host.slug))
    .limit(1);
  // A readable link stops working the moment its app stops being public (ADR 0010).
  if (!site || (site.project.visibility !== 'public' && !site.unguessable)) return null;
  const allowed = anyone || appAccess.verify(cookie, 'live-cookie', site.project.id);
  if (site.project.visibility === 'private' && !allowed) return null;
  return { project: site.project, artifactId: site.artifactId, environment: 'live' };
}

export interface SiteScope {
  projectId: string;
  environment: CloudEnvironment;
}

/** Which app and environment a host names, with no access check: for capabilities that carry their own. */
export async function siteScopeOf(db: Database, host: AppHost): Promise<SiteScope | null> {
  if (host.kind === 'preview') return { projectId: host.projectId, environment: 'preview' };
  const [site] = await db
    .select({ projectId: liveSites.projectId, unguessable: liveSites.unguessable, visibility: projects.visibility })
    .from(liveSites)
    .innerJoin(projects, eq(projects.id, liveSites.projectId))
    .where(and(eq(liveSites.slug, host.slug), isNotNull(liveSites.currentDeploymentId)));
  if (!site || (site.visibility !== 'public' && !site.unguessable)) return null;
  return { projectId: site.projectId, environment: 'live' };
}
