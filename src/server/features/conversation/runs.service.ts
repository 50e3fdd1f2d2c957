import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { generationTexts } from '../../../shared/generation';
import type { sendMessageSchema } from '../../../shared/projects';
import {
  authorizeProject,
  authorizeProjectAccess,
  type Project,
  type ProjectAccess,
} from '../../access/project-access';
import type { AccessRevocations } from '../../access/revocations';
import { type Reservation, reserveTokens, settleTokens } from '../../access/token-pool';
import type { Builds } from '../../apps/build/builds.service';
import type { AppRenders } from '../../apps/render/app-renders';
import type { Env } from '../../core/env';
import type { Logger } from '../../core/logger';
import type { Database, Transaction } from '../../db/client';
import { chatMessages, generationRuns, projects } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { isUuid } from '../../http/is-uuid';
import type { JobQueue } from '../../jobs/job-queue';
import { projectView } from '../projects/projects.service';
import { appendMessages, type ChatMessage, messageView } from './messages.service';
import type { RunRegistry } from './run-channel';
import { latestRunOf, type Run, runView } from './run-views';
import { prepareTurn, type TurnInput } from './turn';

export type RunDeps = {
  db: Database;
  logger: Logger;
  env: Env;
  runs: RunRegistry;
  builds: Builds;
  renders: AppRenders;
  jobs: JobQueue;
  afterVersion?: (projectId: string) => Promise<void>;
  /** Where a removal is heard: a removed member's running reply stops (run-jobs.ts). */
  revocations?: AccessRevocations;
};

/** What the transaction that stores a run stores with it: the tokens it holds, and its job. */
interface Queue {
  /** Who sent the message: the run is theirs, for usage per member. */
  actorId: string;
  reservation: Reservation;
  send(tx: Transaction, runId: string): Promise<unknown>;
}

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
  const access = await authorizeProjectAccess(deps.db, projectId, userId);
  const { project } = access;
  const turnInput: TurnInput = {
    content: input.content,
    model: input.model,
    discussMode: input.discussMode,
    customInstructions: input.customInstructions ?? project.customInstructions,
  };
  return begin(
    deps,
    access,
    userId,
    turnInput,
    async (queue) => {
      const { rows, also } = await appendMessages(
        deps.db,
        project.id,
        [
          { role: 'user', content: input.content },
          { role: 'assistant', content: '' },
        ],
        async (tx, [userMessage, assistantMessage]) => {
          await refuseWhileRunning(tx, project.id);
          const settings = {
            model: input.model,
            discussMode: input.discussMode,
            customInstructions: turnInput.customInstructions,
          };
          return insertRun(tx, project, userMessage as ChatMessage, assistantMessage as ChatMessage, settings, queue);
        },
      );
      return { userMessage: rows[0] as ChatMessage, assistantMessage: rows[1] as ChatMessage, ...also };
    },
    options,
  );
}

/** One click after a failed or cut-off reply: the same message is answered again, in place. */
export async function retryRun(deps: RunDeps, projectId: string, userId: string, runId: string) {
  const access = await authorizeProjectAccess(deps.db, projectId, userId);
  const { project } = access;
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
  return begin(deps, access, userId, turnInput, (queue) =>
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
      const inserted = await insertRun(tx, project, userMessage, assistantMessage as ChatMessage, {}, queue);
      return { userMessage, assistantMessage: assistantMessage as ChatMessage, ...inserted };
    }),
  );
}

/**
 * Stop: aborts the model's request of the project's running reply (its connection closes at
 * once), on whichever instance executes it; the run then ends as stopped, keeping what was written.
 */
export async function stopRun(deps: RunDeps, projectId: string, userId: string, runId: string) {
  const project = await authorizeProject(deps.db, projectId, userId);
  const run = isUuid(runId) ? await latestRunOf(deps.db, project.id) : null;
  if (run?.id !== runId || run.status !== 'running')
    throw new ApiError(409, 'not_running', generationTexts.notStoppable);
  await deps.runs.stop(runId);
  return { stopping: true };
}

/**
 * Checks the allowance (tokens set aside before anything is stored), then commits the turn with
 * its job: any worker takes it from there (run-jobs.ts), here or on another machine.
 */
async function begin(
  deps: RunDeps,
  { project, ...access }: ProjectAccess,
  actorId: string,
  input: TurnInput,
  commit: (queue: Queue) => Promise<Committed>,
  { automaticFix = false } = {},
) {
  const turn = await prepareTurn(deps.db, deps.env, project, input);
  // The project's workspace pays: its shared pool, whoever of its members sends.
  const reservation = await reserveTokens(deps.db, project.workspaceId, turn.estimate);
  let committed: Committed;
  try {
    committed = await commit({
      actorId,
      reservation,
      send: (tx, runId) => deps.jobs.send('generation-run', { runId, automaticFix }, tx),
    });
  } catch (error) {
    await settleTokens(deps.db, reservation, 0);
    throw error;
  }
  const { run, userMessage, assistantMessage } = committed;
  return {
    userMessage: messageView(userMessage),
    assistantMessage: messageView(assistantMessage),
    run: runView(run),
    project: projectView(committed.project, access),
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
  queue: Queue,
) {
  const [run] = await tx
    .insert(generationRuns)
    .values({
      projectId: project.id,
      userId: queue.actorId,
      userMessageId: userMessage.id,
      assistantMessageId: assistantMessage.id,
      reservedTokens: queue.reservation.tokens,
      usageMonth: queue.reservation.month,
      usageWorkspaceId: queue.reservation.workspaceId,
    })
    .returning();
  const [updated] = await tx
    .update(projects)
    .set({ ...settings, status: 'building', updatedAt: new Date() })
    .where(eq(projects.id, project.id))
    .returning();
  await queue.send(tx, (run as Run).id);
  return { run: run as Run, project: updated ?? project };
}
