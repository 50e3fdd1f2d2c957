import { and, asc, eq, gt, isNotNull, or, type SQL } from 'drizzle-orm';
import type { GitConnectionView, GitVersionState } from '../../../shared/git-sync';
import type { Env } from '../../core/env';
import type { Database } from '../../db/client';
import { gitConnections, gitVersionCommits, projectVersions } from '../../db/schema';
import { guardedGitHttp } from '../../vendors/git/git-http';
import { MemoryRepo } from '../../vendors/git/memory-repo';
import { secretBoxFor } from '../../vendors/secret-box';

export type GitConnection = typeof gitConnections.$inferSelect;

/** The sealed token and webhook secret are bound to their project: copied elsewhere, they do not open. */
export const tokenContext = (projectId: string) => `git-token:${projectId}`;
export const webhookContext = (projectId: string) => `git-webhook:${projectId}`;

export async function connectionOf(db: Database, projectId: string) {
  const [row] = await db.select().from(gitConnections).where(eq(gitConnections.projectId, projectId)).limit(1);
  return row ?? null;
}

/** The remote's branch in memory, reached with the connection's own token. */
export function openRemote(env: Env, connection: GitConnection) {
  return MemoryRepo.open({
    url: connection.remoteUrl,
    username: connection.username,
    token: secretBoxFor(env).open(connection.tokenSealed, tokenContext(connection.projectId)),
    http: guardedGitHttp(env.GIT_TRUSTED_ORIGINS),
  });
}

/** Any column may be an SQL expression evaluated in the update (a state decided as it is written). */
export async function updateConnection(
  db: Database,
  projectId: string,
  set: { [K in keyof GitConnection]?: GitConnection[K] | SQL },
) {
  await db
    .update(gitConnections)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(gitConnections.projectId, projectId));
}

/** The versions the remote has seen (with their commits) and those it has not yet. */
async function versionStates(db: Database, connection: GitConnection) {
  const rows = await db
    .select({
      id: projectVersions.id,
      number: projectVersions.number,
      commit: gitVersionCommits.commitSha,
      state: gitVersionCommits.state,
    })
    .from(projectVersions)
    .leftJoin(gitVersionCommits, eq(gitVersionCommits.versionId, projectVersions.id))
    .where(
      and(
        eq(projectVersions.projectId, connection.projectId),
        or(gt(projectVersions.number, connection.lastSyncedVersion), isNotNull(gitVersionCommits.versionId)),
      ),
    )
    .orderBy(asc(projectVersions.number));
  const states: GitConnectionView['versions'] = {};
  for (const row of rows) {
    const state: GitVersionState = row.state ?? (connection.state === 'conflict' ? 'conflict' : 'pending');
    states[row.id] = {
      state: row.number <= connection.lastSyncedVersion && !row.state ? 'pushed' : state,
      commit: row.commit,
    };
  }
  return states;
}

export async function connectionView(db: Database, connection: GitConnection): Promise<GitConnectionView> {
  return {
    provider: connection.provider,
    remoteUrl: connection.remoteUrl,
    webUrl: connection.webUrl,
    branch: connection.branch,
    state: connection.state,
    lastError: connection.lastError,
    lastSyncedAt: connection.lastSyncedAt?.toISOString() ?? null,
    lastSyncedCommit: connection.lastSyncedCommit,
    tokenHint: connection.tokenHint,
    refused: connection.refused,
    conflict:
      connection.state === 'conflict' &&
      connection.conflictBranch &&
      connection.conflictTheirs &&
      connection.conflictOurs
        ? {
            branch: connection.conflictBranch,
            theirs: { commit: connection.conflictTheirs, message: connection.conflictTheirsMessage ?? '' },
            ours: { commit: connection.conflictOurs, versionNumber: connection.conflictOursVersion ?? 0 },
          }
        : null,
    versions: await versionStates(db, connection),
  };
}
