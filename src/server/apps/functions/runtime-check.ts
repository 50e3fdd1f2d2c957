import { chown, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { RecoveringCheck } from '../../core/recovering-check';
import { jailUids, runToEnd } from '../build/sandbox/sandbox-command';
import { workerdCommand } from './workerd-jail';

/**
 * Whether App Functions can run here: workerd starts in its jail and answers `--version`. Checked
 * at start and, while it fails, again until it passes (RecoveringCheck): a busy moment at start
 * does not leave readiness saying "no" for the life of the process. Calls themselves never wait
 * for it: each starts its own process and says why when that fails.
 */
export function functionsRuntimeCheck(timeoutMs: number) {
  return new RecoveringCheck({
    probe: async () => {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'shipwright-functions-check-'));
      const asUnprivilegedUser = process.getuid?.() === 0;
      try {
        // The jail's uid starts in this folder, as in an app's own.
        if (asUnprivilegedUser) await chown(dir, jailUids.functions, jailUids.functions);
        const { command, args, options } = workerdCommand(dir, asUnprivilegedUser, ['--version']);
        const result = await runToEnd(command, args, options, timeoutMs);
        if (result.code === 0) return { ok: true };
        return {
          ok: false,
          timedOut: result.timedOut,
          reason: result.timedOut
            ? `workerd's check timed out after ${timeoutMs / 1000} s`
            : result.stderr.trim().split('\n')[0] || `it exited with ${result.code}`,
        };
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  });
}
