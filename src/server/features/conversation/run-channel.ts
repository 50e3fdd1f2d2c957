import type { RunEvent } from '../../../shared/run-events';
import type { RunBus } from './run-bus';
import { RunMirrors } from './run-mirrors';

/** Called with each event, and with null when the channel ends without `done`. */
type Listener = (event: RunEvent | null) => void;

/**
 * The live side of one run: what has happened so far (so a tab that opens late catches up with
 * one snapshot) and who is watching. Lives in memory only; the database has the lasting state.
 */
export class RunChannel {
  private text = '';
  private readonly files = new Map<string, string | null>();
  private step = '';
  private percent = 0;
  private actions: string[] = [];
  private readonly listeners = new Set<Listener>();
  private finished: RunEvent | null = null;
  /** Its execution here ended without `done` (the run goes on elsewhere, or in a new attempt). */
  private ended = false;

  private readonly stopper = new AbortController();

  /** Aborted by Stop: the model's request is aborted with it. */
  get stopSignal() {
    return this.stopper.signal;
  }

  stop() {
    this.stopper.abort();
  }

  /** `publish` also sends each event to the other instances (PostgreSQL). */
  constructor(private readonly publish?: (event: RunEvent) => void) {}

  emit(event: RunEvent) {
    if (this.finished) return;
    this.publish?.(event);
    if (event.type === 'text') this.text += event.text;
    else if (event.type === 'action') this.actions.push(event.line);
    else if (event.type === 'file') this.files.set(event.path, event.content);
    else if (event.type === 'step') ({ step: this.step, percent: this.percent } = event);
    else if (event.type === 'done') this.finished = event;
    for (const listener of this.listeners) listener(event);
  }

  /** Lets every watcher go: the run is no longer executed through this channel. */
  end() {
    this.ended = true;
    for (const listener of this.listeners) listener(null);
  }

  /**
   * A new attempt at the run starts its reply again from nothing (its last worker died): the
   * watchers get an empty snapshot, which replaces what they showed.
   */
  restart() {
    this.text = '';
    this.files.clear();
    this.step = '';
    this.percent = 0;
    this.actions = [];
    this.finished = null;
    for (const listener of this.listeners) listener(this.snapshot());
  }

  private snapshot(): RunEvent {
    return {
      type: 'snapshot',
      text: this.text,
      files: Object.fromEntries(this.files),
      step: this.step,
      percent: this.percent,
      actions: [...this.actions],
    };
  }

  /** The snapshot, then every event until `done` (or until the watcher goes away, or the channel ends). */
  async *watch(signal: AbortSignal): AsyncGenerator<RunEvent> {
    const queue: Array<RunEvent | null> = [];
    let wake: (() => void) | null = null;
    const listener: Listener = (event) => {
      queue.push(event);
      wake?.();
    };
    this.listeners.add(listener);
    const onAbort = () => wake?.();
    signal.addEventListener('abort', onAbort);
    try {
      yield this.snapshot();
      if (this.finished) {
        yield this.finished;
        return;
      }
      while (!signal.aborted) {
        if (!queue.length) {
          if (this.ended) return;
          await new Promise<void>((resolve) => {
            wake = resolve;
          });
          wake = null;
          continue;
        }
        const event = queue.shift() as RunEvent | null;
        if (!event) return; // ended without `done`
        yield event;
        if (event.type === 'done') return;
      }
    } finally {
      this.listeners.delete(listener);
      signal.removeEventListener('abort', onAbort);
    }
  }
}

/** A Stop for a run no worker had taken is kept this long: the queue hands runs out within seconds. */
const stopKeptMs = 60_000;

/**
 * The runs this process is executing, and the way to watch any run. Closing the server waits
 * (briefly) for them, so a graceful restart finishes replies instead of cutting them off. With a
 * bus (PostgreSQL) their events are also published, and runs executing elsewhere are mirrored.
 */
export class RunRegistry {
  private readonly channels = new Map<string, RunChannel>();
  private readonly work = new Set<Promise<unknown>>();
  private readonly waiting = new Map<string, Set<() => void>>();
  /** Stop pressed for runs not executing here (yet): when each was asked. */
  private readonly stopsAhead = new Map<string, number>();
  /** Runs executing on other instances; null without a bus (PGlite: one process does everything). */
  readonly remote: RunMirrors | null;

  constructor(private readonly bus?: RunBus) {
    const remote = bus ? new RunMirrors(() => new RunChannel()) : null;
    this.remote = remote;
    // Our own runs come back over the bus too: they feed a mirror only if a watcher here joined
    // it before this instance's worker took the run.
    bus?.onBatch(({ runId, attempt, seq, events, ours }) => {
      if (ours ? remote?.has(runId) : !this.channels.has(runId)) remote?.hear(runId, attempt, seq, events);
    });
    bus?.onStop((runId) => this.stopHere(runId));
  }

  /**
   * Stop: at once when the run executes here, else (PostgreSQL) by asking every instance over the
   * bus. A run that no worker has taken yet is stopped as soon as one does.
   */
  async stop(runId: string) {
    if (!this.stopHere(runId) && this.bus) await this.bus.stop(runId);
  }

  /** Stops the run if it executes here (true), else remembers it for a while in case it starts here. */
  private stopHere(runId: string) {
    const channel = this.channels.get(runId);
    if (channel) {
      channel.stop();
      return true;
    }
    const now = Date.now();
    for (const [id, at] of this.stopsAhead) if (now - at > stopKeptMs) this.stopsAhead.delete(id);
    this.stopsAhead.set(runId, now);
    return false;
  }

  /**
   * Executes attempt `attempt` (0 first) of a run here: `work` gets the channel its events go to.
   * Resolves when the work and the sending of its events are done.
   */
  async execute(runId: string, attempt: number, work: (channel: RunChannel) => Promise<void>) {
    const publisher = this.bus?.publisher(runId, attempt);
    const channel = new RunChannel(publisher ? (event) => publisher.push(event) : undefined);
    if (this.stopsAhead.delete(runId)) channel.stop();
    this.channels.set(runId, channel);
    for (const wake of this.waiting.get(runId) ?? []) wake();
    const done = work(channel)
      // The run is over for the others once its last event (`done`) is sent.
      .finally(() => publisher?.flushed())
      .finally(() => {
        if (this.channels.get(runId) === channel) this.channels.delete(runId);
        channel.end();
        this.work.delete(done);
      });
    this.work.add(done);
    await done;
  }

  get(runId: string) {
    return this.channels.get(runId);
  }

  /** Resolves when this process starts executing `runId`, or after `ms`. */
  async opened(runId: string, ms: number) {
    if (this.channels.has(runId)) return;
    let timer: NodeJS.Timeout | undefined;
    let wake = () => {};
    await new Promise<void>((resolve) => {
      wake = resolve;
      timer = setTimeout(resolve, ms);
      this.waiting.set(runId, (this.waiting.get(runId) ?? new Set()).add(wake));
    });
    clearTimeout(timer);
    const waiting = this.waiting.get(runId);
    waiting?.delete(wake);
    if (waiting?.size === 0) this.waiting.delete(runId);
  }

  get activeCount() {
    return this.work.size;
  }

  async drain(timeoutMs: number) {
    if (!this.work.size) return;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    });
    await Promise.race([Promise.allSettled([...this.work]), timeout]);
    clearTimeout(timer);
  }

  /** After `drain`: stops listening to the other instances. */
  async close() {
    this.remote?.close();
    await this.bus?.close();
  }
}
