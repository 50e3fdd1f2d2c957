import { execFile } from 'node:child_process';
import { chownSync, existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port';

const run = promisify(execFile);
const root = '/usr/lib/postgresql';

/** The newest PostgreSQL server binaries Debian installed, if any. */
function serverBinaries(): string | null {
  if (!existsSync(root)) return null;
  const version = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0];
  const bin = version ? path.join(root, version, 'bin') : '';
  return bin && existsSync(path.join(bin, 'pg_ctl')) ? bin : null;
}

export interface PrivatePostgres {
  url: string;
  /** Stops the server the way an operator's restart does (fast shutdown: sessions are cut). */
  stop(): Promise<void>;
  /** Starts it again on the same port and data; resolves once it accepts connections. */
  start(): Promise<void>;
  destroy(): Promise<void>;
}

/**
 * A PostgreSQL server of the test's own (initdb + pg_ctl in a temporary directory, on a free
 * port), so the test can stop and start it without touching the machine's shared server. The
 * server refuses to run as root, so it runs as the postgres user; null where that cannot be
 * done (binaries missing, or not root to switch users).
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres | null> {
  const bin = serverBinaries();
  if (!bin || process.getuid?.() !== 0) return null;
  const { uid, gid } = await run('id', ['-u', 'postgres']).then(
    async ({ stdout }) => ({ uid: Number(stdout), gid: Number((await run('id', ['-g', 'postgres'])).stdout) }),
    () => ({ uid: -1, gid: -1 }),
  );
  if (uid < 0) return null;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shipwright-pg-'));
  chownSync(dir, uid, gid);
  const data = path.join(dir, 'data');
  const asPostgres = (tool: string, args: string[]) =>
    run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args], { timeout: 60_000 });
  await asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`;
  const start = async () => {
    await asPostgres('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  };
  const stop = async () => {
    await asPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async destroy() {
      await stop().catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
