import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { projectFiles } from '../../src/server/db/schema';
import type { GitConnectionView, GitStatusResponse } from '../../src/shared/git-sync';
import { type AuthSession, signedInBrowser } from './auth-session';
import { grantPlan } from './billing';
import { type FakeGithub, startFakeGithubServer } from './fake-github-server';
import { type GitHttpServer, startGitHttpServer } from './git-http-server';
import { startTestServer, type TestServer } from './test-server';

/**
 * Git sync's world for a test file: a real Git server (git http-backend), the GitHub fake
 * creating its repositories there, and our server trusting that loopback origin.
 */
export function gitSyncWorld() {
  const world = {} as { git: GitHttpServer; github: FakeGithub; server: TestServer };
  let repoCount = 0;
  beforeAll(async () => {
    world.git = await startGitHttpServer({ alsoAccepts: (token) => world.github?.tokens.has(token) ?? false });
    world.github = await startFakeGithubServer({ git: world.git });
    world.server = await startTestServer({
      TRUST_PROXY: 'true',
      GIT_TRUSTED_ORIGINS: world.git.origin,
      ...world.github.env,
    });
  });
  afterAll(async () => {
    await world.server?.close();
    await world.github?.close();
    await world.git?.close();
  });

  /** A Pro user with a project holding `files` (each added through the files route: one version each). */
  async function projectWith(files: Record<string, string>) {
    const { browser, email } = await signedInBrowser(world.server);
    await grantPlan(world.server, email, 'pro');
    const project = (await (await browser.post('/api/projects', { prompt: 'A small site' })).json()) as { id: string };
    const owner = new ProjectDriver(world, browser, project.id);
    for (const [path, content] of Object.entries(files)) await owner.addFile(path, content);
    return owner;
  }

  const newRepository = async (files?: Record<string, string | Buffer>) => {
    const name = `repo-${++repoCount}`;
    await world.git.createRepository(name, { files });
    return name;
  };

  return { world, projectWith, newRepository };
}

export class ProjectDriver {
  constructor(
    readonly world: { git: GitHttpServer; server: TestServer },
    readonly browser: AuthSession,
    readonly id: string,
  ) {}

  base = () => `/api/projects/${this.id}`;

  async addFile(filePath: string, content: string) {
    const res = await this.browser.post(`${this.base()}/files`, { filePath, content });
    expect(res.status, await res.clone().text()).toBeLessThan(300);
  }

  private async fileId(path: string) {
    const [row] = await this.world.server.deps.db
      .select({ id: projectFiles.id })
      .from(projectFiles)
      .where(and(eq(projectFiles.projectId, this.id), eq(projectFiles.filePath, path)));
    if (!row) throw new Error(`no ${path}`);
    return row.id;
  }

  async saveFile(path: string, content: string) {
    const res = await this.browser.put(`${this.base()}/files/${await this.fileId(path)}`, { content });
    expect(res.status, await res.clone().text()).toBeLessThan(300);
  }

  async renameFile(from: string, to: string) {
    const res = await this.browser.post(`${this.base()}/files/${await this.fileId(from)}/rename`, { filePath: to });
    expect(res.status, await res.clone().text()).toBeLessThan(300);
  }

  async deleteFile(path: string) {
    const res = await this.browser.delete(`${this.base()}/files/${await this.fileId(path)}`);
    expect(res.status, await res.clone().text()).toBeLessThan(300);
  }

  async freeze(path: string) {
    const res = await this.browser.patch(`${this.base()}/files/${await this.fileId(path)}`, { isFrozen: true });
    expect(res.status, await res.clone().text()).toBeLessThan(300);
  }

  /** The project's files by path. */
  async files() {
    const rows = await this.world.server.deps.db
      .select({ path: projectFiles.filePath, content: projectFiles.content })
      .from(projectFiles)
      .where(eq(projectFiles.projectId, this.id));
    return Object.fromEntries(rows.map((r) => [r.path, r.content]));
  }

  connectRemote(repository: string, extra: Record<string, unknown> = {}) {
    return this.browser.post(`${this.base()}/git`, {
      kind: 'remote',
      url: this.world.git.url(repository),
      token: this.world.git.token,
      ...extra,
    });
  }

  /** Connects GitHub on the Integrations page (the fake approves at once), then a new repository. */
  async connectGithub(repository: string) {
    const { authUrl } = await (await this.browser.post('/api/functions/github-oauth')).json();
    const back = new URL((await fetch(authUrl, { redirect: 'manual' })).headers.get('location') ?? '');
    await this.browser.get(back.pathname + back.search);
    return this.browser.post(`${this.base()}/git`, { kind: 'github', repository, private: true });
  }

  async status() {
    return (await (await this.browser.get(`${this.base()}/git`)).json()) as GitStatusResponse;
  }

  /** Waits until no sync is waiting or running, and answers the connection then. */
  async settled(timeoutMs = 20_000): Promise<GitConnectionView> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const { connection } = await this.status();
      if (connection && connection.state !== 'syncing') return connection;
      if (Date.now() > until) throw new Error(`still syncing: ${JSON.stringify(connection)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async syncNow() {
    const res = await this.browser.post(`${this.base()}/git/sync`);
    expect(res.status, await res.clone().text()).toBe(202);
    return this.settled();
  }
}
