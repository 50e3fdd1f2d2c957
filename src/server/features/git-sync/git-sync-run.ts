import { sql } from 'drizzle-orm';
import { type GitSyncState, gitTexts } from '../../../shared/git-sync';
import type { Env } from '../../core/env';
import type { Logger } from '../../core/logger';
import type { Database } from '../../db/client';
import { gitVersionCommits, projectVersions } from '../../db/schema';
import { GitRemoteError } from '../../vendors/git/git-http';
import type { MemoryRepo } from '../../vendors/git/memory-repo';
import { connectionOf, type GitConnection, openRemote, updateConnection } from './git-connection';
import {
  connectorAuthor,
  latestVersion,
  projectTree,
  type UnsyncedVersion,
  unsyncedVersions,
  versionTree,
} from './git-files';
import { importTree } from './git-import';
import { readIncomingTree } from './git-intake';

export interface GitSyncDeps {
  db: Database;
  env: Env;
  logger: Logger;
}

/** Commits fetched to find where the two sides parted; beyond that an import takes only the head. */
export const fetchDepth = 50;

/** What a failed sync tells the user; `retry` when trying again later may help. */
export function syncFailure(error: unknown): { message: string; retry: boolean } | null {
  if (!(error instanceof GitRemoteError)) return null;
  if (error.kind === 'unauthorized') return { message: gitTexts.badToken, retry: false };
  if (error.kind === 'not_found') return { message: gitTexts.notFound, retry: false };
  return { message: gitTexts.unreachable(error.message), retry: error.kind !== 'too_large' };
}

/** Records `sha` as the commit of each version, in one statement. */
async function recordCommits(
  db: Database,
  projectId: string,
  rows: Array<{ versionId: string; sha: string }>,
  state: 'pushed' | 'imported' | 'conflict',
) {
  if (!rows.length) return;
  await db
    .insert(gitVersionCommits)
    .values(rows.map((r) => ({ versionId: r.versionId, projectId, commitSha: r.sha, state })))
    .onConflictDoUpdate({ target: gitVersionCommits.versionId, set: { commitSha: sql`excluded.commit_sha`, state } });
}

/** Each version as a commit on top of `parent`; answers the last commit and each version's. */
async function commitVersions(db: Database, repo: MemoryRepo, versions: UnsyncedVersion[], parent: string | null) {
  const made: Array<{ versionId: string; sha: string }> = [];
  let head = parent;
  for (const version of versions) {
    head = await repo.commit(await versionTree(db, version.id), head ? [head] : [], version.message, version.author);
    made.push({ versionId: version.id, sha: head });
  }
  return { head, made };
}

/**
 * Agreed up to `version` at `commit`. Still `syncing` while a newer version waits for the job its
 * request sent: decided in the same statement that writes it, so a request's `syncing` written
 * just before is never overwritten by an older job's `synced`.
 */
const synced = (projectId: string, commit: string, version: number) => ({
  state: sql<GitSyncState>`case when (select coalesce(max(${projectVersions.number}), 0) from ${projectVersions} where ${projectVersions.projectId} = ${projectId}) > ${version} then 'syncing' else 'synced' end`,
  lastError: null,
  lastSyncedCommit: commit,
  lastSyncedVersion: version,
  lastSyncedAt: new Date(),
});

/**
 * One sync of a project with its remote branch (the `git-sync` job). Whichever side moved since
 * the last agreed commit is brought to the other; when both did, ours goes to `shipwright/<n>`
 * and the connection waits in `conflict` for the user's choice (git-resolve.ts).
 */
export async function syncProject(deps: GitSyncDeps, projectId: string) {
  const connection = await connectionOf(deps.db, projectId);
  if (!connection || connection.state === 'conflict') return;
  try {
    await syncConnection(deps, connection);
  } catch (error) {
    // Either side moved while this sync worked: the retry looks again.
    if (error instanceof GitRemoteError && error.kind === 'rejected') throw error;
    const failure = syncFailure(error) ?? {
      message: gitTexts.unreachable((error as Error).message ?? String(error)),
      retry: true,
    };
    await updateConnection(deps.db, projectId, { state: 'error', lastError: failure.message });
    deps.logger.info('git sync failed', { projectId, reason: failure.message });
    if (failure.retry) throw error;
  }
}

