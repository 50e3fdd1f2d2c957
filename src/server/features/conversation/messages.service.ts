import { asc, eq, sql } from 'drizzle-orm';
import type { MessageView } from '../../../shared/run-events';
import { findViewableProject } from '../../access/project-access';
import type { Database, Transaction } from '../../db/client';
import { chatMessages, projects } from '../../db/schema';

export type ChatMessage = typeof chatMessages.$inferSelect;

export const messageView = (m: ChatMessage): MessageView => ({
  id: m.id,
  role: m.messageRole as 'user' | 'assistant',
  content: m.messageContent,
  order: m.messageOrder,
  createdAt: m.createdAt.toISOString(),
  ...(m.steps?.length ? { steps: m.steps } : {}),
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
 * Appends messages with the next order numbers. The project row is locked for the transaction,
 * so two sends at once queue instead of both reading the same maximum; `alsoInTransaction`
 * runs under the same lock (the one-run-per-project check, the project's status).
 */
export async function appendMessages<T>(
  db: Database,
  projectId: string,
  entries: Array<{ role: 'user' | 'assistant'; content: string }>,
  alsoInTransaction: (tx: Transaction, rows: ChatMessage[]) => Promise<T>,
) {
  return db.transaction(async (tx) => {
    await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for('update');
    const [last] = await tx
      .select({ order: sql<number>`coalesce(max(${chatMessages.messageOrder}), 0)`.mapWith(Number) })
      .from(chatMessages)
      .where(eq(chatMessages.projectId, projectId));
    const first = (last?.order ?? 0) + 1;
    const rows = entries.length
      ? await tx
          .insert(chatMessages)
          .values(
            entries.map((e, i) => ({
              projectId,
              messageRole: e.role,
              messageContent: e.content,
              messageOrder: first + i,
            })),
          )
          .returning()
      : [];
    return { rows, also: await alsoInTransaction(tx, rows) };
  });
}

/** A reply's text, and its agent steps when it has them. */
export async function setMessageContent(
  db: Database | Transaction,
  messageId: string,
  content: string,
  steps?: string[],
) {
  const set = steps?.length ? { messageContent: content, steps } : { messageContent: content };
  await db.update(chatMessages).set(set).where(eq(chatMessages.id, messageId));
}
