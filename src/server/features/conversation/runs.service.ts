import { and, eq, gte } from 'drizzle-orm';
import type { z } from 'zod';
import { generationTexts, runSteps } from '../../../shared/generation';
import { previewTexts } from '../../../shared/preview-texts';
import { projectLimits, type sendMessageSchema } from '../../../shared/projects';
import type { Builds } from '../../apps/build/builds.service';
import type { Env } from '../../core/env';
import type { Logger } from '../../core/logger';
import type { Database, Transaction } from '../../db/client';
import { chatMessages, generationRuns, projects, projectVersions } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { isUuid } from '../../http/is-uuid';
import { findOwnedProject, type Project } from '../projects/project-access';
import { projectView } from '../projects/projects.service';
import { releaseAllReservations, reserveTokens, settleTokens } from '../usage/usage.service';
import { appendMessages, type ChatMessage, messageView, setMessageContent } from './messages.service';
import type { RunRegistry } from './run-channel';
import { executeRun } from './run-execution';
import { latestRunOf, type Run, runView } from './run-views';
import { prepareTurn, type TurnInput } from './turn';

export type RunDeps = { db: Database; logger: Logger; env: Env; runs: RunRegistry; builds: Builds };

interface Committed {
  userMessage: ChatMessage;
  assistantMessage: ChatMessage;
  run: Run;
  project: Project;
}

/**
 * Starts a chat turn: the allowance is checked before anything is stored or any model is
 * called; the user's message, an empty reply and the run are committed together; the reply is
 * then written in the background, so closing the browser does not stop it.
 */
export async function startTurn(
  deps: RunDeps,
  projectId: string,
  userId: string,
  input: z.output<typeof sendMessageSchema>,
  options: { automaticFix?: boolean } = {},
) {
  const project = await findOwnedProject(deps.db, projectId, userId);
  const turnInput: TurnInput = {
    content: input.content,
    model: input.model,
    discussMode: input.discussMode,
    customInstructions: input.customInstructions ?? project.customInstructions,
  };
  return begin(
    deps,
    project,
    turnInput,
    async () => {
      const { rows, also } = await appendMessages(
        deps.db,
        project.id,
        [
          { role: 'user', content: input.content },
          { role: 'assistant', content: '' },
        ],
        async (tx, [userMessage, assistantMessage]) => {
          await refuseWhileRunning(tx, project.id);
          return insertRun(tx, project, userMessage as ChatMessage, assistantMessage as ChatMessage, {
            model: input.model,
            discussMode: input.discussMode,
            customInstructions: turnInput.customInstructions,
          });
        },
      );
      return { userMessage: rows[0] as ChatMessage, assistantMessage: rows[1] as ChatMessage, ...also };
    },
    options,
  );
}

/** One click after a failed or cut-off reply: the same message is answered again, in place. */
export async function retryRun(deps: RunDeps, projectId: string, userId: string, runId: string) {
  const project = await findOwnedProject(deps.db, projectId, userId);
  const retryable = (run: Run | null): run is Run =>
    run !== null && run.id === runId && (run.status === 'failed' || run.status === 'interrupted');
  const run = isUuid(runId) ? await latestRunOf(deps.db, project.id) : null;
  if (!retryable(run) || !run.userMessageId || !run.assistantMessageId) {
    throw new ApiError(409, 'not_retryable', generationTexts.notRetryable);
  }
  const [userMessage] = await deps.db.select().from(chatMessages).where(eq(chatMessages.id, run.userMessageId));
  if (!userMessage) throw new ApiError(409, 'not_retryable', generationTexts.notRetryable);
  const turnInput: TurnInput = {
    content: userMessage.messageContent,
    model: project.model as TurnInput['model'],
    discussMode: project.discussMode,
    customInstructions: project.customInstructions,
    beforeOrder: userMessage.messageOrder,
  };
  return begin(deps, project, turnInput, () =>
    deps.db.transaction(async (tx) => {
      await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, project.id)).for('update');
      // Checked again under the lock: two clicks (or two tabs) start one retry.
      if (!retryable(await latestRunOf(tx, project.id))) {
        throw new ApiError(409, 'not_retryable', generationTexts.notRetryable);
      }
      const [assistantMessage] = await tx
        .update(chatMessages)
        .set({ messageContent: '' })
        .where(eq(chatMessages.id, run.assistantMessageId as string))
        .returning();
      const inserted = await insertRun(tx, project, userMessage, assistantMessage as ChatMessage, {});
      return { userMessage, assistantMessage: assistantMessage as ChatMessage, ...inserted };
    }),
  );
}

