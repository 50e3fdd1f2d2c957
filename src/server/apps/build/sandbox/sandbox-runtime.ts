import { chmod, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { inProduct } from '../../../core/product-root';
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

export type SandboxAvailability = { ok: true; asUnprivilegedUser: boolean } | { ok: false; reason: string };

const probes = new Map<string, Promise<SandboxAvailability>>();

/**
 * Whether the sandbox starts and can read these folders, tried as an unprivileged uid first
 * when the server is root (a root-owned sandbox would not be held by its process limit), then
 * as the server's own user.
 */
export function sandboxAvailability(readOnly: string[]): Promise<SandboxAvailability> {
  const key = readOnly.join('\0');
  let probe = probes.get(key);
  if (!probe) {
    probe = (async (): Promise<SandboxAvailability> => {
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
        const result = await runToEnd(command, args, options);
        if (result.code === 0) return { ok: true, asUnprivilegedUser };
        reason ||= result.stderr.trim().split('\n')[0] || `it exited with ${result.code}`;
      }
      return { ok: false, reason };
    })();
    probes.set(key, probe);
  }
  return probe;
}
