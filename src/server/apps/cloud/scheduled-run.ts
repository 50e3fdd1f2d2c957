import { eq } from 'drizzle-orm';
import { deployments, liveSites, projects } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { type ScheduledRun, type ScheduleQueue, scheduleKey } from '../functions/function-schedules';
import { liveOrigin } from '../hosting/app-hosts';
import { siteCaller } from './cloud-caller';
import { type FunctionDeps, runFunction } from './run-function';

/**
 * One occurrence of a live app's schedule, as the job queue's worker runs it: the function of the
 * build the live app serves now, with no caller. A schedule its app no longer declares (taken
 * down, deleted, or cloud.json changed) is removed instead of run.
 */
export async function runScheduled(deps: FunctionDeps & { jobs: ScheduleQueue }, run: ScheduledRun) {
  const [site] = await deps.db
    .select({ project: projects, artifactId: deployments.artifactId, slug: liveSites.slug })
    .from(liveSites)
    .innerJoin(projects, eq(projects.id, liveSites.projectId))
    .innerJoin(deployments, eq(deployments.id, liveSites.currentDeploymentId))
    .where(eq(liveSites.projectId, run.projectId))
    .limit(1);
  const rules = site ? await deps.builds.rulesOf(run.projectId, site.artifactId) : null;
  const cron = rules?.schedules?.[run.functionName];
  if (!site || !rules || !cron) return deps.jobs.unschedule('function-schedule', scheduleKey(run));
  const live = { project: site.project, artifactId: site.artifactId, environment: 'live' as const };
  const caller = await siteCaller(deps.db, live, rules, { identity: null, asOwner: false });
  const origin = liveOrigin(deps.env, site.slug);
  try {
    await runFunction(deps, {
      caller,
      host: { kind: 'live', slug: site.slug },
      origin,
      name: run.functionName,
      trigger: 'schedule',
      request: {
        method: 'POST',
        url: `${origin}/_cloud/v1/functions/${run.functionName}`,
        headers: { 'x-shipwright-schedule': cron },
      },
    });
  } catch (error) {
    // The month's calls used up: this occurrence is skipped, as a visitor's call would be refused.
    if (!(error instanceof ApiError)) throw error;
    deps.logger.warn('scheduled function not run', { ...run, reason: error.message });
  }
}