async function begin(
  deps: RunDeps,
  project: Project,
  input: TurnInput,
  commit: () => Promise<Committed>,
  { automaticFix = false } = {},
) {
  const turn = await prepareTurn(deps.db, deps.env, project, input);
  const reservation = await reserveTokens(deps.db, project.userId, turn.estimate);
  let committed: Committed;
  try {
    committed = await commit();
  } catch (error) {
    await settleTokens(deps.db, reservation, 0);
    throw error;
  }
  const { run, userMessage, assistantMessage } = committed;
  const channel = deps.runs.open(run.id);
  // A reply whose files do not build gets one automatic fix attempt; after that the user decides.
  const afterBuildFailure = automaticFix
    ? undefined
    : (details: string) =>
        startTurn(
          deps,
          project.id,
          project.userId,
          {
            model: input.model,
            discussMode: false,
            customInstructions: input.customInstructions,
            content: previewTexts.fixPrompt('build', details).slice(0, projectLimits.chatMaxLength),
          },
          { automaticFix: true },
        );
  deps.runs.track(run.id, executeRun(deps, { turn, reservation, run, channel, afterBuildFailure }));
  return {
    userMessage: messageView(userMessage),
    assistantMessage: messageView(assistantMessage),
    run: runView(run),
    project: projectView(committed.project, true),
  };
}

async function refuseWhileRunning(tx: Transaction, projectId: string) {
  const [running] = await tx
    .select({ id: generationRuns.id })
    .from(generationRuns)
    .where(and(eq(generationRuns.projectId, projectId), eq(generationRuns.status, 'running')))
    .limit(1);
  if (running) throw new ApiError(409, 'generation_running', generationTexts.busy);
}

async function insertRun(
  tx: Transaction,
  project: Project,
  userMessage: ChatMessage,
  assistantMessage: ChatMessage,
  settings: Partial<typeof projects.$inferInsert>,
) {
  const [run] = await tx
    .insert(generationRuns)
    .values({
      projectId: project.id,
      userId: project.userId,
      userMessageId: userMessage.id,
      assistantMessageId: assistantMessage.id,
    })
    .returning();
  const [updated] = await tx
    .update(projects)
    .set({ ...settings, status: 'building', updatedAt: new Date() })
    .where(eq(projects.id, project.id))
    .returning();
  return { run: run as Run, project: updated ?? project };
}

/**
 * At start-up no run can still be running: one that says so was cut off by a restart. If its
 * reply was already saved with its version (the cut came while the preview built), it is
 * completed. Otherwise nothing of it was applied: its reply keeps what was written and says so,
 * the run is interrupted (Retry runs it again), and its project stops showing "building".
 */
export async function recoverInterruptedRuns(db: Database) {
  await releaseAllReservations(db);
  const stale = await db.select().from(generationRuns).where(eq(generationRuns.status, 'running'));
  for (const run of stale) {
    await db.transaction(async (tx) => {
      if (await hasVersion(tx, run)) {
        await tx
          .update(generationRuns)
          .set({ status: 'completed', ...runSteps.done, finishedAt: new Date() })
          .where(eq(generationRuns.id, run.id));
        await tx.update(projects).set({ status: 'completed' }).where(eq(projects.id, run.projectId));
        return;
      }
      await tx
        .update(generationRuns)
        .set({ status: 'interrupted', error: generationTexts.interrupted, finishedAt: new Date() })
        .where(eq(generationRuns.id, run.id));
      if (run.assistantMessageId) {
        const [message] = await tx.select().from(chatMessages).where(eq(chatMessages.id, run.assistantMessageId));
        const partial = message?.messageContent.trim();
        await setMessageContent(
          tx,
          run.assistantMessageId,
          [partial, generationTexts.interrupted].filter(Boolean).join('\n\n'),
        );
      }
      await tx.update(projects).set({ status: 'failed', updatedAt: new Date() }).where(eq(projects.id, run.projectId));
    });
  }
  return stale.length;
}

/** A run's version is the one made for its reply since it started (a message has one at most). */
async function hasVersion(tx: Transaction, run: Run) {
  if (!run.assistantMessageId) return false;
  const [version] = await tx
    .select({ id: projectVersions.id })
    .from(projectVersions)
    .where(
      and(
        eq(projectVersions.projectId, run.projectId),
        eq(projectVersions.messageId, run.assistantMessageId),
        gte(projectVersions.createdAt, run.createdAt),
      ),
    )
    .limit(1);
  return Boolean(version);
}
