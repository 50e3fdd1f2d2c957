import { eq } from 'drizzle-orm';
import { describeProblems, isPlatformFailure } from '../../../shared/app-template';
import { runSteps } from '../../../shared/generation';
import { reserveMore, settleRun } from '../../access/token-pool';
import { markWithoutTools } from '../../ai/model-health';
import type { Builds } from '../../apps/build/builds.service';
import type { AppRenders } from '../../apps/render/app-renders';
import type { Logger } from '../../core/logger';
import type { Database, Transaction } from '../../db/client';
import { generationRuns, projects } from '../../db/schema';
import { projectChecks } from '../agent/project-checks';
import { snapshotProject } from '../versions/versions.service';
import { type AgentObserver, executeAgentTurn, ToolsUnsupported } from './agent-turn';
import { nameProjectAfterApp } from './app-name';
import { saveEdits } from './file-writer';
import { setMessageContent } from './messages.service';
import type { RunChannel } from './run-channel';
import { doneEvent, type Run } from './run-views';
import { executeTurn, type PreparedTurn } from './turn';
import { type FailedTurn, failedTurn, succeededTurn } from './turn-failure';

// The growing reply is saved at most this often, so a restart loses little and the database
// is not written for every token.
const saveEveryMs = 500;

type ExecutionDeps = {
  db: Database;
  logger: Logger;
  builds: Builds;
  renders: AppRenders;
  afterVersion?: (projectId: string) => Promise<void>;
};

interface RunWork {
  turn: PreparedTurn;
  run: Run;
  channel: RunChannel;
  /** Called once the run is finished if its files do not build (the automatic fix attempt). */
  afterBuildFailure?: (details: string) => Promise<unknown>;
}

/**
 * Writes one reply: streams text and files to whoever watches, saves the reply as it grows, and
 * applies the outcome once (files, reply, version and tokens together, guarded by the run's
 * settlement, so a second attempt at the same run can never apply it again). Throws only when
 * the database fails while finishing: the job is then tried again.
 */
export async function executeRun(deps: ExecutionDeps, { turn, run, channel, afterBuildFailure }: RunWork) {
  const { db, logger } = deps;
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
  channel.emit({ type: 'step', ...runSteps.reading });
  channel.emit({ type: 'step', ...runSteps.planning });
  let outcome: TurnOutcome | null = null;
  let failure: FailedTurn | null = null;
  const steps: string[] = [];
  const observer: AgentObserver = {
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
    step(step) {
      // Waits and retries are worth a line in the log too: they tell of a provider in trouble.
      logger.info('model call retried', { runId: run.id, step });
      channel.emit({ type: 'step', step, percent: runSteps.planning.percent });
    },
    stop: channel.stopSignal,
    action(line) {
      steps.push(line);
      channel.emit({ type: 'action', line });
    },
    working(text) {
      // Each step closes part of the remaining gap, as each file written does.
      channel.emit({ type: 'step', step: text, percent: runSteps.writing('', steps.length).percent });
    },
  };
  try {
    outcome = turn.agent ? await agentOrOneShot(deps, turn, run, observer) : await executeTurn(logger, turn, observer);
    succeededTurn(turn);
  } catch (cause) {
    failure = failedTurn(cause, turn);
    logger.error('generation failed', { projectId: run.projectId, runId: run.id, error: String(cause) });
  }
  channel.emit({ type: 'step', ...runSteps.saving });
  await saving;
  if (!outcome) {
    const { status, note, error, producedTokens } = failure as FailedTurn;
    // What streamed is kept above the note; the project is free as soon as this commits.
    const reply = [text.trim(), note].filter(Boolean).join('\n\n');
    await db.transaction(async (tx) => {
      if (!(await settleRun(tx, run.id, producedTokens))) return;
      await setMessageContent(tx, messageId, reply, steps);
      await endRun(tx, run, status, error);
    });
    channel.emit(await doneEvent(db, await currentRun(db, run)));
    return;
  }
  const { reply, changed, spent } = outcome;
  // The files, the reply and its version commit together: a crash before this leaves the project
  // as it was (the next attempt does it all again); after it, the next attempt only finishes.
  const applied = await db.transaction(async (tx) => {
    if (!(await settleRun(tx, run.id, spent))) return false;
    await saveEdits(tx, run.projectId, turn.files, changed);
    await nameProjectAfterApp(tx, run.projectId, turn.files);
    await setMessageContent(tx, messageId, reply, steps);
    await snapshotProject(tx, run.projectId, { messageId, summary: reply.split('\n')[0]?.slice(0, 200) });
    return true;
  });
  if (!applied) {
    logger.warn('run applied by another attempt', { runId: run.id });
    channel.emit(await doneEvent(db, await currentRun(db, run)));
    return;
  }
  await deps
    .afterVersion?.(run.projectId)
    .catch((cause) => logger.warn('after-version step failed', { runId: run.id, error: String(cause) }));
  const brokenBuild = await finishAppliedRun(deps, run, channel);
  if (brokenBuild && afterBuildFailure) {
    await afterBuildFailure(brokenBuild).catch((cause) =>
      logger.warn('automatic fix not started', { runId: run.id, error: String(cause) }),
    );
  }
}

