import { chmod, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { inProduct } from '../../../core/product-root';
import { type CheckResult, RecoveringCheck } from '../../../core/recovering-check';
import { runToEnd, sandboxCommand } from './sandbox-command';

/**
 * What starting the sandbox needs, found once per process: the worker script (bundled from its
 * source, so the sandbox runs plain JavaScript whether the server runs from source or from
 * dist/), and how bubblewrap can run here.
 */

let script: Promise<string> | null = null;

/** The sandbox worker as one ES module beside nothing of the server's: packages stay external. */
export function workerScript(): Promise<string> {
  script ??= (async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'shipwright-sandbox-'));
    // Readable by the sandbox's own uid when the server runs as root.
    await chmod(dir, 0o755);
    const outfile = path.join(dir, 'worker.mjs');
    await build({
      entryPoints: [inProduct('src/server/apps/build/sandbox/worker-main.ts')],
      outfile,
      bundle: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'silent',
    });
    return outfile;
  })();
  script.catch(() => {
    script = null;
  });
  return script;
}

export type SandboxAvailability = CheckResult<{ asUnprivilegedUser: boolean }>;

/**
 * How long one probe may take. Starting the sandbox takes a fraction of a second on an idle
 * machine; 10 s was measured to run out with a load average of 15 on 2 cores, so the limit
 * allows for a machine several times busier than that.
 */
export const defaultProbeTimeoutMs = 60_000;

const probes = new Map<string, RecoveringCheck<{ asUnprivilegedUser: boolean }>>();

export interface ProbeOptions {
  timeoutMs?: number;
  onChange?: (availability: SandboxAvailability, previous: SandboxAvailability | null) => void;
}

/**
 * The check of whether the sandbox starts and can read these folders, tried as an unprivileged
 * uid first when the server is root (a root-owned sandbox would not be held by its process limit),
 * then as the server's own user. A failure is probed again until it passes (RecoveringCheck), so a
 * busy moment at start never turns builds off for the life of the process. The first caller for a
 * set of folders sets its options.
 */
export function sandboxCheck(readOnly: string[], options: ProbeOptions = {}) {
  const key = readOnly.join('\0');
  let check = probes.get(key);
  if (!check) {
    check = new RecoveringCheck({
      probe: () => probeOnce(readOnly, options.timeoutMs ?? defaultProbeTimeoutMs),
      onChange: options.onChange,
    });
    probes.set(key, check);
  }
  return check;
}

/** Whether the sandbox can run now (the last probe's answer, or the first one's). */
export const sandboxAvailability = (readOnly: string[]) => sandboxCheck(readOnly).current();

async function probeOnce(readOnly: string[], timeoutMs: number): Promise<SandboxAvailability> {
  const worker = await workerScript();
  const modes = process.getuid?.() === 0 ? [true, false] : [false];
  let reason = '';
  for (const asUnprivilegedUser of modes) {
    const { command, args, options } = sandboxCommand({
      script: worker,
      args: ['probe', ...readOnly],
      readOnly,
      asUnprivilegedUser,
    });
    const result = await runToEnd(command, args, options, timeoutMs);
    if (result.code === 0) return { ok: true, asUnprivilegedUser };
    // A probe stopped at its limit says nothing about whether the sandbox can run: it is retried.
    if (result.timedOut)
      return { ok: false, timedOut: true, reason: `the probe timed out after ${timeoutMs / 1000} s` };
    reason ||= result.stderr.trim().split('\n')[0] || `it exited with ${result.code}`;
  }
  return { ok: false, timedOut: false, reason };
}
