import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { parseEnv } from '../../src/server/core/env';
import { projects, user, workspaces } from '../../src/server/db/schema';
import { connectGit } from '../../src/server/features/git-sync/git-sync.service';
import { syncProject } from '../../src/server/features/git-sync/git-sync-run';
import { startServer } from '../../src/server/server';
import { grantPlan } from '../../tests/support/billing';
import { startGitHttpServer } from '../../tests/support/git-http-server';

/**
 * Git sync's bench world: the test Git server (git http-backend), our server on the embedded
 * database trusting it, and a Pro user's project. Each sync is run in process (the job sender does
 * nothing), to measure it alone.
 */
export async function startGitBenchWorld(name: string) {
  const git = await startGitHttpServer();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `bench-${name}-`));
  const server = await startServer(
    parseEnv({
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: dataDir,
      LOG_LEVEL: 'silent',
      GIT_TRUSTED_ORIGINS: git.origin,
    }),
  );
  const { db } = server.deps;
  // An account as sign-up makes it (with its personal workspace), and a project in that workspace.
  await server.deps.auth.api.signUpEmail({
    body: { email: 'bench@example.com', password: 'correct-horse', name: 'Bench' },
  });
  const [owner] = await db.select().from(user).where(eq(user.email, 'bench@example.com'));
  const [workspace] = owner ? await db.select().from(workspaces).where(eq(workspaces.ownerId, owner.id)) : [];
  if (!owner || !workspace) throw new Error('sign-up made no account and workspace');
  const [project] = await db
    .insert(projects)
    .values({ name: 'Bench', description: 'bench', workspaceId: workspace.id, userId: owner.id })
    .returning();
  if (!project) throw new Error('no project');
  const projectId = project.id;
  const deps = { ...server.deps, jobs: { send: async () => null } as never };
  // The plan check is the product's; the bench measures the Git work, so it grants Pro in place.
  await grantPlan(server, 'bench@example.com', 'pro');

  return {
    git,
    server,
    db,
    projectId,
    /** Joins the project to the repository and runs the first sync. */
    async connect(repository: string) {
      await connectGit(deps, projectId, owner.id, {
        kind: 'remote',
        url: git.url(repository),
        branch: 'main',
        token: git.token,
      });
      await syncProject(deps, projectId);
    },
    sync: () => syncProject(deps, projectId),
    async close() {
      await server.close();
      await git.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
