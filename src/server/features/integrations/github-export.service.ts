import { and, asc, desc, eq } from 'drizzle-orm';
import { exportTexts } from '../../../shared/github-export';
import { authorizeProject } from '../../access/project-access';
import { exportProject } from '../../apps/export/export-project';
import type { PackageStore } from '../../apps/packages/package-store';
import type { Env } from '../../core/env';
import { chatMessages, projectFiles } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { GithubError, githubApi } from '../../vendors/github';
import { type IntegrationDeps, readConfig } from './integrations.service';

interface ExportInput {
  repository: string;
  private: boolean;
}

/**
 * Pushes the project's current files to the user's repository (created when missing) as one
 * commit whose tree is exactly those files, named after the latest AI turn.
 */
export async function exportToGithub(
  deps: IntegrationDeps & { env: Env; packages: PackageStore },
  userId: string,
  projectId: string,
  input: ExportInput,
) {
  const { db, env } = deps;
  const project = await authorizeProject(
    db,
    projectId,
    userId,
    'edit',
    'Only the project owner can export this project.',
  );
  const files = await exportProject(
    deps,
    project,
    await db
      .select({ path: projectFiles.filePath, content: projectFiles.content })
      .from(projectFiles)
      .where(eq(projectFiles.projectId, project.id))
      .orderBy(asc(projectFiles.filePath)),
  );
  if (!files.length) throw new ApiError(400, 'no_files', exportTexts.noFiles);
  const token = (await readConfig(deps, userId, 'github'))?.config.accessToken;
  if (!token) throw new ApiError(409, 'github_not_connected', exportTexts.notConnected);
  const message = await commitMessage(deps, project.id, project.name);

  const github = githubApi(env, token);
  try {
    const { login } = await github.user();
    const existing = await github.getRepository(login, input.repository);
    const repo = existing ?? (await github.createRepository(input.repository, input.private));
    const [owner, name, branch] = [repo.owner.login, repo.name, repo.default_branch];
    const head = await github.branchHead(owner, name, branch);
    if (!head) {
      throw new ApiError(
        409,
        'empty_repository',
        `${repo.full_name} has no commits yet, and GitHub accepts no export into an empty repository. Add a README on GitHub or choose a new name.`,
      );
    }
    // No base tree: files deleted in the project disappear from the repository too.
    const tree = await github.createTree(owner, name, files);
    const commit = await github.createCommit(owner, name, { message, tree: tree.sha, parents: [head.object.sha] });
    await github.moveBranch(owner, name, branch, commit.sha);
    return { repositoryUrl: repo.html_url, commitSha: commit.sha, created: !existing, fileCount: files.length };
  } catch (error) {
    if (!(error instanceof GithubError)) throw error;
    if (error.status === 401)
      throw new ApiError(
        409,
        'github_unauthorized',
        'GitHub no longer accepts the saved connection. Reconnect GitHub on the Integrations page.',
      );
    throw new ApiError(502, 'github_failed', `GitHub refused the export: ${error.message}`);
  }
}

/** The first line of the latest assistant reply: what the project's last change was about. */
async function commitMessage({ db }: IntegrationDeps, projectId: string, projectName: string) {
  const [latest] = await db
    .select({ content: chatMessages.messageContent })
    .from(chatMessages)
    .where(and(eq(chatMessages.projectId, projectId), eq(chatMessages.messageRole, 'assistant')))
    .orderBy(desc(chatMessages.messageOrder))
    .limit(1);
  const line = latest?.content
    .split('\n')
    .map((l) => l.replace(/\*\*/g, '').trim())
    .find(Boolean);
  return line ? line.slice(0, 200) : `Export ${projectName} from Shipwright`;
}
