import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type GitConnectRequest, type GitStatusResponse, gitTexts } from '../../../shared/git-sync';
import { recordAudit } from '../../access/audit';
import { planFor } from '../../access/entitlements';
import { authorizeProject } from '../../access/project-access';
import type { Env } from '../../core/env';
import type { Logger } from '../../core/logger';
import type { Database } from '../../db/client';
import { gitConnections, gitVersionCommits } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { unreachableReason } from '../../http/public-address';
import type { JobQueue } from '../../jobs/job-queue';
import { guardedGitHttp } from '../../vendors/git/git-http';
import { MemoryRepo } from '../../vendors/git/memory-repo';
import { GithubError, githubApi } from '../../vendors/github';
import { secretBoxFor } from '../../vendors/secret-box';
import { maskToken, readConfig } from '../integrations/integrations.service';
import { connectionOf, connectionView, tokenContext, webhookContext } from './git-connection';
import { latestVersion } from './git-files';
import { syncFailure } from './git-sync-run';

export interface GitDeps {
  db: Database;
  env: Env;
  logger: Logger;
  jobs: JobQueue;
}

const denied = 'Only editors can change how this project syncs with Git.';

async function editableProject(deps: GitDeps, projectId: string, userId: string) {
  return authorizeProject(deps.db, projectId, userId, 'edit', denied);
}

const githubToken = async (deps: GitDeps, userId: string) =>
  (await readConfig({ db: deps.db, box: secretBoxFor(deps.env) }, userId, 'github'))?.config.accessToken ?? null;

export async function gitStatus(deps: GitDeps, projectId: string, userId: string): Promise<GitStatusResponse> {
  const project = await editableProject(deps, projectId, userId);
  const connection = await connectionOf(deps.db, project.id);
  return {
    connection: connection ? await connectionView(deps.db, connection) : null,
    available: (await planFor(deps.db, project.workspaceId)).plan.limits.gitSync,
    githubConnected: Boolean(await githubToken(deps, userId)),
  };
}

/** Starts a sync (the `git-sync` job, one waiting per project); none while a conflict waits for its choice. */
export async function requestGitSync(deps: { db: Database; jobs: Pick<JobQueue, 'send'> }, projectId: string) {
  const connection = await connectionOf(deps.db, projectId);
  if (!connection || connection.state === 'conflict') return;
  await deps.db.update(gitConnections).set({ state: 'syncing' }).where(eq(gitConnections.projectId, projectId));
  await deps.jobs.send('git-sync', { projectId }, undefined, { singletonKey: projectId });
}

/** Where the repository is, checked by reaching it with the token before anything is saved. */
async function remoteFor(
  deps: GitDeps,
  userId: string,
  projectId: string,
  connectionId: string,
  input: GitConnectRequest,
) {
  if (input.kind === 'remote') {
    const refused = await unreachableReason(new URL(input.url), deps.env.GIT_TRUSTED_ORIGINS);
    if (refused) throw new ApiError(422, 'git_unreachable', gitTexts.unreachable(refused));
    return {
      provider: 'remote' as const,
      url: input.url,
      branch: input.branch ?? 'main',
      username: input.username || null,
      token: input.token,
    };
  }
  const token = await githubToken(deps, userId);
  if (!token) throw new ApiError(409, 'github_not_connected', gitTexts.githubNotConnected);
  const github = githubApi(deps.env, token);
  try {
    const { login } = await github.user();
    const repo =
      (await github.getRepository(login, input.repository)) ??
      (await github.createRepository(input.repository, input.private ?? true, false));
    const secret = randomBytes(32).toString('hex');
    const hook = await github
      .createPushHook(repo.owner.login, repo.name, `${deps.env.APP_URL}/api/webhooks/github/${connectionId}`, secret)
      .catch((error: unknown) => {
        // Without the webhook, the minute's poll still brings pushes back.
        deps.logger.warn('github webhook not created', { projectId, error: String(error) });
        return null;
      });
    return {
      provider: 'github' as const,
      url: repo.clone_url,
      webUrl: repo.html_url,
      branch: repo.default_branch || 'main',
      username: null,
      token,
      githubRepository: repo.full_name,
      githubHookId: hook ? String(hook.id) : null,
      webhookSecretSealed: hook ? secretBoxFor(deps.env).seal(secret, webhookContext(projectId)) : null,
    };
  } catch (error) {
    if (!(error instanceof GithubError)) throw error;
    throw new ApiError(error.status === 401 ? 409 : 502, 'github_failed', `GitHub refused: ${error.message}`);
  }
}

