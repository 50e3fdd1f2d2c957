import { mkdirSync } from 'node:fs';
import type { Logger } from '../../../core/logger';
import { warmUpProject } from '../../template/warm-up';
import { BuildPool } from '../build-pool';
import type { BuildRunner } from '../build-runner';
import { sandboxUid } from './sandbox-command';
import { sandboxAvailability } from './sandbox-runtime';
import { sandboxTexts } from './sandbox-texts';
import { SandboxedBuildPool } from './sandboxed-build-pool';

export const sandboxOffWarning =
  "BUILD_SANDBOX=off: generated apps are built and packages unpacked in the server process. A project that finds a way past the bundler's rules reads and runs with the server's privileges. Turn the sandbox back on wherever bubblewrap can run.";

/**
 * The build runner a server uses: the sandboxed worker unless the operator turned it off. A
 * sandbox that cannot start is said at start-up; builds then fail with that reason instead of
 * running unsafely.
 */
export function buildRunnerFor(
  setting: 'on' | 'off',
  options: { packageCacheDir: string; warm: boolean; logger: Logger },
): BuildRunner {
  if (setting === 'off') {
    options.logger.warn(sandboxOffWarning);
    return new BuildPool(undefined, undefined, options.warm ? warmUpProject() : null);
  }
  // Bound into the sandbox from its first start, so it must exist before packages are installed.
  mkdirSync(options.packageCacheDir, { recursive: true });
  const readOnly = [options.packageCacheDir];
  void sandboxAvailability(readOnly).then((availability) => {
    if (!availability.ok) options.logger.error(sandboxTexts.unavailableLog(availability.reason));
    else if (!availability.asUnprivilegedUser && process.getuid?.() === 0)
      options.logger.warn(
        `The build sandbox runs as root's own user namespace: uid ${sandboxUid} could not read ${options.packageCacheDir}, so its process limit does not hold. Make that folder readable by all (docs/deploy.md).`,
      );
  });
  return new SandboxedBuildPool({ readOnly, warm: options.warm });
}
