import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import type { Writable } from 'node:stream';
import { buildLimits } from '../../../../shared/app-template';
import { type BuildRunner, buildFailure } from '../build-runner';
import type { BundleOptions, BundleResult, PackageRoots } from '../bundle';
import { serviceStopped } from '../esbuild-service';
import type { TypeCheckResult } from '../type-check';
import { readFrames, writeFrame } from './frames';
import { capProcesses } from './process-cap';
import type { BuildRequest, BuildResponse, TypeCheckRequest } from './protocol';
import { type SandboxLimits, sandboxCommand, sandboxLimits } from './sandbox-command';
import { sandboxAvailability, workerScript } from './sandbox-runtime';
import { causeOf, type SandboxWork, sandboxTexts } from './sandbox-texts';

/**
 * How long one type-check may hold its worker. A cold one parses some 7 MB of declarations (the
 * DOM's, React's, the icons'): 3 s on an idle machine, 27 s measured on a busy one. The limit is there
 * for types written never to finish.
 */
const typeCheckMs = 60_000;

type Answer = BundleResult | TypeCheckResult;

interface Pending {
  resolve: (result: Answer) => void;
  timer: NodeJS.Timeout;
  /** What it is answered when its worker is stopped or ends. */
  failed: (cause: string) => Answer;
}

interface Worker {
  child: ChildProcessWithoutNullStreams;
  pending: Map<number, Pending>;
  /** Set when the supervisor stopped it: what every build still waiting is told. */
  cause: string | null;
  stderr: string;
  builds: number;
}

export interface SandboxedPoolOptions {
  /** Read-only folders besides the product's: the package cache. */
  readOnly: string[];
  /** Whether the worker warms a spare esbuild context (a real server; tests do not). */
  warm: boolean;
  limits?: SandboxLimits;
  /** Another worker script (tests run hostile ones to prove the sandbox holds). */
  script?: string;
  /** How long a build may take before the whole worker is stopped: the worker's own limit, plus grace. */
  deadlineMs?: number;
  /** Builds after which an idle worker is replaced, so its CPU-time limit is never reached by honest work. */
  buildsPerWorker?: number;
  /** What its worker does: builds (the default), or type-checks in a worker of their own. */
  mode?: 'build' | 'types';
}

/**
 * Runs builds in one long-lived worker process inside the build sandbox (ADR 0018). The worker
 * keeps each project's esbuild context; this side sends files and packages, and gets scripts and
 * styles back. A worker that breaks a limit is killed; its builds fail with the reason, and the
 * next build starts a fresh one.
 */
