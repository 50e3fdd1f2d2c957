import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { collaborationLimits, collaborationTexts, type queueMessageSchema } from '../../../shared/collaboration';
import { can } from '../../../shared/workspaces';
import { authorizeProjectAccess, findViewableProject } from '../../access/project-access';
import type { Database } from '../../db/client';
import { projects, queuedMessages, user } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { isUuid } from '../../http/is-uuid';
import { latestRunOf } from './run-views';
import { type RunDeps, startTurn } from './runs.service';

type QueuedRow = typeof queuedMessages.$inferSelect;

/** The messages waiting their turn, oldest first, as every member of the project sees them. */
export async function queueOf(db: Database, projectId: string, viewerId: string) {
  const rows = await db
    .select({ row: queuedMessages, name: user.name, email: user.email })
    .from(queuedMessages)
    .innerJoin(user, eq(user.id, queuedMessages.userId))
    .where(eq(queuedMessages.projectId, projectId))
    .orderBy(asc(queuedMessages.createdAt));
  return rows.map(({ row, name, email }) => ({
    id: row.id,
    content: row.content,
    senderName: name || email,
    mine: row.userId === viewerId,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * Sends a message when the project is free, or queues it behind the reply being written (and
 * those already waiting). Editors and up, as for sending.
 */
export async function sendOrQueue(
  deps: RunDeps,
  projectId: string,
  userId: string,
  input: z.output<typeof queueMessageSchema>,
) {
  const { project } = await authorizeProjectAccess(deps.db, projectId, userId);
  const waiting = await deps.db.$count(queuedMessages, eq(queuedMessages.projectId, project.id));
  if (waiting >= collaborationLimits.queueMax) throw new ApiError(429, 'queue_full', collaborationTexts.queueFull);
  await deps.db.insert(queuedMessages).values({ projectId: project.id, userId, ...input });
  // The reply may have ended a moment ago, with nobody left to take the queue's next.
  await startNextQueued(deps, project.id);
  return { queue: await queueOf(deps.db, project.id, userId) };
}

/** Takes a waiting message back: its sender, or an admin of the workspace. */
export async function takeBack(deps: RunDeps, projectId: string, userId: string, queuedId: string) {
  const { project, role } = await findViewableProject(deps.db, projectId, userId);
  if (!role) throw new ApiError(403, 'access_denied', collaborationTexts.notYours);
  const gone = () => new ApiError(404, 'not_found', collaborationTexts.queuedNotFound);
  if (!isUuid(queuedId)) throw gone();
  const [row] = await deps.db
    .select()
    .from(queuedMessages)
    .where(and(eq(queuedMessages.id, queuedId), eq(queuedMessages.projectId, project.id)));
  if (!row) throw gone();
  if (row.userId !== userId && !can(role, 'manage'))
    throw new ApiError(403, 'access_denied', collaborationTexts.notYours);
  await deps.db.delete(queuedMessages).where(eq(queuedMessages.id, row.id));
  return { queue: await queueOf(deps.db, project.id, userId) };
}

/** The oldest waiting message, taken off the queue, when no reply is being written. */
async function takeNext(db: Database, projectId: string): Promise<QueuedRow | null> {
  return db.transaction(async (tx) => {
    await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for('update');
    if ((await latestRunOf(tx, projectId))?.status === 'running') return null;
    const [next] = await tx
      .select()
      .from(queuedMessages)
      .where(eq(queuedMessages.projectId, projectId))
      .orderBy(asc(queuedMessages.createdAt))
      .limit(1);
    if (next) await tx.delete(queuedMessages).where(eq(queuedMessages.id, next.id));
    return next ?? null;
  });
}

/**
 * When a reply ends (or a message was just queued): starts the next waiting message as its
 * sender's turn. One its sender can no longer send (removed, out of tokens) is dropped and the
 * next tried; one that lost a race to another start goes back to the front.
 */
export async function startNextQueued(deps: RunDeps, projectId: string) {
  for (let tries = 0; tries <= collaborationLimits.queueMax; tries++) {
    const next = await takeNext(deps.db, projectId);
    if (!next) return;
    try {
      await startTurn(deps, projectId, next.userId, {
        content: next.content,
        model: next.model as Parameters<typeof startTurn>[3]['model'],
        discussMode: next.discussMode,
      });
      return;
    } catch (error) {
      if (error instanceof ApiError && error.code === 'generation_running') {
        await deps.db.insert(queuedMessages).values(next);
        return;
      }
      deps.logger.warn('queued message dropped', { projectId, code: error instanceof ApiError ? error.code : 'error' });
    }
  }
}
