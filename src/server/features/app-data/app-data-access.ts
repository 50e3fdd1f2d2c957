import { eq } from 'drizzle-orm';
import type { AppDataEnvironment } from '../../../shared/app-data';
import { type CloudLimits, cloudLimits } from '../../../shared/cloud/limits';
import type { CloudRules } from '../../../shared/cloud/rules';
import type { PlanTier } from '../../../shared/plans';
import { planFor } from '../../access/entitlements';
import { findViewableProject, type Project } from '../../access/project-access';
import type { Builds } from '../../apps/build/builds.service';
import type { CloudChanges } from '../../apps/cloud/cloud-changes';
import type { AccessTokens } from '../../apps/hosting/access-token';
import type { Env } from '../../core/env';
import type { Database } from '../../db/client';
import { deployments, liveSites } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { Storage } from '../../vendors/storage';

export interface AppDataDeps {
  db: Database;
  builds: Builds;
  cloudChanges: CloudChanges;
  /** Uploaded files: their bytes, and the keys their URLs carry on the app's host. */
  storage: Storage;
  appAccess: AccessTokens;
  env: Pick<Env, 'APPS_DOMAIN' | 'APP_URL'>;
}

/** One environment of an owned project's app backend, as the Database tab works on it. */
export interface DataScope {
  project: Project;
  environment: AppDataEnvironment;
  limits: CloudLimits;
  /** The owner's plan, which sets the limits. */
  tier: PlanTier;
}

const notFound = () =>
  new ApiError(404, 'not_found', "The project you're looking for doesn't exist or you don't have access to it.");

/**
 * An app's data belongs to its visitors; only the members who may edit the project see it.
 * Everyone else, viewers and visitors of a public project included, is told it does not exist.
 */
export async function dataScope(
  db: Database,
  projectId: string,
  userId: string,
  environment: AppDataEnvironment,
): Promise<DataScope> {
  const { project, canEdit } = await findViewableProject(db, projectId, userId);
  if (!canEdit) throw notFound();
  // The team's edits count against the same plan limits as the app's visitors' do.
  const { tier } = await planFor(db, project.workspaceId);
  return { project, environment, limits: cloudLimits[tier], tier };
}

export { collectionParam } from '../../apps/cloud/cloud-access';

/**
 * The build an environment serves right now: the newest good build in the preview, the current
 * deployment's live (with the live site's name). Null when nothing is served there.
 */
export async function servedBuild(
  { db, builds }: Pick<AppDataDeps, 'db' | 'builds'>,
  scope: { project: Pick<Project, 'id'>; environment: DataScope['environment'] },
): Promise<{ artifactId: string; slug: string | null } | null> {
  if (scope.environment === 'preview') {
    const latest = await builds.latestGoodId(scope.project.id);
    return latest ? { artifactId: latest, slug: null } : null;
  }
  const [site] = await db
    .select({ artifactId: deployments.artifactId, slug: liveSites.slug })
    .from(liveSites)
    .innerJoin(deployments, eq(deployments.id, liveSites.currentDeploymentId))
    .where(eq(liveSites.projectId, scope.project.id))
    .limit(1);
  return site ?? null;
}

/** The rules an environment runs under right now: its served build's. Null when nothing is served there. */
export async function rulesInForce(
  deps: Pick<AppDataDeps, 'db' | 'builds'>,
  scope: { project: Pick<Project, 'id'>; environment: DataScope['environment'] },
): Promise<CloudRules | null> {
  const served = await servedBuild(deps, scope);
  return served ? deps.builds.rulesOf(scope.project.id, served.artifactId) : null;
}