export class SandboxedBuildPool implements BuildRunner {
  private live: Worker | null = null;
  private starting: Promise<Worker> | null = null;
  private nextId = 1;
  private closed = false;
  /** The type-checking sibling, started at the first check (TypeScript would hold up builds). */
  private types: SandboxedBuildPool | null = null;
  /**
   * Type-checks waiting their turn. The worker checks one at a time, so each is sent once the one
   * before is answered: its time limit then counts its own work, not the queue's (a cold first check
   * on a busy machine takes most of it).
   */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: SandboxedPoolOptions) {
    // A warm pool starts its worker now, so the spare context is ready before the first project
    // asks (as the in-process pool was); a cold one (tests) starts it with its first build.
    if (options.warm) void this.prestart();
  }

  private async prestart() {
    const availability = await sandboxAvailability(this.options.readOnly).catch(() => null);
    if (availability?.ok && !this.closed) await this.current(availability.asUnprivilegedUser).catch(() => undefined);
  }

  async build(
    projectId: string,
    files: ReadonlyMap<string, string>,
    packages: PackageRoots = new Map(),
    options: BundleOptions = { tagSources: true },
  ) {
    if (this.closed) return buildFailure('The server is shutting down.');
    const availability = await sandboxAvailability(this.options.readOnly);
    if (!availability.ok) return buildFailure(sandboxTexts.unavailable);
    const request = { projectId, files: [...files], packages: [...packages], options };
    const worker = await this.current(availability.asUnprivilegedUser);
    const result = (await this.send(worker, request)) as BundleResult;
    if (result.ok || !this.wornOut(worker, result)) return result;
    this.retire(worker);
    return (await this.send(await this.current(availability.asUnprivilegedUser), request)) as BundleResult;
  }

  async typeCheck(
    projectId: string,
    files: ReadonlyMap<string, string>,
    packages: PackageRoots = new Map(),
  ): Promise<TypeCheckResult> {
    if (this.options.mode !== 'types') {
      this.types ??= new SandboxedBuildPool({ ...this.options, warm: false, mode: 'types' });
      return this.types.typeCheck(projectId, files, packages);
    }
    const check = this.queue.then(() => this.checkNow(projectId, files, packages));
    this.queue = check.catch(() => undefined);
    return check;
  }

  private async checkNow(projectId: string, files: ReadonlyMap<string, string>, packages: PackageRoots) {
    if (this.closed) return unfinished('The server is shutting down.');
    const availability = await sandboxAvailability(this.options.readOnly);
    if (!availability.ok) return unfinished(sandboxTexts.unavailable);
    const worker = await this.current(availability.asUnprivilegedUser);
    const request = { projectId, files: [...files], packages: [...packages] };
    return (await this.send(worker, request, unfinished)) as TypeCheckResult;
  }

  /**
   * True when a build failed with its worker rather than by itself, so a fresh worker should try it
   * once more: esbuild's service inside ended, or a worker that had done other builds ran out of
   * memory or crashed (what many projects' contexts leave behind, not this build). A build that
   * does the same in a fresh worker fails with that cause.
   */
  private wornOut(worker: Worker, result: BundleResult) {
    const used = worker.builds > 0;
    return (
      !result.ok &&
      result.problems.some(
        (p) =>
          serviceStopped(p) ||
          (used && (p.message === sandboxTexts.outOfMemory() || p.message === sandboxTexts.crashed())),
      )
    );
  }

  private send(
    worker: Worker,
    request: Omit<BuildRequest, 'id'> | Omit<TypeCheckRequest, 'id'>,
    failed: (cause: string) => Answer = buildFailure,
  ) {
    const id = this.nextId++;
    return new Promise<Answer>((resolve) => {
      const deadline =
        this.options.deadlineMs ?? (this.work === 'build' ? buildLimits.timeoutMs + 10_000 : typeCheckMs);
      const timer = setTimeout(
        () => this.stop(worker, sandboxTexts.tooLong(Math.round(deadline / 1000), this.work)),
        deadline,
      );
      worker.pending.set(id, { resolve, timer, failed });
      writeFrame(worker.child.stdin, { ...request, id });
    });
  }

  async close() {
    this.closed = true;
    await this.types?.close();
    const worker = this.live ?? (await this.starting?.catch(() => null));
    if (!worker) return;
    worker.child.stdin?.end();
    await new Promise<void>((resolve) => {
      const kill = setTimeout(() => this.stop(worker, 'The server is shutting down.'), 2_000);
      worker.child.once('close', () => {
        clearTimeout(kill);
        resolve();
      });
      if (worker.child.exitCode !== null || worker.child.signalCode !== null) resolve();
    });
  }

  private async current(asUnprivilegedUser: boolean) {
    if (this.live) return this.live;
    this.starting ??= this.start(asUnprivilegedUser).finally(() => {
      this.starting = null;
    });
    this.live = await this.starting;
    return this.live;
  }

  private async start(asUnprivilegedUser: boolean): Promise<Worker> {
    const script = this.options.script ?? (await workerScript());
    const { command, args, options } = sandboxCommand({
      script,
      args: [this.options.mode ?? 'build', this.options.warm ? 'warm' : 'cold'],
      readOnly: this.options.readOnly,
      limits: this.options.limits,
      asUnprivilegedUser,
    });
    const { child, uncap } = spawnCapped(command, args, options, (this.options.limits ?? sandboxLimits).processes);
    const worker: Worker = { child, pending: new Map(), cause: null, stderr: '', builds: 0 };
    child.stdin.on('error', () => undefined);
    child.stderr.on('data', (chunk) => {
      worker.stderr = (worker.stderr + chunk).slice(-4000);
    });
    const maxFrame = 2 * buildLimits.maxOutputBytes + 1024 * 1024;
    readFrames(
      child.stdout,
      (message) => this.answer(worker, message as BuildResponse),
      maxFrame,
      (bytes) =>
        this.stop(
          worker,
          bytes > maxFrame
            ? sandboxTexts.tooLarge(Math.round(buildLimits.maxOutputBytes / 1024 / 1024))
            : sandboxTexts.crashed(this.work),
        ),
    );
    child.on('error', () => this.stop(worker, sandboxTexts.crashed(this.work)));
    child.on('close', (_code, signal) => {
      uncap();
      this.ended(worker, signal);
    });
    return worker;
  }

  private answer(worker: Worker, response: BuildResponse) {
    const pending = worker.pending.get(response.id);
    if (!pending) return;
    worker.pending.delete(response.id);
    clearTimeout(pending.timer);
    pending.resolve(response.result);
    worker.builds += 1;
    // An idle worker past its share of builds is replaced before its CPU-time limit could be near.
    if (worker.pending.size === 0 && worker.builds >= (this.options.buildsPerWorker ?? 500)) this.retire(worker);
  }

  private get work(): SandboxWork {
    return this.options.mode === 'types' ? 'type-check' : 'build';
  }

  private retire(worker: Worker) {
    if (this.live === worker) this.live = null;
    worker.child.stdin?.end();
  }

  /** Kills the worker (the whole sandbox goes with bwrap); its waiting builds fail with `cause`. */
  private stop(worker: Worker, cause: string) {
    worker.cause ??= cause;
    worker.child.kill('SIGKILL');
  }

  private ended(worker: Worker, signal: NodeJS.Signals | null) {
    if (this.live === worker) this.live = null;
    const cause = worker.cause ?? causeOf(signal, worker.stderr, this.work);
    for (const pending of worker.pending.values()) {
      clearTimeout(pending.timer);
      pending.resolve(pending.failed(cause));
    }
    worker.pending.clear();
  }
}

/**
 * Starts the sandbox. A root server first puts it in a pids cgroup (process-cap.ts): a shell
 * holds the command until the group is set, so nothing it starts is outside the group.
 */
function spawnCapped(command: string, args: string[], options: object, processes: number) {
  if (process.getuid?.() !== 0) {
    return { child: spawn(command, args, { ...options, stdio: ['pipe', 'pipe', 'pipe'] }), uncap: () => undefined };
  }
  const held = spawn('/bin/sh', ['-c', 'read -r _ <&3; exec /usr/bin/env -i "$@"', 'sh', command, ...args], {
    ...options,
    stdio: ['pipe', 'pipe', 'pipe', 'pipe'],
  });
  const uncap = held.pid ? capProcesses(held.pid, processes) : () => undefined;
  const gate = held.stdio[3] as Writable | null;
  // A shell that died before reading would fail this write: its 'close' already reports that.
  gate?.on('error', () => undefined);
  gate?.end('go\n');
  return { child: held as ChildProcessWithoutNullStreams, uncap };
}

/** A type-check that did not run to its end: its one problem says why, and is not the app's. */
const unfinished = (cause: string): TypeCheckResult => ({ ...buildFailure(cause), unfinished: true });
