import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { collaborationLimits } from '../../../shared/collaboration';
import { findViewableProject } from '../../access/project-access';
import type { Database } from '../../db/client';
import { chatMessages, projectPresence, user } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { queueOf } from './reply-queue';
import { latestRunOf } from './run-views';

const dayMs = 86_400_000;

/**
 * An open builder's heartbeat: marks the member present and answers what changed in the
 * project, so every member's builder follows the others' replies (the reply itself then streams
 * from /generation/events), sees who is here and what waits in the queue. Members only: a
 * visitor of a public project is nobody's colleague.
 */
export async function heartbeat(db: Database, projectId: string, userId: string) {
  const { project, role } = await findViewableProject(db, projectId, userId);
  if (!role) throw new ApiError(403, 'access_denied', 'Only members of the workspace show up in a project.');
  const now = new Date();
  await db
    .insert(projectPresence)
    .values({ projectId: project.id, userId, seenAt: now })
    .onConflictDoUpdate({ target: [projectPresence.projectId, projectPresence.userId], set: { seenAt: now } });
  await db
    .delete(projectPresence)
    .where(and(eq(projectPresence.projectId, project.id), lt(projectPresence.seenAt, new Date(now.getTime() - dayMs))));
  const since = new Date(now.getTime() - collaborationLimits.presentForMs);
  const [present, run, messageCount, queue] = await Promise.all([
    db
      .select({ userId: user.id, name: user.name, email: user.email })
      .from(projectPresence)
      .innerJoin(user, eq(user.id, projectPresence.userId))
      .where(and(eq(projectPresence.projectId, project.id), gt(projectPresence.seenAt, since)))
      .orderBy(sql`${user.name}`),
    latestRunOf(db, project.id),
    db.$count(chatMessages, eq(chatMessages.projectId, project.id)),
    queueOf(db, project.id, userId),
  ]);
  return {
    present: present.map((p) => ({ ...p, you: p.userId === userId })),
    run: run ? { id: run.id, status: run.status, userId: run.userId } : null,
    messageCount,
    queue,
  };
}
