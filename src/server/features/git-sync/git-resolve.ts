import { type GitConflictFile, type GitResolveChoice, gitTexts } from '../../../shared/git-sync';
import { ApiError } from '../../http/api-error';
import { binaryContent, isBinaryPath } from './binary-files';
import { connectionOf, type GitConnection, openRemote, updateConnection } from './git-connection';
import { changedPaths, connectorAuthor, latestVersion, projectTree } from './git-files';
import { readIncomingTree } from './git-intake';
import { type GitDeps, gitStatus, requestGitSync } from './git-sync.service';
import { fetchDepth, importRemote, syncFailure } from './git-sync-run';

async function conflicted(deps: GitDeps, projectId: string, userId: string) {
  // gitStatus checks the caller may edit the project.
  await gitStatus(deps, projectId, userId);
  const connection = await connectionOf(deps.db, projectId);
  if (connection?.state !== 'conflict') throw new ApiError(409, 'no_conflict', gitTexts.noConflict);
  return connection as GitConnection;
}

/** The remote reached for a user's request: its failures are the user's to read, as 4xx. */
async function withRemote<T>(
  deps: GitDeps,
  connection: GitConnection,
  work: (repo: Awaited<ReturnType<typeof openRemote>>, head: string) => Promise<T>,
) {
  try {
    const repo = await openRemote(deps.env, connection);
    const head = await repo.fetch(connection.branch, fetchDepth);
    if (!head)
      throw new ApiError(409, 'git_branch_gone', gitTexts.unreachable(`the branch ${connection.branch} is gone.`));
    return await work(repo, head);
  } catch (error) {
    const failure = syncFailure(error);
    if (failure) throw new ApiError(422, 'git_unreachable', failure.message);
    throw error;
  }
}

const textOf = (path: string, bytes: Uint8Array | undefined) =>
  bytes === undefined ? null : isBinaryPath(path) ? binaryContent(path, bytes) : Buffer.from(bytes).toString('utf8');

/** What differs between the project's files now and the remote branch's, file by file. */
export async function conflictFiles(
  deps: GitDeps,
  projectId: string,
  userId: string,
): Promise<{ files: GitConflictFile[] }> {
  const connection = await conflicted(deps, projectId, userId);
  return withRemote(deps, connection, async (repo, head) => {
    const theirs = (await readIncomingTree(repo, head)).files;
    const ours = await projectTree(deps.db, projectId);
    const files = changedPaths(ours, theirs)
      .sort()
      .map((path) => ({
        path,
        ours: textOf(path, ours.get(path)),
        theirs: textOf(path, theirs.get(path)),
        binary: isBinaryPath(path),
      }));
    return { files };
  });
}

const latestNumber = async (deps: GitDeps, projectId: string) => (await latestVersion(deps.db, projectId))?.number ?? 0;

const cleared = {
  conflictBranch: null,
  conflictTheirs: null,
  conflictTheirsMessage: null,
  conflictOurs: null,
  conflictOursVersion: null,
};

/**
 * The user's choice for a conflict. `theirs`: the remote's files become the project's (ours stay
 * on their branch). `ours`: the remote branch is forced to the project's files, after its own
 * head is kept on `<conflict branch>-theirs`. `merged`: the project's files now (merged by hand)
 * are pushed as a merge of both sides.
 */
export async function resolveConflict(deps: GitDeps, projectId: string, userId: string, choice: GitResolveChoice) {
  const connection = await conflicted(deps, projectId, userId);
  await withRemote(deps, connection, async (repo, head) => {
    if (choice === 'theirs') {
      await importRemote(
        deps.db,
        repo,
        { ...connection, lastSyncedCommit: null, lastSyncedVersion: await latestNumber(deps, projectId) },
        head,
      );
      return updateConnection(deps.db, projectId, cleared);
    }
    const files = await projectTree(deps.db, projectId);
    const ours = connection.conflictOurs as string;
    // Our side's commits live on their own branch: fetched too, to build on them.
    await repo.fetch(connection.conflictBranch as string, 1);
    let pushed: string;
    if (choice === 'ours') {
      await repo.push(head, `${connection.conflictBranch}-theirs`, true);
      pushed = await repo.commit(
        files,
        [ours],
        'Keep the Shipwright side of the conflict',
        await connectorAuthor(deps.db, connection),
      );
      await repo.push(pushed, connection.branch, true);
    } else {
      pushed = await repo.commit(
        files,
        [head, ours],
        `Merge ${connection.conflictBranch} by hand in Shipwright`,
        await connectorAuthor(deps.db, connection),
      );
      await repo.push(pushed, connection.branch);
    }
    await updateConnection(deps.db, projectId, {
      ...cleared,
      state: 'synced',
      lastError: null,
      lastSyncedCommit: pushed,
      lastSyncedVersion: await latestNumber(deps, projectId),
      lastSyncedAt: new Date(),
    });
  });
  // Anything that moved meanwhile follows.
  await requestGitSync(deps, projectId);
  return gitStatus(deps, projectId, userId);
}
