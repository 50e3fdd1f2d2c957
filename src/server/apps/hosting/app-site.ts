import { and, eq, isNotNull } from 'drizzle-orm';
import { can } from '../../../shared/workspaces';
import { roleIn } from '../../access/workspaces';
import type { Database } from '../../db/client';
import { type CloudEnvironment, deployments, liveSites, projects } from '../../db/schema';
import type { Builds } from '../build/builds.service';
import type { AccessPurpose, AccessTokens } from './access-token';
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

type Project = typeof projects.$inferSelect;

/**
 * Whether a grant holds for this project now: a member's only while they are one (an owner's
 * grant while they may still edit), so a removal ends it at once. On a private project every
 * grant but the server's own render's names a member.
 */
export async function grantHolds(
  { db, appAccess }: { db: Database; appAccess: AccessTokens },
  token: string | undefined,
  purpose: AccessPurpose,
  project: Project,
) {
  const holder = appAccess.holderOf(token, purpose, project.id);
  if (holder === undefined) return false;
  if (holder === null) return project.visibility !== 'private' || purpose === 'preview-owner';
  const role = await roleIn(db, project.workspaceId, holder);
  return purpose === 'preview-owner' ? can(role, 'edit') : role !== null;
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
    const holds = (purpose: AccessPurpose) => grantHolds({ db, appAccess }, grant, purpose, project);
    const granted =
      anyone || project.visibility === 'public' || (await holds('preview')) || (await holds('preview-owner'));
    if (!granted) return null;
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
  if (
    site.project.visibility === 'private' &&
    !anyone &&
    !(await grantHolds({ db, appAccess }, cookie, 'live-cookie', site.project))
  )
    return null;
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