async function syncConnection({ db, env }: GitSyncDeps, connection: GitConnection) {
  const { projectId, branch, lastSyncedCommit } = connection;
  const repo = await openRemote(env, connection);
  const head = await repo.fetch(branch, fetchDepth);
  const versions = await unsyncedVersions(db, connection);

  // The first sync: the project's current files, on top of whatever the branch holds; an empty
  // project takes the branch's files instead.
  if (!lastSyncedCommit) {
    const files = await projectTree(db, projectId);
    if (files.size === 0 && head) return importRemote(db, repo, connection, head);
    const latest = versions.at(-1) ?? (await latestVersion(db, projectId));
    const author = versions.at(-1)?.author ?? (await connectorAuthor(db, connection));
    const sha = await repo.commit(files, head ? [head] : [], 'Connect to Shipwright', author);
    await repo.push(sha, branch);
    if (latest) await recordCommits(db, projectId, [{ versionId: latest.id, sha }], 'pushed');
    await updateConnection(db, projectId, synced(projectId, sha, latest?.number ?? connection.lastSyncedVersion));
    return;
  }

  if (head === lastSyncedCommit || !head) {
    if (!versions.length) {
      const { state } = synced(projectId, head ?? '', connection.lastSyncedVersion);
      return updateConnection(db, projectId, { state, lastError: null });
    }
    // A branch deleted on the remote is made again from our side.
    const { head: pushed, made } = await commitVersions(db, repo, versions, head);
    await repo.push(pushed as string, branch);
    await recordCommits(db, projectId, made, 'pushed');
    return updateConnection(
      db,
      projectId,
      synced(projectId, pushed as string, (versions.at(-1) as UnsyncedVersion).number),
    );
  }

  if (!versions.length) return importRemote(db, repo, connection, head);

  // Both sides moved: ours goes to its own branch, on top of the last agreed commit when we still have it.
  const base = (await repo.commitsSince(head, lastSyncedCommit)) ? lastSyncedCommit : null;
  const { head: ours, made } = await commitVersions(db, repo, versions, base);
  const latest = versions.at(-1) as UnsyncedVersion;
  const conflictBranch = `shipwright/${latest.number}`;
  await repo.push(ours as string, conflictBranch, true);
  await recordCommits(db, projectId, made, 'conflict');
  const theirs = await repo.commitInfo(head);
  await updateConnection(db, projectId, {
    state: 'conflict',
    lastError: null,
    conflictBranch,
    conflictTheirs: head,
    conflictTheirsMessage: theirs.message.split('\n')[0] ?? '',
    conflictOurs: ours,
    conflictOursVersion: latest.number,
  });
}

/**
 * The remote's new commits as versions, one per commit along the first parents; a rewritten
 * history (a force-push) or a long one comes in as its head alone.
 */
export async function importRemote(db: Database, repo: MemoryRepo, connection: GitConnection, head: string) {
  const commits = (await repo.commitsSince(head, connection.lastSyncedCommit)) ?? [await repo.commitInfo(head)];
  let lastVersion = connection.lastSyncedVersion;
  let refused: Array<{ path: string; reason: string }> = [];
  for (const commit of commits) {
    const tree = await readIncomingTree(repo, commit.oid);
    const imported = await importTree(db, connection.projectId, tree, commit, lastVersion);
    await recordCommits(db, connection.projectId, [{ versionId: imported.version.id, sha: commit.oid }], 'imported');
    lastVersion = imported.version.number;
    refused = imported.refused;
  }
  await updateConnection(db, connection.projectId, { ...synced(connection.projectId, head, lastVersion), refused });
}
