import { eq } from 'drizzle-orm';
import { describeProblems } from '../../../shared/app-template';
import { generationTexts, runSteps } from '../../../shared/generation';
import type { Builds } from '../../apps/build/builds.service';
import type { Logger } from '../../core/logger';
import type { Database } from '../../db/client';
import { generationRuns, projects } from '../../db/schema';
import { type Reservation, settleTokens } from '../usage/usage.service';
import { snapshotProject } from '../versions/versions.service';
import { saveEdits } from './file-writer';
import { setMessageContent } from './messages.service';
import type { RunChannel } from './run-channel';
import { doneEvent, type Run } from './run-views';
import { executeTurn, type PreparedTurn } from './turn';

// The growing reply is saved at most this often, so a restart loses little and the database
// is not written for every token.
const saveEveryMs = 500;

interface RunJob {
  turn: PreparedTurn;
  reservation: Reservation;
  run: Run;
  channel: RunChannel;
  /** Called once the run is finished if its files do not build (the automatic fix attempt). */
  afterBuildFailure?: (details: string) => Promise<unknown>;
}

/**
 * Writes one reply: streams text and files to whoever watches, saves the reply as it grows,
 * and finishes the run (version, statuses, tokens) whatever happens. Never throws: it runs
 * with nobody awaiting it.
 */
export async function executeRun(
  { db, logger, builds }: { db: Database; logger: Logger; builds: Builds },
  { turn, reservation, run, channel, afterBuildFailure }: RunJob,
) {
  const messageId = run.assistantMessageId as string;
  let text = '';
  let filesWritten = 0;
  let lastSave = Date.now();
  let saving: Promise<void> = Promise.resolve();
  const saveSoon = () => {
    if (Date.now() - lastSave < saveEveryMs) return;
    lastSave = Date.now();
    const content = text;
    saving = saving.then(() => setMessageContent(db, messageId, content)).catch(() => undefined);
  };
  let spent = 0;
  let status: 'completed' | 'failed' = 'completed';
  let changed: string[] = [];
  let reply: string;
  let error: string | null = null;
  let brokenBuild: string | null = null;
  channel.emit({ type: 'step', ...runSteps.reading });
  try {
    channel.emit({ type: 'step', ...runSteps.planning });
    const outcome = await executeTurn(logger, turn, {
      text(delta) {
        text += delta;
        channel.emit({ type: 'text', text: delta });
        saveSoon();
      },
      file(path, content) {
        filesWritten += 1;
        channel.emit({ type: 'file', path, content });
        channel.emit({ type: 'step', ...runSteps.writing(path, filesWritten) });
        saveSoon();
      },
    });
    spent = outcome.spent;
    changed = outcome.changed;
    reply = outcome.reply;
  } catch (cause) {
    logger.error('generation failed', { projectId: run.projectId, runId: run.id, error: String(cause) });
    status = 'failed';
    error = cause instanceof Error ? cause.message : String(cause);
    reply = [text.trim(), generationTexts.failed(error)].filter(Boolean).join('\n\n');
  }
  try {
    channel.emit({ type: 'step', ...runSteps.saving });
    await saving;
    if (status === 'completed') {
      // The files, the reply and its version commit together: a crash before this leaves the
      // project as it was (the run is then interrupted, and Retry does it all again); a crash
      // after it leaves a completed reply (see recoverInterruptedRuns).
      await db.transaction(async (tx) => {
        await saveEdits(tx, run.projectId, turn.files, changed);
        await setMessageContent(tx, messageId, reply);
        await snapshotProject(tx, run.projectId, { messageId, summary: reply.split('\n')[0]?.slice(0, 200) });
      });
      channel.emit({ type: 'step', ...runSteps.building });
      // The preview is part of the reply: it is ready when the run says done. A failed build is
      // not a failed reply; the builder shows its errors.
      const build = await builds
        .current(run.projectId)
        .catch((cause) => logger.error('preview build crashed', { runId: run.id, error: String(cause) }));
      if (build?.status === 'failed') brokenBuild = describeProblems(build.problems);
    } else await setMessageContent(db, messageId, reply);
    const [finished] = await db
      .update(generationRuns)
      .set({ status, error, ...runSteps.done, finishedAt: new Date() })
      .where(eq(generationRuns.id, run.id))
      .returning();
    await db.update(projects).set({ status, updatedAt: new Date() }).where(eq(projects.id, run.projectId));
    channel.emit({ type: 'step', ...runSteps.done });
    channel.emit(await doneEvent(db, finished ?? run));
  } catch (cause) {
    logger.error('finishing a generation run failed', { runId: run.id, error: String(cause) });
    channel.emit(
      await doneEvent(db, { ...run, status: 'failed', error: String(cause) }).catch(() => ({ type: 'done' as const })),
    );
  } finally {
    await settleTokens(db, reservation, spent).catch((cause) =>
      logger.error('settling tokens failed', { runId: run.id, error: String(cause) }),
    );
  }
  if (brokenBuild && afterBuildFailure) {
    await afterBuildFailure(brokenBuild).catch((cause) =>
      logger.warn('automatic fix not started', { runId: run.id, error: String(cause) }),
    );
  }
}
