import { eq } from 'drizzle-orm';
import type { RunEvent } from '../../../shared/run-events';
import type { Database } from '../../db/client';
import { chatMessages, generationRuns } from '../../db/schema';
import type { RunMirrors } from './run-mirrors';
import { doneEvent, type Run } from './run-views';

/** A run still "running" in the database that sends nothing this long is looked up again. */
export const quietRunMs = 30_000;

/**
 * Watches a run executing on another instance (PostgreSQL): the mirror's snapshot and events,
 * in seq order, then `done`. If it goes quiet (its instance died, or its events were lost) the
 * database decides: a run no longer running ends the stream with its `done` from the database;
 * one still running is waited for (the interrupted-run recovery ends it).
 */
export async function* watchRemoteRun(
  { db, mirrors, quietMs = quietRunMs }: { db: Database; mirrors: RunMirrors; quietMs?: number },
  run: Run,
  signal: AbortSignal,
): AsyncGenerator<RunEvent> {
  // Our own signal, so leaving early (ended by the database) also stops the mirror's watch.
  const stop = new AbortController();
  const onAbort = () => stop.abort();
  signal.addEventListener('abort', onAbort);
  const events = mirrors.watch(run.id, stop.signal, () => savedText(db, run));
  let next = events.next();
  try {
    while (!stop.signal.aborted) {
      let timer: NodeJS.Timeout | undefined;
      const quiet = new Promise<'quiet'>((resolve) => {
        timer = setTimeout(() => resolve('quiet'), quietMs);
      });
      const result = await Promise.race([next, quiet]);
      clearTimeout(timer);
      if (result === 'quiet') {
        const [current] = await db.select().from(generationRuns).where(eq(generationRuns.id, run.id));
        if (current?.status === 'running') continue;
        yield await doneEvent(db, current ?? run);
        return;
      }
      if (result.done) return;
      yield result.value;
      if (result.value.type === 'done') return;
      next = events.next();
    }
  } finally {
    signal.removeEventListener('abort', onAbort);
    stop.abort();
    void events.return(undefined).catch(() => undefined);
  }
}

/** The reply as last saved (every half second while it is written). */
async function savedText(db: Database, run: Run) {
  if (!run.assistantMessageId) return '';
  const [message] = await db
    .select({ content: chatMessages.messageContent })
    .from(chatMessages)
    .where(eq(chatMessages.id, run.assistantMessageId));
  return message?.content ?? '';
}
