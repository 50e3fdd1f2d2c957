import os from 'node:os';
import { buildLimits } from '../../../shared/app-template';
import { type BuildOptions, type BuildRunner, buildFailure as failure } from './build-runner';
import { type BundleOptions, type BundleResult, type PackageRoots, ProjectBundler } from './bundle';
import { FairTurns } from './fair-turns';
import { TypeChecker } from './type-check';

interface Slot {
  /** A spare still warming is waited for (see newBundler). */
  bundler: Promise<ProjectBundler>;
  idleTimer: NodeJS.Timeout | null;
  /** Builds of one project run one after another on its context. */
  queue: Promise<unknown>;
}

/**
 * Runs builds: at most `concurrency` at a time, shared fairly between owners (fair-turns.ts), each
 * with a time limit and an output size limit.
 * A project's esbuild context is kept while it is in use and released once idle. Given a warm-up
 * project, one spare context that has built it waits for the next new project: its caches hold
 * the packages every app parses, which makes that project's first build three times quicker.
 */
export class BuildPool implements BuildRunner {
  private readonly slots = new Map<string, Slot>();
  /** The spare context while it warms and once warm; null when taken (or without a warm-up project). */
  private spare: Promise<ProjectBundler | null> | null = null;
  /** Made at the first check: most processes (and every test server) never type-check. */
  private checker: TypeChecker | null = null;
  private closed = false;
  private readonly turns: FairTurns;
  /** Contexts kept now (for tests and monitoring). */
  get contexts() {
    return this.slots.size;
  }
  /** The most builds that ever ran at once (for tests and monitoring). */
  get peakConcurrency() {
    return this.turns.peak;
  }

  constructor(
    concurrency = os.availableParallelism(),
    private readonly limits: {
      timeoutMs: number;
      maxOutputBytes: number;
      idleContextMs: number;
      maxContexts?: number;
      fairShareMs?: number;
    } = buildLimits,
    private readonly warmUp: ReadonlyMap<string, string> | null = null,
  ) {
    this.turns = new FairTurns(concurrency, limits.fairShareMs ?? buildLimits.fairShareMs);
    this.warmSpare();
  }

  build(
    projectId: string,
    files: ReadonlyMap<string, string>,
    packages?: PackageRoots,
    { owner = '', ...options }: BuildOptions = { tagSources: true },
  ): Promise<BundleResult> {
    const slot = this.slotFor(projectId);
    // The context first, then a turn: a spare still warming needs a turn to finish.
    const run = slot.queue
      .then(() => slot.bundler)
      .then((bundler) => this.withTurn(owner, () => this.timed(projectId, slot, bundler, files, packages, options)));
    slot.queue = run.catch(() => undefined);
    // The next spare warms once builds are over: esbuild uses every core, so warming beside a
    // build would slow the build it is meant to speed up.
    void run.finally(() => this.warmWhenIdle()).catch(() => undefined);
    return run;
  }

  async typeCheck(projectId: string, files: ReadonlyMap<string, string>, packages?: PackageRoots) {
    this.checker ??= new TypeChecker();
    return this.checker.check(projectId, files, packages);
  }

  async close() {
    this.closed = true;
    await Promise.all([...this.slots.keys()].map((id) => this.release(id)));
    // A spare still warming is disposed once it is done: esbuild must not be left mid-build.
    const spare = await this.spare;
    this.spare = null;
    await spare?.dispose();
  }

  /** Builds the warm-up project in a new context, in turn with real builds, and keeps it as the spare. */
  private warmSpare() {
    if (!this.warmUp || this.spare || this.closed) return;
    const warmUp = this.warmUp;
    const bundler = new ProjectBundler();
    this.spare = this.withTurn('', () => bundler.bundle(warmUp)).then(
      () => bundler,
      async () => {
        await bundler.dispose().catch(() => undefined);
        return null;
      },
    );
  }

  private warmWhenIdle() {
    if (this.turns.size > 0) return;
    setTimeout(() => this.turns.size === 0 && this.warmSpare(), spareDelayMs).unref();
  }

  /**
   * The spare context for a new project when there is one, else a cold one. A spare still warming
   * is waited for (a while): a cold context would compete with it for the cores and still parse
   * every package itself, three to five times slower than waiting.
   */
  private async newBundler(): Promise<ProjectBundler> {
    const spare = this.spare;
    this.spare = null;
    if (!spare) return new ProjectBundler();
    const ready = await Promise.race([spare, sleep(maxSpareWaitMs).then(() => null)]);
    if (ready) return ready;
    void spare.then((late) => late?.dispose()).catch(() => undefined);
    return new ProjectBundler();
  }

  private slotFor(projectId: string) {
    let slot = this.slots.get(projectId);
    if (slot) {
      // Most recently used last: the Map's order is the eviction order.
      this.slots.delete(projectId);
    } else {
      slot = { bundler: this.newBundler(), idleTimer: null, queue: Promise.resolve() };
      const oldest = this.slots.keys().next().value;
      // The evicted context finishes its queued builds before it is disposed.
      if (oldest !== undefined && this.slots.size >= (this.limits.maxContexts ?? buildLimits.maxContexts))
        void this.release(oldest);
    }
    this.slots.set(projectId, slot);
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.idleTimer = setTimeout(() => void this.release(projectId), this.limits.idleContextMs);
    slot.idleTimer.unref();
    return slot;
  }

  private async release(projectId: string) {
    const slot = this.slots.get(projectId);
    if (!slot) return;
    this.slots.delete(projectId);
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    await slot.queue;
    await (await slot.bundler).dispose();
  }

  private async withTurn<T>(owner: string, work: () => Promise<T>): Promise<T> {
    const turn = await this.turns.take(owner);
    try {
      return await work();
    } finally {
      turn.release();
    }
  }

  private async timed(
    projectId: string,
    slot: Slot,
    bundler: ProjectBundler,
    files: ReadonlyMap<string, string>,
    packages?: PackageRoots,
    options?: BundleOptions,
  ): Promise<BundleResult> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), this.limits.timeoutMs);
    });
    const result = await Promise.race([bundler.bundle(files, packages, options), timeout]).finally(() =>
      clearTimeout(timer),
    );
    if (result === 'timeout') {
      // A stuck context is thrown away (not awaited through the queue: this build is in it).
      if (this.slots.get(projectId) === slot) this.slots.delete(projectId);
      await bundler.cancel().catch(() => undefined);
      void bundler.dispose().catch(() => undefined);
      return failure(`The build took longer than ${Math.round(this.limits.timeoutMs / 1000)} seconds and was stopped.`);
    }
    const size = (texts: string[]) => texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0);
    if (result.ok && size([result.js, result.css, ...Object.values(result.functions)]) > this.limits.maxOutputBytes) {
      return failure(`The built app is larger than ${Math.round(this.limits.maxOutputBytes / 1024 / 1024)} MB.`);
    }
    return result;
  }
}

/**
 * How long the pool must be idle before it warms a new spare context: long enough for the preview
 * a build was for to load without the warm-up beside it, short enough that the spare is warm when
 * the next new project comes (the warm-up takes about half a second).
 */
const spareDelayMs = 400;
/** The longest a new project waits for a spare still warming before it takes a cold context. */
const maxSpareWaitMs = 2_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());
