import { eq } from 'drizzle-orm';
import type { RunEvent } from '../../../shared/run-events';
import type { Database } from '../../db/client';
import { generationRuns } from '../../db/schema';
import { watchRemoteRun } from './remote-run-watch';
import type { RunRegistry } from './run-channel';
import { doneEvent, type Run } from './run-views';

/** How long a watcher waits for this process's worker to take a queued run before reading it again. */
const takeWaitMs = 5_000;

/**
 * A run as its watcher sees it, wherever it executes: from this process's channel while it runs
 * here; from its mirror while it runs on another instance (PostgreSQL); until then (queued, or
 * waiting for a worker to take it over) nothing but keep-alives. Ends with `done`, or with the
 * run as the database has it once it is no longer running.
 */
export async function* watchRun(
  deps: { db: Database; runs: RunRegistry },
  run: Run,
  signal: AbortSignal,
): AsyncGenerator<RunEvent> {
  while (!signal.aborted) {
    const channel = deps.runs.get(run.id);
    if (channel) {
      let done = false;
      for await (const event of channel.watch(signal)) {
        done = event.type === 'done';
        yield event;
      }
      if (done) return;
      continue; // its execution here stopped: the run goes on elsewhere, or in a new attempt
    }
    const [latest] = await deps.db.select().from(generationRuns).where(eq(generationRuns.id, run.id));
    if (latest?.status !== 'running') {
      yield await doneEvent(deps.db, latest ?? run);
      return;
    }
    if (deps.runs.remote) {
      yield* watchRemoteRun({ db: deps.db, mirrors: deps.runs.remote }, latest, signal);
      return;
    }
    // One process does everything (PGlite): its worker takes the run any moment.
    await deps.runs.opened(run.id, takeWaitMs);
  }
}
