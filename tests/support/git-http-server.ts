import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { authorizedUser, runCgi, runGit } from './git-cli';

const exec = promisify(execFile);

export type RepositoryInit = { branch?: string; files?: Record<string, string | Buffer>; message?: string };

export interface GitChange {
  branch?: string;
  write?: Record<string, string | Buffer>;
  remove?: string[];
  rename?: Array<[string, string]>;
  message: string;
  /** Replace history: a new parentless commit with the resulting tree, force-pushed. */
  force?: boolean;
}

// The test images may lack git; install Debian's once per process rather than fail every test.
let gitReady: Promise<void> | undefined;
function ensureGit(): Promise<void> {
  gitReady ??= (async () => {
    if (await succeeds('which', ['git'])) return;
    const install = ['install', '-y', '-qq', 'git'];
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (await succeeds('apt-get', install, env)) return;
    await exec('apt-get', ['update', '-qq'], { env });
    await exec('apt-get', install, { env });
  })();
  return gitReady;
}

const succeeds = async (file: string, args: string[], env?: NodeJS.ProcessEnv) =>
  (await exec(file, args, { env }).catch(() => null)) !== null;

/**
 * A real Git server on 127.0.0.1 speaking smart HTTP through `git http-backend` (protocol v0/v1 and
 * v2), with HTTP Basic auth whose password must be the current token. Repositories are bare repos
 * in a temp root; the helpers read and write them with the git CLI on local paths, so a test can
 * play "another developer" and check exactly what the product pushed without going through HTTP.
 */
export interface GitHttpServerOptions {
  port?: number;
  username?: string;
  token?: string;
  /** Other tokens it takes, as GitHub takes its OAuth tokens for Git over HTTPS. */
  alsoAccepts?: (token: string) => boolean;
}

