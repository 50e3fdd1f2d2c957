import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { sendMessageSchema } from '../../../shared/projects';
import type { AppDeps } from '../../app-deps';
import type { Database, Transaction } from '../../db/client';
import { chatMessages, projects } from '../../db/schema';
import { executeTurn, prepareTurn } from '../generation/turn';
import { findOwnedProject, findViewableProject } from '../projects/project-access';
import { projectView } from '../projects/projects.service';
import { reserveTokens, settleTokens } from '../usage/usage.service';
import { snapshotProject } from '../versions/versions.service';

type ChatMessage = typeof chatMessages.$inferSelect;

export const messageView = (m: ChatMessage) => ({
  id: m.id,
  role: m.messageRole as 'user' | 'assistant',
  content: m.messageContent,
  order: m.messageOrder,
  createdAt: m.createdAt.toISOString(),
});

export async function listMessages(db: Database, projectId: string, viewerId: string | null) {
  const { project } = await findViewableProject(db, projectId, viewerId);
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.projectId, project.id))
    .orderBy(asc(chatMessages.messageOrder));
  return { messages: rows.map(messageView) };
}

/**
 * Appends a message with the next order number. The project row is locked for the transaction,
 * so two sends at once queue instead of both reading the same maximum.
 */
async function appendMessage(
  db: Database,
  projectId: string,
  role: 'user' | 'assistant',
  content: string,
  alsoInTransaction?: (tx: Transaction) => Promise<unknown>,
) {
  return db.transaction(async (tx) => {
    await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for('update');
    const [last] = await tx
      .select({ order: sql<number>`coalesce(max(${chatMessages.messageOrder}), 0)`.mapWith(Number) })
      .from(chatMessages)
      .where(eq(chatMessages.projectId, projectId));
    const [row] = await tx
      .insert(chatMessages)
      .values({ projectId, messageRole: role, messageContent: content, messageOrder: (last?.order ?? 0) + 1 })
      .returning();
    await alsoInTransaction?.(tx);
    return row as ChatMessage;
  });
}

/**
 * One chat turn: the allowance is checked before anything is stored or any model is called;
 * the user's message is committed first, then the model's reply is applied to the files,
 * saved, and recorded as a version. A failed generation is said in the chat and marks the
 * project failed; the reservation is always settled with what was really spent.
 */
export async function sendMessage(
  { db, logger, env }: Pick<AppDeps, 'db' | 'logger' | 'env'>,
  projectId: string,
  userId: string,
  input: z.output<typeof sendMessageSchema>,
) {
  const project = await findOwnedProject(db, projectId, userId);
  const turnInput = {
    content: input.content,
    model: input.model,
    discussMode: input.discussMode,
    customInstructions: input.customInstructions ?? project.customInstructions,
  };
  const turn = await prepareTurn(db, env, project, turnInput);
  const reservation = await reserveTokens(db, userId, turn.estimate);
  let spent = 0;
  try {
    const userMessage = await appendMessage(db, project.id, 'user', input.content, (tx) =>
      setProject(tx, project.id, {
        status: 'building',
        model: input.model,
        discussMode: input.discussMode,
        customInstructions: turnInput.customInstructions,
      }),
    );
    let reply: string;
    let status: 'completed' | 'failed';
    try {
      const outcome = await executeTurn(db, logger, turn);
      spent = outcome.spent;
      reply = outcome.reply;
      status = 'completed';
    } catch (error) {
      logger.error('generation failed', { projectId: project.id, error: String(error) });
      reply = `Generation failed: ${error instanceof Error ? error.message : String(error)}. Your message is saved; send it again to retry.`;
      status = 'failed';
    }
    const assistantMessage = await appendMessage(db, project.id, 'assistant', reply);
    if (status === 'completed') {
      await snapshotProject(db, project.id, {
        messageId: assistantMessage.id,
        summary: reply.split('\n')[0]?.slice(0, 200),
      });
    }
    const updated = await setProject(db, project.id, { status });
    return {
      userMessage: messageView(userMessage),
      assistantMessage: messageView(assistantMessage),
      project: projectView(updated ?? project, true),
    };
  } finally {
    await settleTokens(db, reservation, spent);
  }
}

async function setProject(
  db: Database | Transaction,
  projectId: string,
  changes: Partial<typeof projects.$inferInsert>,
) {
  const [row] = await db
    .update(projects)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(projects.id, projectId))
    .returning();
  return row;
}
