import { and, desc, eq, sql } from 'drizzle-orm';
import { deployTexts } from '../../../shared/deployments';
import { reviewTexts } from '../../../shared/security-review';
import { recordProjectAudit } from '../../access/audit';
import { assertCanDeploy } from '../../access/entitlements';
import { authorizeProject, type Project } from '../../access/project-access';
import type { Env } from '../../core/env';
import type { Database } from '../../db/client';
import { deployments, liveSites } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { isUuid } from '../../http/is-uuid';
import type { Builds } from '../build/builds.service';
import { type ScheduleQueue, syncLiveSchedules } from '../functions/function-schedules';
import type { AccessTokens } from '../hosting/access-token';
import { accessTtl } from '../hosting/access-token';
import { liveOrigin } from '../hosting/app-hosts';
import type { PackageStore } from '../packages/package-store';
import { reviewProject } from '../review/review-project';
import { alignLiveLink, liveLabel, lockLiveSlugs } from './live-slug';

export type DeployDeps = {
  db: Database;
  env: Env;
  builds: Builds;
  appAccess: AccessTokens;
  jobs: ScheduleQueue;
  packages: PackageStore;
};

/** The security review of the project's files as they are now: what a deploy would publish. */
export async function reviewFor(deps: DeployDeps, projectId: string) {
  return reviewProject(
    { packages: deps.packages, registryUrl: deps.env.NPM_REGISTRY_URL },
    await deps.builds.filesOf(projectId),
  );
}

export async function reviewDeploy(deps: DeployDeps, projectId: string, userId: string) {
  const project = await authorizeProject(deps.db, projectId, userId, 'deploy');
  return reviewFor(deps, project.id);
}

/** The live app's scheduled functions follow the build it serves (none once it is taken down). */
async function followSchedules(deps: DeployDeps, projectId: string, artifactId: string | null) {
  const rules = artifactId ? await deps.builds.rulesOf(projectId, artifactId) : null;
  await syncLiveSchedules(deps.jobs, projectId, rules?.schedules ?? {});
}

/** The project's live link and its deployments, as its owner sees them. */
export async function deploymentsOf({ db, env, appAccess }: DeployDeps, project: Project, userId: string) {
  await alignLiveLink(db, project);
  const [site] = await db.select().from(liveSites).where(eq(liveSites.projectId, project.id)).limit(1);
  const history = await db
    .select({ id: deployments.id, number: deployments.number, createdAt: deployments.createdAt })
    .from(deployments)
    .where(eq(deployments.projectId, project.id))
    .orderBy(desc(deployments.number))
    .limit(50);
  const url = site ? liveOrigin(env, site.slug) : null;
  // A private app opens through a one-minute grant that its host turns into its own cookie; both
  // name the member, and stop working once they are not one.
  const grant = () => appAccess.signFor(userId, 'live-exchange', project.id, accessTtl.liveExchange);
  const openUrl =
    url && project.visibility === 'private' ? `${url}/__access?project=${project.id}&token=${grant()}` : url;
  return {
    url,
    openUrl,
    visibility: project.visibility,
    currentDeploymentId: site?.currentDeploymentId ?? null,
    deployments: history.map((d) => ({
      id: d.id,
      number: d.number,
      createdAt: d.createdAt.toISOString(),
      isCurrent: d.id === site?.currentDeploymentId,
    })),
  };
}

export async function listDeployments(deps: DeployDeps, projectId: string, userId: string) {
  return deploymentsOf(deps, await authorizeProject(deps.db, projectId, userId, 'deploy'), userId);
}

/**
 * Publishes the current build as a new immutable deployment at the project's live link (made on
 * the first deploy, within the plan's number of live apps).
 */
