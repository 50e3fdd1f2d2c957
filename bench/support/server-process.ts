import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../tests/support/free-port';

export interface ServerProcess {
  url: string;
  pid: number;
  child: ChildProcess;
  /** Resident memory in MB, as the kernel counts it (VmRSS). */
  rssMb(): number;
  /** Open file descriptors: sockets, files, pipes. */
  openHandles(): number;
  /** CPU seconds used so far (user + system). */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

const ticksPerSecond = 100;

/**
 * The production server (dist/server/index.js, as `npm start` runs it) in its own process, so
 * its memory and CPU are its own and the load generator's work is not counted as the server's.
 * Over PGlite in a temporary DATA_DIR unless `env` names a DATABASE_URL.
 */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shipwright-bench-'));
  const url = `http://localhost:${port}`;
  // BENCH_SERVER_NODE_ARGS: e.g. --cpu-prof, to see where a bench's server time goes.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, 'dist/server/index.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      // Simulated users each come from their own address, as they would through a proxy.
      TRUST_PROXY: 'true',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() - started > 60_000) throw new Error('server did not answer /healthz within 60 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  const pid = child.pid as number;
  const stat = () => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return {
    url,
    pid,
    child,
    rssMb: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024,
    openHandles: () => readdirSync(`/proc/${pid}/fd`).length,
    cpuSeconds: () => {
      const fields = stat();
      return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
    },
    async stop() {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(killer);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
