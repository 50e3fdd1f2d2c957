import { buildLimits } from '../../../../shared/app-template';
import { sourceBudgetProblem } from '../build-budget';
import { type BuildOptions, type BuildRunner, buildFailure, platformFailure } from '../build-runner';
import type { BundleResult, PackageRoots } from '../bundle';
import { serviceStopped } from '../esbuild-service';
import { FairTurns } from '../fair-turns';
import type { TypeCheckResult } from '../type-check';
import type { BuildRequest, TypeCheckRequest } from './protocol';
import type { SandboxLimits } from './sandbox-command';
import { sandboxAvailability, sandboxCheck, workerScript } from './sandbox-runtime';
import { type SandboxWork, sandboxTexts } from './sandbox-texts';
import { type Answer, SandboxWorker } from './sandbox-worker';

/**
 * How long one type-check may hold its worker. A cold one parses some 7 MB of declarations (the
 * DOM's, React's, the icons'): 3 s on an idle machine, 27 s measured on a busy one. The limit is there
 * for types written never to finish.
 */
const typeCheckMs = 60_000;

/** How long a build waits for a recovering sandbox: a busy machine's checks pass again within it. */
const recoveryWaitMs = 120_000;

/** How long past a build's own time limit its worker is given to say so before it is stopped. */
const answerGraceMs = 500;

export interface SandboxedPoolOptions {
  /** Read-only folders besides the product's: the package cache. */
  readOnly: string[];
  /** Whether the workers warm a spare esbuild context (a real server; tests do not). */
  warm: boolean;
  /** Builds at once, each in a worker of its own (BUILD_CONCURRENCY); type-checks run one at a time. */
  concurrency?: number;
  limits?: SandboxLimits;
  /** Another worker script (tests run hostile ones to prove the sandbox holds). */
  script?: string;
  /** How long a build may take before its worker is stopped: the build's own limit, plus a moment to say so. */
  deadlineMs?: number;
  /** Builds after which an idle worker is replaced, so its CPU-time limit is never reached by honest work. */
  buildsPerWorker?: number;
  /** What its workers do: builds (the default), or type-checks in a pool of their own. */
  mode?: 'build' | 'types';
  /** How long a build waits for a recovering sandbox before it says builds are paused. */
  recoveryWaitMs?: number;
}

type Request = Omit<BuildRequest, 'id'> | Omit<TypeCheckRequest, 'id'>;

/**
 * Runs builds in worker processes inside the build sandbox (ADR 0018), one build per worker at a
 * time, in turns shared fairly between accounts (ADR 0034). Each worker keeps the esbuild contexts
 * of the projects it built, and a project goes back to the idle worker holding its context. A
 * build past its deadline, memory or CPU time has its worker killed: it fails with the reason,
 * nothing else was in that worker, and the next build starts a fresh one.
 */
export class SandboxedBuildPool implements BuildRunner {
  private readonly turns: FairTurns;
  private readonly slots: number;
  /** Workers between builds, the one used longest ago first. */
  private idle: SandboxWorker[] = [];
  private readonly busy = new Set<SandboxWorker>();
  private closed = false;
  /** The type-checking sibling, started at the first check (TypeScript would hold up builds). */
  private types: SandboxedBuildPool | null = null;

  constructor(private readonly options: SandboxedPoolOptions) {
    // Type-checks run one at a time in their one worker: each weighs hundreds of MB.
    this.slots = options.mode === 'types' ? 1 : Math.max(1, options.concurrency ?? 1);
    this.turns = new FairTurns(this.slots, options.mode === 'types' ? null : buildLimits.fairShareMs);
    // A warm pool starts a worker now, so its spare context is ready before the first project
    // asks (as the in-process pool was); a cold one (tests) starts it with its first build.
    if (options.warm) void this.prestart();
  }

  private async prestart() {
    const availability = await sandboxAvailability(this.options.readOnly).catch(() => null);
    if (!availability?.ok || this.closed) return;
    const worker = await this.start(availability.asUnprivilegedUser).catch(() => null);
    if (worker) this.putBack(worker);
  }

  async build(
    projectId: string,
    files: ReadonlyMap<string, string>,
    packages: PackageRoots = new Map(),
    { owner = '', ...options }: BuildOptions = { tagSources: true },
  ) {
    // Refused before it takes a turn: the pipe and the worker are never given more than a build takes in.
    const overBudget = sourceBudgetProblem(files);
    if (overBudget) return buildFailure(overBudget);
    const request = { projectId, files: [...files], packages: [...packages], options };
    return (await this.inTurn(owner, request, buildFailure, platformFailure)) as BundleResult;
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
    const request = { projectId, files: [...files], packages: [...packages] };
    return (await this.inTurn('', request, unfinished, unfinished)) as TypeCheckResult;
  }

