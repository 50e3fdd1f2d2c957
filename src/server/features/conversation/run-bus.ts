import { randomUUID } from 'node:crypto';
import type { RunEvent } from '../../../shared/run-events';
import type { Logger } from '../../core/logger';
import type { DatabaseHandle } from '../../db/client';

/** The one PostgreSQL channel every instance LISTENs on for the events of runs executing elsewhere. */
export const runEventsChannel = 'shipwright_run_events';

/*
 * pg_notify refuses a payload of 8000 bytes or more. Small events (text deltas, steps, most
 * files) travel as they are, several per message when they queue up. A message that does not fit
 * (a large file) is base64-encoded and split into numbered parts, sent one after the other and
 * put back together by the listener: no table to write, clean up or migrate, and base64 keeps
 * each part's size exact whatever the file holds (quotes, newlines, non-ASCII).
 */
const maxPayloadBytes = 7_900;
const partChars = 7_000;
/** Parts of a message that never completes (its sender died mid-way) are forgotten after this. */
const partsKeptMs = 60_000;

/**
 * What goes over the wire: `events[i]` is event number `seq + i` of attempt `attempt` (0 first; a
 * worker that takes over a run from one that died starts the next) of run `runId`.
 */
interface Batch {
  from: string;
  runId: string;
  attempt: number;
  seq: number;
  events: RunEvent[];
}
interface Part {
  from: string;
  key: string;
  part: number;
  parts: number;
  data: string;
}

/** Stop for a run: the instance executing it aborts its model's request. */
interface StopMessage {
  from: string;
  stop: string;
}

/** A batch as heard; `ours` when this instance sent it. */
export type HeardBatch = Omit<Batch, 'from'> & { ours: boolean };
export type BatchHandler = (batch: HeardBatch) => void;
type Connection = Required<Pick<DatabaseHandle, 'listen' | 'notify'>>;

/**
 * The run events of this instance's runs go out over NOTIFY; those of every other instance come
 * in over LISTEN (one dedicated connection, which postgres.js re-listens after a reconnect).
 */
export class RunBus {
  /** Our own messages come back to us too; they are recognised by this. */
  readonly instanceId = randomUUID();
  private handler: BatchHandler = () => undefined;
  private stopHandler: (runId: string) => void = () => undefined;
  private readonly parts = new Map<string, { data: string[]; received: number; at: number }>();
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly connection: Connection,
    private readonly logger: Logger,
  ) {}

  async start() {
    const { unlisten } = await this.connection.listen(runEventsChannel, (payload) => this.receive(payload));
    this.unlisten = unlisten;
  }

  /** Who hears the batches, in the order they arrive (not yet by seq). */
  onBatch(handler: BatchHandler) {
    this.handler = handler;
  }

  /** Who hears Stop for a run (whichever instance sent it, this one included). */
  onStop(handler: (runId: string) => void) {
    this.stopHandler = handler;
  }

  /** Asks every instance to stop `runId`: the one executing it does. */
  async stop(runId: string) {
    const message: StopMessage = { from: this.instanceId, stop: runId };
    await this.connection.notify(runEventsChannel, JSON.stringify(message));
  }

  publisher(runId: string, attempt: number) {
    return new RunPublisher((seq, events) => this.send({ from: this.instanceId, runId, attempt, seq, events }));
  }

  async close() {
    await this.unlisten?.().catch(() => undefined);
    this.unlisten = null;
  }

  private async send(batch: Batch) {
    const message = JSON.stringify(batch);
    try {
      if (Buffer.byteLength(message) <= maxPayloadBytes) return await this.connection.notify(runEventsChannel, message);
      const data = Buffer.from(message).toString('base64');
      const parts = Math.ceil(data.length / partChars);
      const key = `${batch.runId}:${batch.seq}`;
      for (let part = 0; part < parts; part++) {
        const slice = data.slice(part * partChars, (part + 1) * partChars);
        const wire: Part = { from: this.instanceId, key, part, parts, data: slice };
        await this.connection.notify(runEventsChannel, JSON.stringify(wire));
      }
    } catch (cause) {
      // Watchers elsewhere skip the gap after a moment; the run's own result is in the database.
      this.logger.warn('run events not published', { runId: batch.runId, seq: batch.seq, error: String(cause) });
    }
  }

  private receive(payload: string) {
    let message: Batch | Part | StopMessage;
    try {
      message = JSON.parse(payload);
    } catch {
      return;
    }
    if ('stop' in message) {
      if (typeof message.stop === 'string') this.stopHandler(message.stop);
      return;
    }
    if ('parts' in message) {
      const whole = this.assemble(message);
      if (!whole) return;
      message = JSON.parse(whole) as Batch;
    }
    const { from, runId, attempt = 0, seq, events } = message;
    if (typeof runId !== 'string' || typeof seq !== 'number' || typeof attempt !== 'number' || !Array.isArray(events)) {
      return;
    }
    try {
      this.handler({ runId, attempt, seq, events, ours: from === this.instanceId });
    } catch (cause) {
      this.logger.warn('run events not handled', { runId: message.runId, error: String(cause) });
    }
  }

  private assemble(part: Part): string | null {
    const now = Date.now();
    for (const [key, entry] of this.parts) if (now - entry.at > partsKeptMs) this.parts.delete(key);
    const entry = this.parts.get(part.key) ?? { data: new Array<string>(part.parts).fill(''), received: 0, at: now };
    this.parts.set(part.key, entry);
    if (entry.data[part.part]) return null; // a duplicate part
    entry.data[part.part] = part.data;
    entry.received += 1;
    if (entry.received < part.parts) return null;
    this.parts.delete(part.key);
    return Buffer.from(entry.data.join(''), 'base64').toString();
  }
}

/**
 * The outgoing events of one run, numbered from 0. One message is on its way at a time, so they
 * commit (and are delivered) in order; events emitted meanwhile go together in the next one.
 */
export class RunPublisher {
  private seq = 0;
  private readonly queue: RunEvent[] = [];
  private sending: Promise<void> | null = null;

  constructor(private readonly send: (seq: number, events: RunEvent[]) => Promise<void>) {}

  push(event: RunEvent) {
    this.queue.push(event);
    this.sending ??= this.pump();
  }

  /** Resolves once everything pushed so far is sent. */
  async flushed() {
    while (this.sending) await this.sending;
  }

  private async pump() {
    while (this.queue.length) {
      const events = this.takeBatch();
      const seq = this.seq;
      this.seq += events.length;
      await this.send(seq, events);
    }
    this.sending = null;
  }

  /** As many queued events as fit one notification (at least one: a large one is sent in parts). */
  private takeBatch() {
    let bytes = 200; // the envelope: instance id, run id, seq
    let count = 0;
    for (const event of this.queue) {
      bytes += Buffer.byteLength(JSON.stringify(event)) + 1;
      if (count > 0 && bytes > maxPayloadBytes) break;
      count += 1;
    }
    return this.queue.splice(0, count);
  }
}

/** The bus on PostgreSQL (started, listening); none on PGlite, where one process does everything. */
export async function connectRunBus(database: DatabaseHandle, logger: Logger) {
  if (database.kind !== 'postgres' || !database.listen || !database.notify) return undefined;
  const bus = new RunBus({ listen: database.listen, notify: database.notify }, logger);
  await bus.start();
  return bus;
}
