import type { RunEvent } from '../../../shared/run-events';
import type { RunChannel } from './run-channel';

/** A message missing from the sequence is waited for this long, then skipped (its sender failed to send it). */
const gapWaitMs = 2_000;
/** A finished run's mirror stays a little, for a watcher that read "running" just before `done`. */
const keepFinishedMs = 60_000;
/** A mirror that hears nothing this long and has no watcher is dropped (its instance died). */
const idleMs = 10 * 60_000;

type Snapshot = Extract<RunEvent, { type: 'snapshot' }>;

interface Mirror {
  channel: RunChannel;
  /** The attempt heard (a later one replaces it: its worker took the run over). */
  attempt: number;
  /** The seq expected next; null until the first message is heard. */
  next: number | null;
  /** Heard from event 0: its snapshot is the whole run so far. */
  complete: boolean;
  /** Batches that came before their turn, by their first seq. */
  pending: Map<number, RunEvent[]>;
  gapTimer?: NodeJS.Timeout;
  watchers: number;
  heardAt: number;
}

/**
 * Copies of the runs executing on other instances, built from their events as this instance hears
 * them (it listens all the time, so it hears a run from its first event unless it started after
 * it). Events are applied strictly by seq: early ones wait for their turn, repeats are dropped.
 */
export class RunMirrors {
  private readonly mirrors = new Map<string, Mirror>();
  private readonly sweep = setInterval(() => this.dropIdle(), 60_000).unref();

  constructor(private readonly newChannel: () => RunChannel) {}

  hear(runId: string, attempt: number, seq: number, events: RunEvent[]) {
    const mirror = this.mirrorOf(runId);
    mirror.heardAt = Date.now();
    if (attempt < mirror.attempt) return; // late words of a worker presumed dead
    if (attempt > mirror.attempt && mirror.next !== null) {
      // Another worker took the run over and starts the reply again.
      clearTimeout(mirror.gapTimer);
      Object.assign(mirror, { next: null, pending: new Map(), gapTimer: undefined });
      mirror.channel.restart();
    }
    mirror.attempt = attempt;
    if (mirror.next === null) {
      mirror.next = seq;
      mirror.complete = seq === 0;
    }
    if (seq < mirror.next || mirror.pending.has(seq)) return;
    mirror.pending.set(seq, events);
    this.apply(runId, mirror);
  }

  /**
   * The run as a watcher here sees it: the mirror's own snapshot when it heard the run from the
   * start; otherwise `readText` (the reply as last saved in the database) with the files and step
   * heard so far. Then every event until `done`.
   */
  async *watch(runId: string, signal: AbortSignal, readText: () => Promise<string>): AsyncGenerator<RunEvent> {
    const mirror = this.mirrorOf(runId);
    mirror.watchers += 1;
    try {
      if (mirror.complete) {
        yield* mirror.channel.watch(signal);
        return;
      }
      // Listening starts before the database is read, so nothing after that read is missed.
      const live = mirror.channel.watch(signal);
      const first = await live.next();
      const heard = first.value as Snapshot;
      yield { ...heard, text: await readText() };
      yield* live;
    } finally {
      mirror.watchers -= 1;
    }
  }

  has(runId: string) {
    return this.mirrors.has(runId);
  }

  close() {
    clearInterval(this.sweep);
    for (const mirror of this.mirrors.values()) clearTimeout(mirror.gapTimer);
    this.mirrors.clear();
  }

  private mirrorOf(runId: string) {
    let mirror = this.mirrors.get(runId);
    if (!mirror) {
      mirror = {
        channel: this.newChannel(),
        attempt: 0,
        next: null,
        complete: false,
        pending: new Map(),
        watchers: 0,
        heardAt: 0,
      };
      mirror.heardAt = Date.now();
      this.mirrors.set(runId, mirror);
    }
    return mirror;
  }

  private apply(runId: string, mirror: Mirror) {
    clearTimeout(mirror.gapTimer);
    mirror.gapTimer = undefined;
    for (let batch = mirror.pending.get(mirror.next ?? 0); batch; batch = mirror.pending.get(mirror.next ?? 0)) {
      mirror.pending.delete(mirror.next ?? 0);
      mirror.next = (mirror.next ?? 0) + batch.length;
      for (const event of batch) {
        mirror.channel.emit(event);
        if (event.type === 'done') this.dropLater(runId, mirror);
      }
    }
    if (!mirror.pending.size) return;
    mirror.gapTimer = setTimeout(() => {
      mirror.next = Math.min(...mirror.pending.keys());
      this.apply(runId, mirror);
    }, gapWaitMs).unref();
  }

  private dropLater(runId: string, mirror: Mirror) {
    setTimeout(() => {
      if (this.mirrors.get(runId) !== mirror) return;
      clearTimeout(mirror.gapTimer);
      this.mirrors.delete(runId);
    }, keepFinishedMs).unref();
  }

  private dropIdle() {
    const now = Date.now();
    for (const [runId, mirror] of this.mirrors) {
      if (mirror.watchers || now - mirror.heardAt < idleMs) continue;
      clearTimeout(mirror.gapTimer);
      this.mirrors.delete(runId);
    }
  }
}
