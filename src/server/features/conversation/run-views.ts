import { desc, eq } from 'drizzle-orm';
import type { RunStatus } from '../../../shared/generation';
import type { BuiltPreview, RunDoneEvent, RunView } from '../../../shared/run-events';
import type { Database, Transaction } from '../../db/client';
import { chatMessages, generationRuns } from '../../db/schema';
import { messageView } from './messages.service';

export type Run = typeof generationRuns.$inferSelect;

export const runView = (run: Run): RunView => ({
  id: run.id,
  status: run.status as RunStatus,
  step: run.step,
  percent: run.percent,
  error: run.error,
  userMessageId: run.userMessageId,
  assistantMessageId: run.assistantMessageId,
  createdAt: run.createdAt.toISOString(),
  finishedAt: run.finishedAt?.toISOString() ?? null,
});

export async function latestRunOf(db: Database | Transaction, projectId: string) {
  const [run] = await db
    .select()
    .from(generationRuns)
    .where(eq(generationRuns.projectId, projectId))
    .orderBy(desc(generationRuns.createdAt))
    .limit(1);
  return run ?? null;
}

/**
 * The last event of a run's stream: how it ended and the reply as saved. Nothing owner-only
 * is in it, since anyone who may view the project may watch.
 */
export async function doneEvent(db: Database, run: Run, builtPreview?: BuiltPreview): Promise<RunDoneEvent> {
  const [message] = run.assistantMessageId
    ? await db.select().from(chatMessages).where(eq(chatMessages.id, run.assistantMessageId))
    : [];
  return {
    type: 'done' as const,
    run: runView(run),
    assistantMessage: message ? messageView(message) : null,
    ...(builtPreview ? { builtPreview } : {}),
  };
}
