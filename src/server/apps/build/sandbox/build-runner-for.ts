import { mkdirSync } from 'node:fs';
import type { Logger } from '../../../core/logger';
import { readinessOf } from '../../../core/readiness';
import { warmUpProject } from '../../template/warm-up';
import { BuildPool } from '../build-pool';
import type { BuildRunner } from '../build-runner';
import { sandboxUid } from './sandbox-command';
import { sandboxCheck } from './sandbox-runtime';
import { sandboxTexts } from './sandbox-texts';
import { SandboxedBuildPool } from './sandboxed-build-pool';

export const sandboxOffWarning =
  "BUILD_SANDBOX=off: generated apps are built and packages unpacked in the server process. A project that finds a way past the bundler's rules reads and runs with the server's privileges. Turn the sandbox back on wherever bubblewrap can run.";

/**
 * The build runner a server uses: the sandboxed worker unless the operator turned it off. A
 * sandbox that cannot start is logged, and logged again when it recovers: its check is retried
 * until it passes (builds wait meanwhile, never running unsafely).
 */
export function buildRunnerFor(
  setting: 'on' | 'off',
  options: { packageCacheDir: string; warm: boolean; logger: Logger; probeTimeoutMs?: number; concurrency?: number },
): BuildRunner {
  if (setting === 'off') {
    options.logger.warn(sandboxOffWarning);
    return new BuildPool(options.concurrency, undefined, options.warm ? warmUpProject() : null);
  }
  // Bound into the sandbox from its first start, so it must exist before packages are installed.
  mkdirSync(options.packageCacheDir, { recursive: true });
  const readOnly = [options.packageCacheDir];
  const check = sandboxCheck(readOnly, {
    timeoutMs: options.probeTimeoutMs,
    onChange: (availability, previous) => {
      if (!availability.ok) {
        const log = availability.timedOut ? sandboxTexts.recoveringLog : sandboxTexts.unavailableLog;
        options.logger.error(log(availability.reason));
      } else if (previous) {
        options.logger.warn(sandboxTexts.recoveredLog);
      }
      if (availability.ok && !availability.asUnprivilegedUser && process.getuid?.() === 0)
        options.logger.warn(
          `The build sandbox runs as root's own user namespace: uid ${sandboxUid} could not read ${options.packageCacheDir}, so its process limit does not hold. Make that folder readable by all (docs/deploy.md).`,
        );
    },
  });
  void check.current();
  return new SandboxedBuildPool({ readOnly, warm: options.warm, concurrency: options.concurrency });
}

/** Whether builds can run: always in the server's process; in the sandbox once its check passes. */
export function buildsReadiness(setting: 'on' | 'off', packageCacheDir: string) {
  if (setting === 'off') return async () => ({ ok: true as const });
  return async () => readinessOf(await sandboxCheck([packageCacheDir]).current(), 'the build sandbox');
}
