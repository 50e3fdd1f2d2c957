import { createMiddleware } from 'hono/factory';
import type { Logger } from '../../core/logger';
import type { Database } from '../../db/client';
import { isUuid } from '../../http/is-uuid';
import type { JobQueue } from '../../jobs/job-queue';
import { connectionOf } from './git-connection';
import { latestVersion } from './git-files';
import { requestGitSync } from './git-sync.service';

type TriggerDeps = { db: Database; jobs: Pick<JobQueue, 'send'>; logger: Logger };

/** Starts a sync when the project has versions its remote has not seen yet. */
export async function syncIfBehind(deps: TriggerDeps, projectId: string) {
  const connection = await connectionOf(deps.db, projectId);
  if (!connection || connection.state === 'conflict') return;
  const latest = await latestVersion(deps.db, projectId);
  if ((latest?.number ?? 0) > connection.lastSyncedVersion) await requestGitSync(deps, projectId);
}

/**
 * After any change a project route made (a file saved, a package added, a version restored, a
 * visual edit): new versions go to the remote without each route having to ask. The minute's
 * poll catches whatever changes elsewhere.
 */
export const gitSyncAfterChanges = (deps: TriggerDeps) =>
  createMiddleware(async (c, next) => {
    await next();
    const projectId = c.req.param('projectId');
    if (c.req.method === 'GET' || c.res.status >= 300 || !projectId || !isUuid(projectId)) return;
    // The change stands either way; the minute's poll sends what this could not.
    await syncIfBehind(deps, projectId).catch((error: unknown) =>
      deps.logger.warn('git sync not requested', { projectId, error: String(error) }),
    );
  });
