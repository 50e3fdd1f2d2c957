import { createHash, createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

interface Commit {
  message: string;
  tree: string;
  parents: string[];
}
interface Repository {
  name: string;
  private: boolean;
  head: string;
  commits: Map<string, Commit>;
  trees: Map<string, Record<string, string>>;
  hooks: Hook[];
}
/** A repository webhook as registered, secret included (tests check it; GitHub never shows it back). */
export interface Hook {
  id: number;
  config: { url: string; secret: string; content_type: string };
  events: string[];
  active: boolean;
}
/** A real Git server (see git-http-server.ts) to stand behind created repositories' clone_url. */
export interface FakeGithubGit {
  url(name: string): string;
  createRepository(
    name: string,
    options?: { branch?: string; files?: Record<string, string>; message?: string },
  ): Promise<void>;
}

export const fakeGithubClient = { id: 'fake-github-client', secret: 'fake-github-secret' };

/** The server settings that point the Integrations GitHub connect and export at a fake on `base`. */
export const fakeGithubEnv = (base: string) => ({
  GITHUB_INTEGRATION_CLIENT_ID: fakeGithubClient.id,
  GITHUB_INTEGRATION_CLIENT_SECRET: fakeGithubClient.secret,
  GITHUB_INTEGRATION_AUTHORIZATION_URL: `${base}/login/oauth/authorize`,
  GITHUB_INTEGRATION_TOKEN_URL: `${base}/login/oauth/access_token`,
  GITHUB_API_URL: base,
});

/** Where the browser journeys' fake listens: fixed per E2E server port, so the config can name it. */
export const e2eFakeGithubPort = (appPort: number) => appPort + 1000;

const sha = (value: unknown) => createHash('sha1').update(JSON.stringify(value)).digest('hex');

/**
 * GitHub on 127.0.0.1, just what Shipwright uses: OAuth authorize (approves at once, or denies
 * when told to) and token, GET /user, repositories (get, create with auto_init), and the Git
 * Data calls of an export (ref, tree, commit, ref update). Trees keep whole files, so a test can
 * read back exactly what was pushed. Push webhooks can be registered and then fired with
 * `deliverPush`; with `git`, created repositories also exist on that Git server (Git sync's clone_url).
 */
export async function startFakeGithubServer(options: { port?: number; login?: string; git?: FakeGithubGit } = {}) {
  const login = options.login ?? 'octo-dev';
  const codes = new Map<string, string>(); // code -> redirect_uri it was issued for
  const tokens = new Set<string>();
  const repos = new Map<string, Repository>();
  const control = { denyNext: false };
  let serial = 0;

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const route = `${req.method} ${url.pathname}`;
    if (route === 'GET /login/oauth/authorize') {
      const redirectUri = url.searchParams.get('redirect_uri');
      if (url.searchParams.get('client_id') !== fakeGithubClient.id || !redirectUri)
        return json(400, { error: 'bad_client' });
      const back = new URL(redirectUri);
      if (control.denyNext) {
        control.denyNext = false;
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('error_description', 'The user has denied your application access.');
      } else {
        const code = `code-${++serial}`;
        codes.set(code, redirectUri);
        back.searchParams.set('code', code);
      }
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (route === 'POST /login/oauth/access_token') {
      const form = new URLSearchParams(await readBody(req));
      // Like GitHub: refusals are 200s carrying `error`.
      if (form.get('client_id') !== fakeGithubClient.id || form.get('client_secret') !== fakeGithubClient.secret)
        return json(200, { error: 'incorrect_client_credentials' });
      const code = form.get('code') ?? '';
      if (codes.get(code) !== form.get('redirect_uri'))
        return json(200, {
          error: 'bad_verification_code',
          error_description: 'The code passed is incorrect or expired.',
        });
      codes.delete(code);
      const token = `gho_fake${String(++serial).padStart(4, '0')}TokenValue`;
      tokens.add(token);
      return json(200, { access_token: token, token_type: 'bearer', scope: 'repo' });
    }
    if (!tokens.has(req.headers.authorization?.replace(/^Bearer /i, '') ?? ''))
      return json(401, { message: 'Bad credentials' });
    if (route === 'GET /user') return json(200, { login, id: 1 });
    if (route === 'POST /user/repos') {
      const body = JSON.parse(await readBody(req)) as { name: string; private?: boolean; auto_init?: boolean };
      if (repos.has(body.name)) return json(422, { message: 'Repository creation failed.' });
      const repo: Repository = {
        name: body.name,
        private: Boolean(body.private),
        head: '',
        commits: new Map(),
        trees: new Map(),
        hooks: [],
      };
      const readme = { 'README.md': `# ${body.name}\n` };
      // Like GitHub: empty unless auto_init, which makes a README commit (on both sides).
      await options.git?.createRepository(
        body.name,
        body.auto_init ? { files: readme, message: 'Initial commit' } : {},
      );
      if (body.auto_init) {
        const tree = sha(readme);
        repo.trees.set(tree, readme);
        repo.head = sha({ tree, init: body.name });
        repo.commits.set(repo.head, { message: 'Initial commit', tree, parents: [] });
      }
      repos.set(body.name, repo);
      return json(201, view(repo));
    }
    const match = /^\/repos\/([^/]+)\/([^/]+)(\/git\/.*|\/hooks(?:\/[^/]+)?)?$/.exec(url.pathname);
    const repo =
      match && decodeURIComponent(match[1] ?? '') === login ? repos.get(decodeURIComponent(match[2] ?? '')) : undefined;
    if (!repo) return json(404, { message: 'Not Found' });
    const git = `${req.method} ${match?.[3] ?? ''}`;
    if (git === 'GET ') return json(200, view(repo));
    if (git === 'POST /hooks') {
      const body = JSON.parse(await readBody(req)) as Partial<Hook> & { config?: Partial<Hook['config']> };
      if (!body.config?.url) return json(422, { message: 'Validation Failed' });
      const hook: Hook = {
        id: ++serial,
        config: {
          url: body.config.url,
          secret: body.config.secret ?? '',
          content_type: body.config.content_type ?? 'form',
        },
        events: body.events ?? ['push'],
        active: body.active ?? true,
      };
      repo.hooks.push(hook);
      const { url: hookUrl, content_type } = hook.config;
      return json(201, {
        id: hook.id,
        events: hook.events,
        active: hook.active,
        config: { url: hookUrl, content_type },
      });
    }
    const hookId = /^DELETE \/hooks\/(\d+)$/.exec(git)?.[1];
    if (hookId) {
      const at = repo.hooks.findIndex((h) => h.id === Number(hookId));
      if (at < 0) return json(404, { message: 'Not Found' });
      repo.hooks.splice(at, 1);
      res.writeHead(204);
      return res.end();
    }
    if (git === 'GET /git/ref/heads/main')
      return repo.head
        ? json(200, { ref: 'refs/heads/main', object: { sha: repo.head } })
        : json(409, { message: 'Git Repository is empty.' });
    if (!repo.head) return json(409, { message: 'Git Repository is empty.' });
    if (git === 'POST /git/trees') {
      const body = JSON.parse(await readBody(req)) as { tree: Array<{ path: string; content: string; type: string }> };
      const files = Object.fromEntries(body.tree.map((e) => [e.path, e.content]));
      const tree = sha(files);
      repo.trees.set(tree, files);
      return json(201, { sha: tree });
    }
    if (git === 'POST /git/commits') {
      const body = JSON.parse(await readBody(req)) as Commit;
      if (!repo.trees.has(body.tree) || body.parents.some((p) => !repo.commits.has(p)))
        return json(422, { message: 'Tree or parent not found' });
      const commit = sha({ ...body, n: ++serial });
      repo.commits.set(commit, { message: body.message, tree: body.tree, parents: body.parents });
      return json(201, { sha: commit });
    }
    if (git === 'PATCH /git/refs/heads/main') {
      const body = JSON.parse(await readBody(req)) as { sha: string };
      const commit = repo.commits.get(body.sha);
      if (!commit) return json(422, { message: 'Object does not exist' });
      if (!commit.parents.includes(repo.head)) return json(422, { message: 'Update is not a fast forward' });
      repo.head = body.sha;
      return json(200, { ref: 'refs/heads/main', object: { sha: body.sha } });
    }
    json(404, { message: 'Not Found' });
  };
  const cloneUrl = (name: string) => options.git?.url(name) ?? `https://github.com/${login}/${name}.git`;
  const view = (repo: Repository) => ({
    name: repo.name,
    full_name: `${login}/${repo.name}`,
    html_url: `https://github.com/${login}/${repo.name}`,
    clone_url: cloneUrl(repo.name),
    private: repo.private,
    default_branch: 'main',
    owner: { login },
  });

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: String(error) }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    base,
    login,
    env: fakeGithubEnv(base),
    control,
    tokens,
    /** The files at the head of a repository's default branch, and its commit history (newest first). */
    repository(name: string) {
      const repo = repos.get(name);
      if (!repo) return null;
      const history: Commit[] = [];
      for (let at = repo.commits.get(repo.head); at; at = repo.commits.get(at.parents[0] ?? '')) history.push(at);
      return { private: repo.private, files: repo.trees.get(history[0]?.tree ?? '') ?? {}, history };
    },
    /** The webhooks registered on a repository, secrets included. */
    hooks: (name: string): Hook[] => repos.get(name)?.hooks ?? [],
    /**
     * Sends a push event to each of the repository's hooks, signed like GitHub (HMAC-SHA256 of the
     * exact body with the hook's secret, or with `secret` to test a bad signature).
     */
    async deliverPush(
      name: string,
      payload: { ref: string; after: string; before?: string; commits?: unknown[] },
      deliver: { secret?: string } = {},
    ): Promise<Response[]> {
      const repository = { full_name: `${login}/${name}`, clone_url: cloneUrl(name) };
      const body = JSON.stringify({ ...payload, repository });
      const responses: Response[] = [];
      // Only hooks that would get a push on GitHub; one at a time, so the order tests see is fixed.
      for (const hook of repos.get(name)?.hooks ?? []) {
        if (!hook.active || !hook.events.some((event) => event === 'push' || event === '*')) continue;
        const hmac = createHmac('sha256', deliver.secret ?? hook.config.secret);
        const headers = {
          'content-type': 'application/json',
          'x-github-event': 'push',
          'x-github-delivery': randomUUID(),
          'x-hub-signature-256': `sha256=${hmac.update(body).digest('hex')}`,
        };
        responses.push(await fetch(hook.config.url, { method: 'POST', headers, body }));
      }
      return responses;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type FakeGithub = Awaited<ReturnType<typeof startFakeGithubServer>>;

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}
