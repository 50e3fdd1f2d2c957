import { and, eq, inArray, max } from 'drizzle-orm';
import { gitConnections, projectVersions } from '../../db/schema';
import { openRemote } from './git-connection';
import type { GitDeps } from './git-sync.service';
import { syncProject } from './git-sync-run';

/**
 * The Git queues' workers: each sync, and a poll every minute that sends a sync to connections
 * whose project has versions not yet pushed (a path that forgot to ask) or whose remote branch
 * moved (remotes without webhooks, or a webhook lost on the way).
 */
export async function workOnGitSync(deps: GitDeps, concurrency: number) {
  await deps.jobs.work('git-sync', concurrency, ({ projectId }) => syncProject(deps, projectId));
  await deps.jobs.work('git-poll', 1, () => pollRemotes(deps));
  await deps.jobs.schedule('git-poll', 'every-minute', '* * * * *', {});
}

export async function pollRemotes(deps: GitDeps) {
  const rows = await deps.db
    .select({ connection: gitConnections, latest: max(projectVersions.number) })
    .from(gitConnections)
    .leftJoin(projectVersions, eq(projectVersions.projectId, gitConnections.projectId))
    .where(and(inArray(gitConnections.state, ['synced', 'error'])))
    .groupBy(gitConnections.projectId);
  for (const { connection, latest } of rows) {
    const send = () =>
      deps.jobs.send('git-sync', { projectId: connection.projectId }, undefined, {
        singletonKey: connection.projectId,
      });
    if ((latest ?? 0) > connection.lastSyncedVersion) {
      await send();
      continue;
    }
    try {
      const repo = await openRemote(deps.env, connection);
      if ((await repo.remoteHead(connection.branch)) !== connection.lastSyncedCommit) await send();
    } catch (error) {
      // The sync it would send fails the same way and says so; the poll only looks.
      deps.logger.info('git poll failed', { projectId: connection.projectId, error: String(error) });
    }
  }
}
