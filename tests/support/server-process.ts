import { type ChildProcess, spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { openPglite } from '../../src/server/db/client';
import { AuthSession, linkIn, uniqueEmail } from './auth-session';
import { freePort } from './free-port';
import type { TestServer } from './test-server';

export interface ServerProcess {
  url: string;
  port: number;
  pid: number;
  dataDir: string;
  request(pathname: string, init?: RequestInit): Promise<Response>;
  /** What the process printed (stdout and stderr), for a failing test's message. */
  output(): string;
  /** Sends `signal` and waits for the process to be gone. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface ServerProcessOptions {
  dataDir: string;
  /** Reuse a port (a restart keeps its URL, as in the field); a free one otherwise. */
  port?: number;
  /** `source` runs src/server/index.ts through tsx; `bundle` runs `npm start`'s dist/server/index.js. */
  entry?: 'source' | 'bundle';
  env?: Record<string, string>;
  startTimeoutMs?: number;
  /** `worker` starts it as `npm run worker` does: jobs only, /healthz on its port. */
  role?: 'web' | 'worker';
}

const entries = {
  source: ['--import', 'tsx', 'src/server/index.ts'],
  bundle: ['--enable-source-maps', 'dist/server/index.js'],
};

/**
 * The real server as its own process, started the way `npm start` starts it (env, not code), so
 * a test can kill it with SIGKILL and start another on the same DATA_DIR.
 */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://localhost:${port}`;
  // Only what the server needs: a developer's own OPENAI_API_KEY or DATABASE_URL must not leak in.
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: url,
    DATA_DIR: options.dataDir,
    WEB_DIST_DIR: path.join(options.dataDir, 'web'),
    NPM_REGISTRY_URL: 'http://127.0.0.1:9',
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  const args = [...entries[options.entry ?? 'source'], ...(options.role === 'worker' ? ['worker'] : [])];
  const child = spawn(process.execPath, args, {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server: ServerProcess = {
    url,
    port,
    pid: child.pid ?? 0,
    dataDir: options.dataDir,
    request: (pathname, init) => fetch(new URL(pathname, url), init),
    output: () => printed,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
  try {
    await untilHealthy(server, child, options.startTimeoutMs ?? 60_000);
  } catch (error) {
    await server.stop('SIGKILL');
    throw new Error(`${(error as Error).message}\n${printed}`);
  }
  return server;
}

async function untilHealthy(server: ServerProcess, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await server
      .request('/healthz')
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`the server did not answer /healthz within ${timeoutMs} ms`);
}

/**
 * Fills `dataDir`'s embedded database from a migrated dump (vitest's global setup makes one), so
 * a process started on it does not spend seconds creating and migrating PGlite.
 */
export async function seedDataDir(dataDir: string, templatePath: string) {
  const dump = await readFile(templatePath);
  const handle = openPglite({ dataDir: path.join(dataDir, 'pglite'), loadDataDir: new Blob([dump]) });
  await handle.migrate();
  await handle.close();
}

/**
 * A browser's cookies against a server process. AuthSession only ever uses a server's `url` and
 * `request`, which a process has too; its in-process `deps` stay out of reach on purpose.
 */
export const sessionFor = (server: ServerProcess) => new AuthSession(server as unknown as TestServer);

/** Signs up with a password and follows the link from the dev mailbox (loopback, outbox mode). */
export async function signedInOverHttp(server: ServerProcess, label = 'fault') {
  const email = uniqueEmail(label);
  const browser = sessionFor(server);
  const res = await browser.post('/api/auth/sign-up/email', { email, password: 'correct-horse', name: '' });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status}`);
  // Asked without X-Forwarded-For: the mailbox answers a loopback peer only.
  const mailbox = await server.request(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  const { mails } = (await mailbox.json()) as { mails: Array<{ text: string }> };
  const link = new URL(linkIn(mails[0]?.text ?? ''));
  const confirmed = await browser.send(link.pathname + link.search, { method: 'GET' });
  if (confirmed.status !== 302) throw new Error(`confirmation link answered ${confirmed.status}, not a redirect`);
  return { email, browser };
}

/** Resident memory of a process in kB (Linux). */
export async function rssKb(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/** Open file descriptors of a process (sockets, files, pipes): what "open handles" costs the OS. */
export async function openFds(pid: number) {
  return (await readdir(`/proc/${pid}/fd`)).length;
}

/** CPU seconds a process has used so far, user and system (Linux: clock ticks of 1/100 s). */
export async function cpuSeconds(pid: number) {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
