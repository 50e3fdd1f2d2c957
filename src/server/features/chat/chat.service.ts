import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { sendMessageSchema } from '../../../shared/projects';
import type { Database } from '../../db/client';
import { chatMessages, projects } from '../../db/schema';
import { findOwnedProject, findViewableProject } from '../projects/project-access';
import { projectView } from '../projects/projects.service';
import { assistantReply } from './assistant-reply';

type ChatMessage = typeof chatMessages.$inferSelect;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

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

export async function sendMessage(
  db: Database,
  projectId: string,
  userId: string,
  input: z.output<typeof sendMessageSchema>,
) {
  const project = await findOwnedProject(db, projectId, userId);
  const customInstructions = input.customInstructions ?? project.customInstructions;
  let updated = project;
  const userMessage = await appendMessage(db, project.id, 'user', input.content, async (tx) => {
    // Sending builds; the chosen model, discuss flag and instructions are kept for generation.
    const [row] = await tx
      .update(projects)
      .set({
        status: 'building',
        updatedAt: new Date(),
        model: input.model,
        discussMode: input.discussMode,
        customInstructions,
      })
      .where(eq(projects.id, project.id))
      .returning();
    if (row) updated = row;
  });
  const reply = await assistantReply({
    project: updated,
    message: input.content,
    model: input.model,
    discussMode: input.discussMode,
    customInstructions,
  });
  const assistantMessage = await appendMessage(db, project.id, 'assistant', reply);
  return {
    userMessage: messageView(userMessage),
    assistantMessage: messageView(assistantMessage),
    project: projectView(updated, true),
  };
}
