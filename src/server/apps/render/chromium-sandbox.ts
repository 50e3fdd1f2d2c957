import { existsSync } from 'node:fs';
import { chmod, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { jailNamespaces, jailUids, processLimits } from '../build/sandbox/sandbox-command';

/**
 * Chromium for rendering generated apps (an agent's page check), under the same bubblewrap jail
 * as builds (ADR 0018, 0025): its own user, PID, IPC, network and mount namespaces, the runtime
 * and fonts read-only, a private /tmp and /dev/shm, nothing of the server's files or environment,
 * no network at all (the page's requests are answered by the server through the DevTools pipe),
 * and as an unprivileged uid of its own when the server is root. Chromium's own sandbox needs user namespaces
 * inside, which the jail refuses, so it runs with --no-sandbox: the jail is the boundary.
 */

/** Limits of the browser's processes; no address-space limit, which V8's reservations exceed at once. */
const chromiumLimits = { processes: 1024, cpuSeconds: 600, fileBytes: 64 * 1024 ** 2, shmBytes: 256 * 1024 ** 2 };

/** The command (as argv) that starts `binary` in the jail; the browser's own arguments follow it. */
export function chromiumSandboxArgv(binary: string, asUnprivilegedUser: boolean): string[] {
  const user = asUnprivilegedUser
    ? ['setpriv', `--reuid=${jailUids.render}`, `--regid=${jailUids.render}`, '--clear-groups']
    : [];
  const fonts = ['/etc/fonts'].filter((p) => existsSync(p)).flatMap((p) => ['--ro-bind', p, p]);
  return [
    ...user,
    'prlimit',
    ...processLimits(chromiumLimits, 4096),
    ...jailNamespaces(),
    ...fonts,
    '--size',
    String(chromiumLimits.shmBytes),
    '--tmpfs',
    '/dev/shm',
    '--size',
    String(chromiumLimits.shmBytes),
    '--tmpfs',
    '/tmp',
    '--remount-ro',
    '/',
    '--chdir',
    '/tmp',
    '--',
    binary,
  ];
}

const shellQuoted = (word: string) => `'${word.replace(/'/g, `'\\''`)}'`;

/**
 * A launcher script for Playwright's `executablePath`: it execs the jail with the browser's
 * arguments appended, keeping the DevTools pipe (file descriptors 3 and 4) open through it.
 */
export async function chromiumLauncher(binary: string, asUnprivilegedUser: boolean): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shipwright-chromium-'));
  await chmod(dir, 0o755);
  const file = path.join(dir, 'chromium');
  await writeFile(
    file,
    `#!/bin/sh\nexec ${chromiumSandboxArgv(binary, asUnprivilegedUser).map(shellQuoted).join(' ')} "$@"\n`,
  );
  await chmod(file, 0o755);
  return file;
}