  async close() {
    this.closed = true;
    await this.types?.close();
    await Promise.all([...this.idle, ...this.busy].map((worker) => worker.close()));
  }

  /**
   * Sends the request once `owner` has a turn, to a worker of its own. Its deadline counts from
   * then, so it times the build's own work, not the queue's.
   */
  private async inTurn(
    owner: string,
    request: Request,
    failed: (cause: string) => Answer,
    platformFailed: (cause: string) => Answer,
  ): Promise<Answer> {
    if (this.closed) return platformFailed(sandboxTexts.shuttingDown);
    const availability = await this.sandboxReady();
    if (!availability.ok) return platformFailed(availability.reason);
    const turn = await this.turns.take(owner);
    let worker: SandboxWorker | null = null;
    try {
      if (this.closed) return platformFailed(sandboxTexts.shuttingDown);
      worker = this.idleWorkerFor(request.projectId) ?? (await this.start(availability.asUnprivilegedUser));
      const answer = await worker.send(request, this.deadlineMs, failed);
      if (!this.wornOut(worker, answer)) return answer;
      worker.retire();
      worker = await this.start(availability.asUnprivilegedUser);
      return await worker.send(request, this.deadlineMs, failed);
    } finally {
      if (worker) this.putBack(worker);
      turn.release();
    }
  }

  /**
   * The sandbox's check once it passes. A sandbox that worked before, or whose check timed out (a
   * busy machine), is recovering: the build waits for it up to `recoveryWaitMs`, then says builds
   * are paused. One that never started here says so at once (it is still checked again).
   */
  private async sandboxReady() {
    const check = sandboxCheck(this.options.readOnly);
    const now = await check.current();
    if (now.ok) return now;
    const recovering = check.hasPassed || now.timedOut;
    const waited = recovering ? await check.passing(this.options.recoveryWaitMs ?? recoveryWaitMs) : now;
    if (waited.ok) return waited;
    return { ok: false as const, reason: recovering ? sandboxTexts.paused : sandboxTexts.unavailable };
  }

  private get work(): SandboxWork {
    return this.options.mode === 'types' ? 'type-check' : 'build';
  }

  private get deadlineMs() {
    return this.options.deadlineMs ?? (this.work === 'build' ? buildLimits.timeoutMs + answerGraceMs : typeCheckMs);
  }

  /** The idle worker that built this project last (its context is warm there), else the one idle longest. */
  private idleWorkerFor(projectId: string) {
    const warm = this.idle.find((worker) => worker.projects.get(projectId));
    const chosen = warm ?? this.idle[0];
    if (!chosen) return null;
    this.idle = this.idle.filter((worker) => worker !== chosen);
    this.busy.add(chosen);
    return chosen;
  }

  private async start(asUnprivilegedUser: boolean) {
    const spec = {
      script: this.options.script ?? (await workerScript()),
      mode: this.options.mode ?? 'build',
      warm: this.options.warm,
      readOnly: this.options.readOnly,
      limits: this.options.limits,
      asUnprivilegedUser,
    } as const;
    const worker = new SandboxWorker(spec, this.work, (ended) => {
      this.busy.delete(ended);
      this.idle = this.idle.filter((other) => other !== ended);
    });
    this.busy.add(worker);
    return worker;
  }

  /** A worker back from a build: kept for the next one, unless it ended, is worn or is one too many. */
  private putBack(worker: SandboxWorker) {
    this.busy.delete(worker);
    if (worker.ended) return;
    // Past its share of builds it is replaced before its CPU-time limit could be near.
    if (this.closed || worker.builds >= (this.options.buildsPerWorker ?? 500)) {
      void worker.close();
      return;
    }
    this.idle.push(worker);
    // Workers started beside slow builds (fair-turns.ts) are not all kept: the one that did the
    // fewest builds goes, so the long-standing workers keep the contexts they warmed.
    while (this.idle.length > this.slots) {
      const fewest = this.idle.reduce((a, b) => (b.builds < a.builds ? b : a));
      this.idle = this.idle.filter((other) => other !== fewest);
      void fewest.close();
    }
  }

  /**
   * True when a build failed with its worker rather than by itself, so a fresh worker should try it
   * once more: esbuild's service inside ended, or a worker that had done other builds ran out of
   * memory or crashed (what many projects' contexts leave behind, not this build). A build that
   * does the same in a fresh worker fails with that cause.
   */
  private wornOut(worker: SandboxWorker, answer: Answer) {
    if (this.work !== 'build' || answer.ok) return false;
    const used = worker.builds > 0;
    return answer.problems.some(
      (p) =>
        serviceStopped(p) ||
        (used && (p.message === sandboxTexts.outOfMemory() || p.message === sandboxTexts.crashed())),
    );
  }
}

/** A type-check that did not run to its end: its one problem says why, and is not the app's. */
const unfinished = (cause: string): TypeCheckResult => ({ ...buildFailure(cause), unfinished: true });
