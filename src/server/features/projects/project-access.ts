import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { projects } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { isUuid } from '../../http/is-uuid';

export type Project = typeof projects.$inferSelect;

const notFound = () =>
  new ApiError(404, 'not_found', "The project you're looking for doesn't exist or you don't have access to it.");

/**
 * The one rule for reading a project: its owner always; anyone (even signed out) when it is
 * public or secret; nobody else. A private project is "not found" to everyone but its owner,
 * so its existence is not revealed.
 */
export async function findViewableProject(db: Database, projectId: string, viewerId: string | null) {
  if (!isUuid(projectId)) throw notFound();
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId)).limit(1);
  if (!project) throw notFound();
  const isOwner = viewerId !== null && project.userId === viewerId;
  if (!isOwner && project.visibility === 'private') throw notFound();
  return { project, isOwner };
}

/** For every change: the owner only. Viewers of a shared project are told why; others see nothing. */
export async function findOwnedProject(
  db: Database,
  projectId: string,
  userId: string,
  deniedMessage = 'Only the project owner can change this project.',
) {
  const { project, isOwner } = await findViewableProject(db, projectId, userId);
  if (!isOwner) throw new ApiError(403, 'access_denied', deniedMessage);
  return project;
}
