import { spawn } from 'node:child_process';
import { existsSync, lstatSync, readlinkSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { programOnPath } from '../../../core/env';
import { productRoot } from '../../packages/curated';

/**
 * The build sandbox (ADR 0018): a process under bubblewrap with its own user, PID, IPC, network
 * and mount namespaces, an unprivileged uid, a root holding only the runtime, the product's
 * packages and the package cache (all read-only), a small private /tmp, an empty environment,
 * and limits on memory, processes, CPU time, file size and open files. Nothing in it can read
 * the server's files or environment, reach the network, or outlive the server.
 */

export interface SandboxLimits {
  /** Address space of each process (RLIMIT_AS): a runaway allocation fails instead of growing. */
  addressSpaceBytes: number;
  /** V8's heap inside that, so Node reports running out instead of the kernel killing it. */
  heapMegabytes: number;
  /** Processes and threads of the sandbox's user (RLIMIT_NPROC): a fork bomb stops there. */
  processes: number;
  /** CPU seconds of each process (RLIMIT_CPU): a backstop behind each build's own time limit. */
  cpuSeconds: number;
  /** The largest file it may write (RLIMIT_FSIZE). */
  fileBytes: number;
  /** The size of its private /tmp. */
  tmpBytes: number;
}

export const sandboxLimits: SandboxLimits = {
  addressSpaceBytes: 3 * 1024 ** 3,
  heapMegabytes: 1536,
  processes: 256,
  cpuSeconds: 900,
  fileBytes: 256 * 1024 ** 2,
  tmpBytes: 64 * 1024 ** 2,
};

/** The uid and gid a root server runs the sandbox as ("nobody"): its process count is its own. */
export const sandboxUid = 65534;

/**
 * The uids the other jails run as. A process limit (RLIMIT_NPROC) counts every process of a uid on
 * the machine, so each kind of jail has its own: a fork bomb in a build cannot starve the page
 * render or an app's functions of threads, nor they the builds. No account needs to exist for them.
 */
export const jailUids = { render: 65533, functions: 65532 } as const;

export interface SandboxSpec {
  /** The script Node runs, placed in the sandbox beside the product's node_modules. */
  script: string;
  args?: string[];
  /** Host folders (or files) visible at the same path, read-only. */
  readOnly?: string[];
  /** One host folder visible at the same path, writable (an install's scratch folder). */
  writable?: string;
  limits?: SandboxLimits;
  /** Whether bwrap starts as the unprivileged uid (the server is root) or as the server's own user. */
  asUnprivilegedUser: boolean;
}

/** Where the worker script sits in the sandbox: under the checkout, so it finds the product's packages. */
export const scriptPathInSandbox = path.join(productRoot, '.sandbox', 'worker.mjs');

/** The runtime: /usr with the merged-/usr links, and Node's own prefix when it lives elsewhere. */
export function runtimeBinds() {
  const args = ['--ro-bind', '/usr', '/usr'];
  for (const top of ['/lib', '/lib64', '/bin', '/sbin']) {
    if (!existsSync(top)) continue;
    if (lstatSync(top).isSymbolicLink()) args.push('--symlink', readlinkSync(top), top);
    else args.push('--ro-bind', top, top);
  }
  const node = realpathSync(process.execPath);
  if (!node.startsWith('/usr/')) {
    const prefix = path.dirname(path.dirname(node));
    args.push('--ro-bind', prefix, prefix);
  }
  return args;
}

let bwrap: string | null = null;
/** bubblewrap as found on the server's PATH once (the plain name where it is not, so starting says why). */
const bwrapProgram = () => {
  bwrap ??= programOnPath('bwrap') ?? 'bwrap';
  return bwrap;
};

/**
 * bubblewrap's start for every jail of ours (builds, the page render, App Functions): all
 * namespaces of its own, no user namespace inside, gone with its parent, an empty environment,
 * the unprivileged uid, the runtime read-only, its own /proc and a minimal /dev.
 */
export function jailNamespaces() {
  return [
    bwrapProgram(),
    '--unshare-all',
    // Named again so that --disable-userns may follow: no user namespace inside (no uid 0 there).
    '--unshare-user',
    '--disable-userns',
    '--die-with-parent',
    '--new-session',
    '--clearenv',
    '--setenv',
    'PATH',
    '/usr/bin:/bin',
    '--setenv',
    'HOME',
    '/tmp',
    '--uid',
    String(sandboxUid),
    '--gid',
    String(sandboxUid),
    '--hostname',
    'sandbox',
    ...runtimeBinds(),
    '--proc',
    '/proc',
    '--dev',
    '/dev',
  ];
}

/** prlimit's arguments for a jail's processes, threads, CPU seconds, file size and open files; no core dumps. */
export function processLimits(
  limits: Pick<SandboxLimits, 'processes' | 'cpuSeconds' | 'fileBytes'>,
  openFiles: number,
) {
  return [
    `--nproc=${limits.processes}`,
    `--cpu=${limits.cpuSeconds}`,
    `--fsize=${limits.fileBytes}`,
    `--nofile=${openFiles}`,
    '--core=0',
    '--',
  ];
}

/** The product files a build reads: its manifest, its packages and the templates (the App Cloud SDK). */
export const productBinds = () => ['package.json', 'node_modules', 'templates'].map((p) => path.join(productRoot, p));

/** The command line that runs `spec` in the sandbox: prlimit sets the limits, bwrap the namespaces. */
export function sandboxCommand(spec: SandboxSpec) {
  const limits = spec.limits ?? sandboxLimits;
  const bwrap = [
    ...jailNamespaces(),
    // bubblewrap's /dev is a writable tmpfs without a size: read-only, its devices still work.
    '--remount-ro',
    '/dev',
    '--size',
    String(limits.tmpBytes),
    '--tmpfs',
    '/tmp',
    ...[...productBinds(), ...(spec.readOnly ?? [])].filter((p) => existsSync(p)).flatMap((p) => ['--ro-bind', p, p]),
    ...(spec.writable ? ['--bind', spec.writable, spec.writable] : []),
    '--ro-bind',
    spec.script,
    scriptPathInSandbox,
    // The root bubblewrap made (where the mount points live) is read-only too: only /tmp is written.
    '--remount-ro',
    '/',
    '--chdir',
    '/tmp',
    '--',
    realpathSync(process.execPath),
    `--max-old-space-size=${limits.heapMegabytes}`,
    scriptPathInSandbox,
    ...(spec.args ?? []),
  ];
  const prlimit = [`--as=${limits.addressSpaceBytes}`, ...processLimits(limits, 1024)];
  const user = spec.asUnprivilegedUser ? { uid: sandboxUid, gid: sandboxUid } : {};
  return { command: 'prlimit', args: [...prlimit, ...bwrap], options: { env: {}, ...user } };
}

/** Runs a command to its end: its exit code, the start of what it printed, and whether it was stopped at `timeoutMs`. */
export function runToEnd(command: string, args: string[], options: object, timeoutMs = 10_000) {
  return new Promise<{ code: number | null; stdout: string; stderr: string; timedOut: boolean }>((resolve) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk) => {
      if (stdout.length < 64_000) stdout += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      if (stderr.length < 4000) stderr += chunk;
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ code: -1, stdout, stderr: error.message, timedOut });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, timedOut });
    });
  });
}