export async function connectGit(deps: GitDeps, projectId: string, userId: string, input: GitConnectRequest) {
  const project = await editableProject(deps, projectId, userId);
  const { plan } = await planFor(deps.db, project.workspaceId);
  if (!plan.limits.gitSync) throw new ApiError(403, 'plan_required', gitTexts.planRequired);
  if (await connectionOf(deps.db, project.id)) throw new ApiError(409, 'git_connected', gitTexts.alreadyConnected);
  const id = crypto.randomUUID();
  const remote = await remoteFor(deps, userId, project.id, id, input);
  // The token must read the repository now: a typo is an error here, not a failed sync later.
  const repo = await MemoryRepo.open({ ...remote, http: guardedGitHttp(deps.env.GIT_TRUSTED_ORIGINS) });
  await repo.remoteHead(remote.branch).catch((error: unknown) => {
    const failure = syncFailure(error);
    if (failure) throw new ApiError(422, 'git_unreachable', failure.message);
    throw error;
  });
  const latest = await latestVersion(deps.db, project.id);
  const { token, url, ...rest } = remote;
  await deps.db
    .insert(gitConnections)
    .values({
      ...rest,
      id,
      projectId: project.id,
      remoteUrl: url,
      tokenSealed: secretBoxFor(deps.env).seal(token, tokenContext(project.id)),
      tokenHint: maskToken(token),
      connectedBy: userId,
      // Versions made before the connection are not replayed: the first push sends the files as they are.
      lastSyncedVersion: latest?.number ?? 0,
    })
    .onConflictDoNothing();
  await recordAudit(deps.db, {
    workspaceId: project.workspaceId,
    actorId: userId,
    action: 'git.connected',
    target: project.name,
    detail: { remote: url, branch: remote.branch },
  });
  await requestGitSync(deps, project.id);
  return gitStatus(deps, project.id, userId);
}

/** Leaves the repository and the project as they are; only the link (and GitHub's webhook) goes. */
export async function disconnectGit(deps: GitDeps, projectId: string, userId: string) {
  const project = await editableProject(deps, projectId, userId);
  const connection = await connectionOf(deps.db, project.id);
  if (!connection) throw new ApiError(404, 'git_not_connected', gitTexts.notConnected);
  if (connection.githubHookId && connection.githubRepository) {
    const token = secretBoxFor(deps.env).open(connection.tokenSealed, tokenContext(project.id));
    const [owner = '', name = ''] = connection.githubRepository.split('/');
    await githubApi(deps.env, token)
      .deleteHook(owner, name, connection.githubHookId)
      .catch((error: unknown) => deps.logger.warn('github webhook not removed', { projectId, error: String(error) }));
  }
  await deps.db.transaction(async (tx) => {
    await tx.delete(gitVersionCommits).where(eq(gitVersionCommits.projectId, project.id));
    await tx.delete(gitConnections).where(eq(gitConnections.projectId, project.id));
    await recordAudit(tx, {
      workspaceId: project.workspaceId,
      actorId: userId,
      action: 'git.disconnected',
      target: project.name,
      detail: { remote: connection.remoteUrl },
    });
  });
  return { ok: true as const };
}

export async function syncNow(deps: GitDeps, projectId: string, userId: string) {
  const project = await editableProject(deps, projectId, userId);
  const connection = await connectionOf(deps.db, project.id);
  if (!connection) throw new ApiError(404, 'git_not_connected', gitTexts.notConnected);
  await requestGitSync(deps, project.id);
  return gitStatus(deps, project.id, userId);
}