export async function startGitHttpServer(options: GitHttpServerOptions = {}) {
  await ensureGit();
  const root = await mkdtemp(join(tmpdir(), 'git-http-'));
  const reposRoot = join(root, 'repos');
  await mkdir(reposRoot);
  const username = options.username ?? 'git-user';
  let token = options.token ?? randomBytes(16).toString('hex');
  let requests = 0;
  // A clean environment: no system or user config and no inherited GIT_DIR, so results never
  // depend on the machine running the tests.
  const env = { PATH: process.env.PATH, HOME: root, GIT_CONFIG_NOSYSTEM: '1', GIT_TERMINAL_PROMPT: '0' };
  const git = (args: string[], cwd = root, input?: string) => runGit(args, env, cwd, input);

  const repoDir = (name: string) => {
    if (!/^[\w.-]+$/.test(name) || name.startsWith('.')) throw new Error(`bad repository name: ${name}`);
    return join(reposRoot, `${name}.git`);
  };
  const defaultBranch = async (name: string) =>
    (await git(['symbolic-ref', '--short', 'HEAD'], repoDir(name))).toString().trim();
  const head = async (name: string, branch?: string): Promise<string | null> => {
    const ref = `refs/heads/${branch ?? (await defaultBranch(name))}^{commit}`;
    const found = await git(['rev-parse', '--verify', '-q', ref], repoDir(name)).catch(() => null);
    return found?.toString().trim() || null;
  };

  const commit = async (name: string, change: GitChange): Promise<string> => {
    const branch = change.branch ?? (await defaultBranch(name));
    const work = await mkdtemp(join(root, `work-${name}-`));
    try {
      await git(['clone', '-q', repoDir(name), work]);
      const localHead = async () =>
        (await git(['rev-parse', '-q', '--verify', 'HEAD'], work).catch(() => null))?.toString().trim() || null;
      if (await head(name, branch)) await git(['checkout', '-q', '-B', branch, `origin/${branch}`], work);
      // A new branch starts from the clone's checkout (the default branch), or unborn in an empty repo.
      else if (await localHead()) await git(['checkout', '-q', '-b', branch], work);
      else await git(['symbolic-ref', 'HEAD', `refs/heads/${branch}`], work);
      const inside = (path: string) => {
        const full = resolve(work, path);
        if (!full.startsWith(work + sep) || full.startsWith(join(work, '.git'))) throw new Error(`bad path: ${path}`);
        return full;
      };
      // Renames first, so a test can rename a file and then overwrite it in one commit.
      for (const [from, to] of change.rename ?? []) {
        await mkdir(dirname(inside(to)), { recursive: true });
        await rename(inside(from), inside(to));
      }
      for (const path of change.remove ?? []) await rm(inside(path), { force: true });
      for (const [path, content] of Object.entries(change.write ?? {})) {
        await mkdir(dirname(inside(path)), { recursive: true });
        await writeFile(inside(path), content);
      }
      await git(['add', '-A'], work);
      const tree = (await git(['write-tree'], work)).toString().trim();
      const parent = change.force ? null : await localHead();
      const args = ['commit-tree', tree, ...(parent ? ['-p', parent] : []), '-F', '-'];
      const sha = (await git(args, work, change.message)).toString().trim();
      await git(['push', '-q', ...(change.force ? ['--force'] : []), 'origin', `${sha}:refs/heads/${branch}`], work);
      return sha;
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  };

  /**
   * A commit whose tree is exactly `files`, written with git's plumbing so names go in as given
   * (`.git`, `..`: what an attacker's client can push, though git's own checkout refuses them),
   * on top of the branch's head. Equal contents are stored once, as git would.
   */
  const commitTree = async (name: string, change: { files: Record<string, string | Buffer>; message: string }) => {
    const dir = repoDir(name);
    const blobs = new Map<string | Buffer, string>();
    const blobOf = async (content: string | Buffer) => {
      const known = blobs.get(content);
      if (known) return known;
      const file = join(root, `blob-${randomBytes(6).toString('hex')}`);
      await writeFile(file, content);
      const oid = (await git(['hash-object', '-w', file], dir)).toString().trim();
      await rm(file);
      blobs.set(content, oid);
      return oid;
    };
    const treeOf = async (entries: Array<[string[], string | Buffer]>): Promise<string> => {
      const lines: string[] = [];
      const folders = new Map<string, Array<[string[], string | Buffer]>>();
      for (const [[first = '', ...rest], content] of entries) {
        if (rest.length) folders.set(first, [...(folders.get(first) ?? []), [rest, content]]);
        else lines.push(`100644 blob ${await blobOf(content)}\t${first}`);
      }
      for (const [folder, inside] of folders) lines.push(`040000 tree ${await treeOf(inside)}\t${folder}`);
      return (await git(['mktree'], dir, `${lines.join('\n')}\n`)).toString().trim();
    };
    const tree = await treeOf(Object.entries(change.files).map(([path, content]) => [path.split('/'), content]));
    const branch = await defaultBranch(name);
    const parent = await head(name, branch);
    const args = ['commit-tree', tree, ...(parent ? ['-p', parent] : []), '-F', '-'];
    const sha = (await git(args, dir, change.message)).toString().trim();
    await git(['update-ref', `refs/heads/${branch}`, sha], dir);
    return sha;
  };

  const serve = (req: IncomingMessage, res: ServerResponse) => {
    requests++;
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const user = authorizedUser(
      req.headers.authorization,
      (given) => given === token || options.alsoAccepts?.(given) === true,
      options.username,
    );
    if (user === null) {
      res.writeHead(401, { 'www-authenticate': 'Basic realm="git"', 'content-type': 'text/plain' });
      return res.end('Authentication required\n');
    }
    const match = /^\/git(\/([^/]+)\.git(?:\/.*)?)$/.exec(url.pathname);
    const name = match?.[2] ?? '';
    if (!match || !/^[\w.-]+$/.test(name) || name.startsWith('.') || !existsSync(join(reposRoot, `${name}.git`))) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end('Repository not found\n');
    }
    const header = (key: string) => req.headers[key] as string | undefined;
    const cgiEnv: NodeJS.ProcessEnv = {
      ...env,
      GIT_PROJECT_ROOT: reposRoot,
      GIT_HTTP_EXPORT_ALL: '1',
      // http-backend buffers whole request bodies up to this (default 10 MB); big pushes need more.
      GIT_HTTP_MAX_REQUEST_BUFFER: '1000M',
      PATH_INFO: match[1],
      QUERY_STRING: url.search.slice(1),
      REQUEST_METHOD: req.method ?? 'GET',
      REMOTE_USER: user,
      REMOTE_ADDR: '127.0.0.1',
      ...(header('content-type') && { CONTENT_TYPE: header('content-type') }),
      ...(header('content-length') && { CONTENT_LENGTH: header('content-length') }),
      // Git clients gzip large requests; http-backend inflates them itself when told.
      ...(header('content-encoding') && { HTTP_CONTENT_ENCODING: header('content-encoding') }),
      // The git CLI asks for protocol v2 with this header; http-backend reads it as HTTP_GIT_PROTOCOL.
      ...(header('git-protocol') && { HTTP_GIT_PROTOCOL: header('git-protocol') }),
    };
    runCgi(req, res, cgiEnv);
  };

  const server = createServer(serve);
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, '127.0.0.1', done);
  });
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return {
    origin,
    username,
    url: (name: string) => `${origin}/git/${name}.git`,
    get token() {
      return token;
    },
    /** Changes the accepted token, as when a user revokes the old one. */
    setToken(next: string) {
      token = next;
    },
    /** How many HTTP requests reached the server (401s included). */
    get requests() {
      return requests;
    },
    async createRepository(name: string, init: RepositoryInit = {}) {
      const dir = repoDir(name);
      const branch = init.branch ?? 'main';
      await git(['init', '-q', '--bare', '-b', branch, dir]);
      await git(['config', 'http.receivepack', 'true'], dir);
      if (init.files) await commit(name, { branch, write: init.files, message: init.message ?? 'Initial commit' });
    },
    commit,
    commitTree,
    head,
    /** Every file at the head of `branch` (default: the repository's HEAD branch), as raw bytes. */
    async files(name: string, branch?: string): Promise<Map<string, Buffer>> {
      const files = new Map<string, Buffer>();
      const sha = await head(name, branch);
      if (!sha) return files;
      const listing = (await git(['ls-tree', '-r', '-z', sha], repoDir(name))).toString();
      for (const entry of listing.split('\0').filter(Boolean)) {
        const [meta = '', path = ''] = entry.split('\t');
        const [, type, blob = ''] = meta.split(' ');
        if (type === 'blob') files.set(path, await git(['cat-file', 'blob', blob], repoDir(name)));
      }
      return files;
    },
    /** The history of `branch`, newest first. */
    async log(name: string, branch?: string) {
      const sha = await head(name, branch);
      const format = '--format=%H%x00%P%x00%an%x00%ae%x00%B%x1e';
      const out = sha ? (await git(['log', format, sha], repoDir(name))).toString() : '';
      return out
        .split('\x1e')
        .map((record) => record.replace(/^\n/, ''))
        .filter(Boolean)
        .map((record) => {
          const [sha = '', parents = '', authorName = '', authorEmail = '', message = ''] = record.split('\0');
          return { sha, message: message.trim(), authorName, authorEmail, parents: parents.split(' ').filter(Boolean) };
        });
    },
    async branches(name: string): Promise<string[]> {
      const out = await git(['for-each-ref', '--format=%(refname:short)', 'refs/heads/'], repoDir(name));
      return out.toString().split('\n').filter(Boolean);
    },
    /** Deletes the repository, as when it is removed on the remote: later requests get 404. */
    async removeRepository(name: string) {
      await rm(repoDir(name), { recursive: true, force: true });
    },
    async close() {
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
      await rm(root, { recursive: true, force: true });
    },
  };
}

export type GitHttpServer = Awaited<ReturnType<typeof startGitHttpServer>>;
