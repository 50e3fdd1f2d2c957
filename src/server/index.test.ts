import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Runs the real entry point as its own process, the way `npm start` does. */
function runServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'index.ts')], {
    env: { PATH: process.env.PATH, LOG_LEVEL: 'info', ...env },
  });
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, output: () => output };
}

describe('the server process', () => {
  it('refuses a wrong setting with a message naming the variable', async () => {
    const run = runServer({ PORT: 'not-a-port', DATA_DIR: os.tmpdir() });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('PORT');
  }, 60_000); // a cold tsx start of the whole server can take many seconds on a busy machine

  it('prints its URL when ready and stops cleanly on SIGTERM', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shipwright-process-'));
    const run = runServer({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir });
    // A hang guard, not a speed check: a cold start transpiles and migrates everything first.
    await expect.poll(run.output, { timeout: 60_000, interval: 100 }).toMatch(/ready at http:\/\/localhost:\d+/);
    const url = run.output().match(/ready at (http:\/\/localhost:\d+)/)?.[1];
    const res = await fetch(`${url}/healthz`);
    expect(await res.json()).toEqual({ status: 'ok' });
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.output()).toContain('"msg":"stopped"');
  }, 90_000);
});
