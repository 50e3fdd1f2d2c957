import os from 'node:os';
import { buildLimits } from '../../../shared/app-template';
import { type BundleResult, type PackageRoots, ProjectBundler } from './bundle';

interface Slot {
  bundler: ProjectBundler;
  idleTimer: NodeJS.Timeout | null;
  /** Builds of one project run one after another on its context. */
  queue: Promise<unknown>;
}

/**
 * Runs builds: at most one per core at a time, each with a time limit and an output size limit.
 * A project's esbuild context is kept while it is in use and released once idle.
 */
export class BuildPool {
  private readonly slots = new Map<string, Slot>();
  private running = 0;
  /** The most builds that ever ran at once (for tests and monitoring). */
  peakConcurrency = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly concurrency = os.availableParallelism(),
    private readonly limits: { timeoutMs: number; maxOutputBytes: number; idleContextMs: number } = buildLimits,
  ) {}

  build(projectId: string, files: ReadonlyMap<string, string>, packages?: PackageRoots): Promise<BundleResult> {
    const slot = this.slotFor(projectId);
    const run = slot.queue.then(() => this.withTurn(() => this.timed(projectId, slot, files, packages)));
    slot.queue = run.catch(() => undefined);
    return run;
  }

  async close() {
    await Promise.all([...this.slots.keys()].map((id) => this.release(id)));
  }

  private slotFor(projectId: string) {
    let slot = this.slots.get(projectId);
    if (!slot) {
      slot = { bundler: new ProjectBundler(), idleTimer: null, queue: Promise.resolve() };
      this.slots.set(projectId, slot);
    }
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
    await slot.bundler.dispose();
  }

  private async withTurn<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running += 1;
    this.peakConcurrency = Math.max(this.peakConcurrency, this.running);
    try {
      return await work();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }

  private async timed(
    projectId: string,
    slot: Slot,
    files: ReadonlyMap<string, string>,
    packages?: PackageRoots,
  ): Promise<BundleResult> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), this.limits.timeoutMs);
    });
    const result = await Promise.race([slot.bundler.bundle(files, packages), timeout]).finally(() =>
      clearTimeout(timer),
    );
    if (result === 'timeout') {
      // A stuck context is thrown away (not awaited through the queue: this build is in it).
      if (this.slots.get(projectId) === slot) this.slots.delete(projectId);
      await slot.bundler.cancel().catch(() => undefined);
      void slot.bundler.dispose().catch(() => undefined);
      return failure(`The build took longer than ${Math.round(this.limits.timeoutMs / 1000)} seconds and was stopped.`);
    }
    if (result.ok && Buffer.byteLength(result.js) + Buffer.byteLength(result.css) > this.limits.maxOutputBytes) {
      return failure(`The built app is larger than ${Math.round(this.limits.maxOutputBytes / 1024 / 1024)} MB.`);
    }
    return result;
  }
}

const failure = (message: string): BundleResult => ({
  ok: false,
  problems: [{ message, file: null, line: null, column: null }],
});