type TurnOutcome = Awaited<ReturnType<typeof executeTurn>>;

/**
 * An agent reply, or a one-shot one when the provider turns out to refuse tools for this model
 * (remembered, so its next replies go one-shot at once).
 */
async function agentOrOneShot(deps: ExecutionDeps, turn: PreparedTurn, run: Run, observer: AgentObserver) {
  const checks = projectChecks(deps, run.projectId);
  try {
    const tokens = {
      reserved: run.reservedTokens,
      reserve: (more: number) => reserveMore(deps.db, run.id, run.usageWorkspaceId ?? '', more),
    };
    return await executeAgentTurn(deps.logger, turn, checks, tokens, observer);
  } catch (error) {
    if (!(error instanceof ToolsUnsupported)) throw error;
    deps.logger.warn('model refused tools: one-shot reply', { runId: run.id, said: error.message });
    markWithoutTools(turn.input.model);
    return executeTurn(deps.logger, turn, observer);
  }
}

/**
 * The reply is saved with its version: the preview is built (it is part of the reply, ready when
 * the run says done; a failed build is not a failed reply, the builder shows its errors) and the
 * run completes. Also what a new attempt does when the last one died after saving.
 * Answers the build's problems when it failed on the project's own files.
 */
export async function finishAppliedRun({ db, logger, builds }: ExecutionDeps, run: Run, channel: RunChannel) {
  channel.emit({ type: 'step', ...runSteps.building });
  const build = await builds
    .current(run.projectId)
    .catch((cause) => logger.error('preview build crashed', { runId: run.id, error: String(cause) }));
  await db.transaction((tx) => endRun(tx, run, 'completed', null));
  channel.emit({ type: 'step', ...runSteps.done });
  const builtPreview =
    build?.status === 'ok'
      ? {
          id: build.id,
          durationMs: build.durationMs,
          sizeBytes: build.sizeBytes,
          createdAt: build.createdAt.toISOString(),
        }
      : undefined;
  channel.emit(await doneEvent(db, await currentRun(db, run), builtPreview));
  // Only the project's own errors are worth a fix: a build the server could not run has none.
  const ownErrors = build?.status === 'failed' && !isPlatformFailure(build.problems);
  return ownErrors ? describeProblems(build.problems) : null;
}

async function endRun(tx: Transaction, run: Run, status: FailedTurn['status'] | 'completed', error: string | null) {
  await tx
    .update(generationRuns)
    .set({ status, error, ...runSteps.done, finishedAt: new Date() })
    .where(eq(generationRuns.id, run.id));
  // A stopped reply leaves the project as an interrupted one does: not built from it.
  const projectStatus = status === 'interrupted' ? 'failed' : status;
  await tx.update(projects).set({ status: projectStatus, updatedAt: new Date() }).where(eq(projects.id, run.projectId));
}

async function currentRun(db: Database, run: Run) {
  const [row] = await db.select().from(generationRuns).where(eq(generationRuns.id, run.id));
  return row ?? run;
}
