import type { RunEvent } from '../../../shared/run-events';
import type { RunBus, RunPublisher } from './run-bus';
import { RunMirrors } from './run-mirrors';

type Listener = (event: RunEvent) => void;

/**
 * The live side of one run: what has happened so far (so a tab that opens late catches up with
 * one snapshot) and who is watching. Lives in memory only; the database has the lasting state.
 */
export class RunChannel {
  private text = '';
  private readonly files = new Map<string, string | null>();
  private step = '';
  private percent = 0;
  private readonly listeners = new Set<Listener>();
  private finished: RunEvent | null = null;

  /** `publish` also sends each event to the other instances (PostgreSQL). */
  constructor(private readonly publish?: (event: RunEvent) => void) {}

  emit(event: RunEvent) {
    if (this.finished) return;
    this.publish?.(event);
    if (event.type === 'text') this.text += event.text;
    else if (event.type === 'file') this.files.set(event.path, event.content);
    else if (event.type === 'step') ({ step: this.step, percent: this.percent } = event);
    else if (event.type === 'done') this.finished = event;
    for (const listener of this.listeners) listener(event);
  }

  /** The snapshot, then every event until `done` (or until the watcher goes away). */
  async *watch(signal: AbortSignal): AsyncGenerator<RunEvent> {
    const queue: RunEvent[] = [];
    let wake: (() => void) | null = null;
    const listener: Listener = (event) => {
      queue.push(event);
      wake?.();
    };
    this.listeners.add(listener);
    const onAbort = () => wake?.();
    signal.addEventListener('abort', onAbort);
    try {
      yield {
        type: 'snapshot',
        text: this.text,
        files: Object.fromEntries(this.files),
        step: this.step,
        percent: this.percent,
      };
      if (this.finished) {
        yield this.finished;
        return;
      }
      while (!signal.aborted) {
        const event = queue.shift();
        if (!event) {
          await new Promise<void>((resolve) => {
            wake = resolve;
          });
          wake = null;
          continue;
        }
        yield event;
        if (event.type === 'done') return;
      }
    } finally {
      this.listeners.delete(listener);
      signal.removeEventListener('abort', onAbort);
    }
  }
}

/**
 * The runs this process is executing. Closing the server waits (briefly) for them, so a
 * graceful restart finishes replies instead of cutting them off. With a bus (PostgreSQL) their
 * events are also published, and the runs executing on other instances are mirrored here.
 */
export class RunRegistry {
  private readonly channels = new Map<string, RunChannel>();
  private readonly publishers = new Map<string, RunPublisher>();
  private readonly work = new Set<Promise<unknown>>();
  /** Runs executing on other instances; null without a bus (PGlite: one process does everything). */
  readonly remote: RunMirrors | null;

  constructor(private readonly bus?: RunBus) {
    const remote = bus ? new RunMirrors(() => new RunChannel()) : null;
    this.remote = remote;
    bus?.onBatch((runId, seq, events) => {
      if (!this.channels.has(runId)) remote?.hear(runId, seq, events);
    });
  }

  open(runId: string) {
    const publisher = this.bus?.publisher(runId);
    if (publisher) this.publishers.set(runId, publisher);
    const channel = new RunChannel(publisher ? (event) => publisher.push(event) : undefined);
    this.channels.set(runId, channel);
    return channel;
  }

  get(runId: string) {
    return this.channels.get(runId);
  }

  /** Runs `job` in the background; the channel is dropped once it settles. */
  track(runId: string, job: Promise<unknown>) {
    // The run is over for the others once its last event (`done`) is sent.
    const settled = job
      .finally(() => this.publishers.get(runId)?.flushed())
      .finally(() => {
        this.channels.delete(runId);
        this.publishers.delete(runId);
        this.work.delete(settled);
      });
    this.work.add(settled);
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
