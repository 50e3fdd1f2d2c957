import { eq } from 'drizzle-orm';
import { generationTexts, runSteps } from '../../../shared/generation';
import { previewTexts } from '../../../shared/preview-texts';
import { type AiModelId, projectLimits } from '../../../shared/projects';
import { endOnRevocation } from '../../access/revocations';
import { settleRun } from '../../access/token-pool';
import { chatMessages, generationRuns, projects } from '../../db/schema';
import type { JobData, JobQueue } from '../../jobs/job-queue';
import { setMessageContent } from './messages.service';
import { startNextQueued } from './reply-queue';
import type { RunChannel } from './run-channel';
import { executeRun, finishAppliedRun } from './run-execution';
import type { Run } from './run-views';
import { type RunDeps, startTurn } from './runs.service';
import { prepareTurn } from './turn';

/** This process executes runs (and gives up on those whose every attempt died). */
export async function workOnRuns(deps: RunDeps, concurrency: number) {
  await deps.jobs.work('generation-run', concurrency, (data, job) => runAttempt(deps, data, job.retryCount));
  await deps.jobs.work('generation-run-gave-up', 1, async ({ runId }) => {
    await interruptRun(deps, runId);
    const run = await findRun(deps, runId);
    if (run) await startNextQueued(deps, run.projectId);
  });
}

/**
 * One attempt at a run. A run that is no longer running was finished by an earlier attempt; one
 * whose outcome was applied (its last worker died while the preview built) is only finished;
 * any other starts its reply again from nothing, since nothing of it was applied.
 */
export async function runAttempt(deps: RunDeps, { runId, automaticFix }: JobData['generation-run'], attempt: number) {
  const run = await findRun(deps, runId);
  if (run?.status !== 'running') return;
  await deps.runs.execute(run.id, attempt, async (channel) => {
    if (run.settledAt) {
      await finishAppliedRun(deps, run, channel);
      return;
    }
    // Watchers here start again from this channel's snapshot; elsewhere, mirrors restart on the new attempt.
    if (attempt > 0) deps.logger.warn('run taken over', { runId, attempt });
    const stopWatching = await stopWhenSenderRemoved(deps, run, channel);
    try {
      await writeReply(deps, run, channel, automaticFix);
    } finally {
      stopWatching();
    }
  });
  // One reply at a time: the project is free again, so the next waiting message takes its turn.
  await startNextQueued(deps, run.projectId);
}

/**
 * A reply is written for the member who sent it: once they leave or are removed from the
 * project's workspace (on any instance), it stops as Stop stops it, writing no more files and
 * spending no more of the shared pool. Also when that happened before this attempt began.
 */
async function stopWhenSenderRemoved(deps: RunDeps, run: Run, channel: RunChannel) {
  if (!deps.revocations) return () => undefined;
  const [project] = await deps.db
    .select({ workspaceId: projects.workspaceId })
    .from(projects)
    .where(eq(projects.id, run.projectId));
  if (!project) return () => undefined;
  const revocations = deps.revocations;
  return endOnRevocation({ db: deps.db, revocations }, project.workspaceId, run.userId, () => channel.stop());
}

async function writeReply(deps: RunDeps, run: Run, channel: RunChannel, automaticFix: boolean) {
  const [project] = await deps.db.select().from(projects).where(eq(projects.id, run.projectId));
  const [question] = run.userMessageId
    ? await deps.db.select().from(chatMessages).where(eq(chatMessages.id, run.userMessageId))
    : [];
  if (!project || !question || !run.assistantMessageId) return interruptRun(deps, run.id);
  await setMessageContent(deps.db, run.assistantMessageId, '');
  const turn = await prepareTurn(deps.db, deps.env, project, {
    content: question.messageContent,
    model: project.model as AiModelId,
    discussMode: project.discussMode,
    customInstructions: project.customInstructions,
    beforeOrder: question.messageOrder,
  });
  // A reply whose files do not build gets one automatic fix attempt; after that the user decides.
  const afterBuildFailure = automaticFix
    ? undefined
    : (details: string) =>
        startTurn(
          deps,
          project.id,
          run.userId,
          {
            model: turn.input.model,
            discussMode: false,
            customInstructions: project.customInstructions,
            content: previewTexts.automaticFixPrompt(details).slice(0, projectLimits.chatMaxLength),
          },
          { automaticFix: true },
        );
  await executeRun(deps, { turn, run, channel, afterBuildFailure });
}

/**
 * A run none of whose attempts could finish (each worker died), or one left without a job. If
 * its outcome was applied, it is completed. Otherwise nothing of it was applied: its reply keeps
 * what was written and says so, its tokens are given back, the run is interrupted (Retry runs it
 * again), and its project stops showing "building".
 */
export async function interruptRun(deps: Pick<RunDeps, 'db'>, runId: string) {
  await deps.db.transaction(async (tx) => {
    const [run] = await tx.select().from(generationRuns).where(eq(generationRuns.id, runId)).for('update');
    if (run?.status !== 'running') return;
    const applied = !(await settleRun(tx, run.id, 0));
    const status = applied ? 'completed' : 'interrupted';
    await tx
      .update(generationRuns)
      .set({ status, ...(applied ? runSteps.done : { error: generationTexts.interrupted }), finishedAt: new Date() })
      .where(eq(generationRuns.id, run.id));
    if (!applied && run.assistantMessageId) {
      const [message] = await tx.select().from(chatMessages).where(eq(chatMessages.id, run.assistantMessageId));
      const partial = message?.messageContent.trim();
      await setMessageContent(
        tx,
        run.assistantMessageId,
        [partial, generationTexts.interrupted].filter(Boolean).join('\n\n'),
      );
    }
    await tx
      .update(projects)
      .set({ status: applied ? 'completed' : 'failed', updatedAt: new Date() })
      .where(eq(projects.id, run.projectId));
  });
}

/**
 * Runs "running" with no job to finish them: left by a version before the job queue, whose
 * process was cut off. Checked once at start; a run and its job always commit together.
 */
export async function interruptRunsWithoutJobs(deps: Pick<RunDeps, 'db'> & { jobs: JobQueue }) {
  const running = await deps.db
    .select({ id: generationRuns.id })
    .from(generationRuns)
    .where(eq(generationRuns.status, 'running'));
  if (!running.length) return 0;
  let interrupted = 0;
  for (const run of running) {
    if ((await deps.jobs.pending('generation-run', { runId: run.id })).length) continue;
    await interruptRun(deps, run.id);
    interrupted += 1;
  }
  return interrupted;
}

async function findRun(deps: RunDeps, runId: string) {
  const [run] = await deps.db.select().from(generationRuns).where(eq(generationRuns.id, runId));
  return run ?? null;
}