export async function deploy(deps: DeployDeps, projectId: string, userId: string, confirmCritical = false) {
  const { db, builds } = deps;
  const project = await authorizeProject(db, projectId, userId, 'deploy');
  // A critical finding stops the deploy until someone who may deploy confirms; that is recorded.
  const review = await reviewFor(deps, project.id);
  const critical = review.findings.filter((f) => f.severity === 'critical');
  if (critical.length && !confirmCritical)
    throw new ApiError(409, 'review_blocked', reviewTexts.blocked(critical.length));
  // Built for the live link: no source locations (they are for Visual edits in the preview).
  const artifact = await builds.current(project.id, 'live');
  if (!artifact) throw new ApiError(409, 'nothing_to_deploy', deployTexts.nothingToDeploy);
  if (artifact.status !== 'ok') throw new ApiError(409, 'build_failed', deployTexts.buildFailed);
  await db.transaction(async (tx) => {
    // One deploy at a time per service for the slug and the plan count to be decided safely.
    await lockLiveSlugs(tx);
    let [site] = await tx.select().from(liveSites).where(eq(liveSites.projectId, project.id)).limit(1);
    if (!site) {
      await assertCanDeploy(tx, project.workspaceId);
      [site] = await tx
        .insert(liveSites)
        .values({ projectId: project.id, userId, ...(await liveLabel(tx, project)) })
        .returning();
    }
    const [last] = await tx
      .select({ number: sql<number>`coalesce(max(${deployments.number}), 0)`.mapWith(Number) })
      .from(deployments)
      .where(eq(deployments.projectId, project.id));
    const [created] = await tx
      .insert(deployments)
      .values({ projectId: project.id, artifactId: artifact.id, number: (last?.number ?? 0) + 1 })
      .returning();
    await tx
      .update(liveSites)
      .set({ currentDeploymentId: created?.id, updatedAt: new Date() })
      .where(eq(liveSites.projectId, project.id));
    if (critical.length)
      await recordProjectAudit(tx, project.id, userId, 'project.deploy_confirmed', {
        deployment: created?.number ?? null,
        critical: critical.length,
        findings: critical.map((f) => f.id).join(' '),
      });
    await recordProjectAudit(tx, project.id, userId, 'project.deployed', { deployment: created?.number ?? null });
  });
  await followSchedules(deps, project.id, artifact.id);
  return deploymentsOf(deps, project, userId);
}

export async function rollback(deps: DeployDeps, projectId: string, userId: string, deploymentId: string) {
  const project = await authorizeProject(deps.db, projectId, userId, 'deploy');
  const [target] = isUuid(deploymentId)
    ? await deps.db
        .select()
        .from(deployments)
        .where(and(eq(deployments.id, deploymentId), eq(deployments.projectId, project.id)))
        .limit(1)
    : [];
  if (!target) throw new ApiError(404, 'not_found', 'That deployment does not exist.');
  await deps.db.transaction(async (tx) => {
    const updated = await tx
      .update(liveSites)
      .set({ currentDeploymentId: target.id, updatedAt: new Date() })
      .where(eq(liveSites.projectId, project.id))
      .returning();
    if (updated.length === 0) throw new ApiError(409, 'not_deployed', deployTexts.takenDown);
    await recordProjectAudit(tx, project.id, userId, 'project.rolled_back', { deployment: target.number });
  });
  await followSchedules(deps, project.id, target.artifactId);
  return deploymentsOf(deps, project, userId);
}

/** Switches the live link off; the deployments stay, and the next deploy brings it back. */
export async function takeDown(deps: DeployDeps, projectId: string, userId: string) {
  const project = await authorizeProject(deps.db, projectId, userId, 'deploy');
  await deps.db.transaction(async (tx) => {
    const removed = await tx
      .delete(liveSites)
      .where(eq(liveSites.projectId, project.id))
      .returning({ projectId: liveSites.projectId });
    // Taking down what is already down changes nothing worth a line.
    if (removed.length) await recordProjectAudit(tx, project.id, userId, 'project.unpublished');
  });
  await followSchedules(deps, project.id, null);
  return deploymentsOf(deps, project, userId);
}
