import { eq } from 'drizzle-orm';
import { can, type ProjectAction, type WorkspaceRole } from '../../shared/workspaces';
import type { Database } from '../db/client';
import { projects } from '../db/schema';
import { ApiError } from '../http/api-error';
import { isUuid } from '../http/is-uuid';
import { roleIn } from './workspaces';

export type Project = typeof projects.$inferSelect;

export interface ProjectAccess {
  project: Project;
  /** The viewer's role in the project's workspace; null for a visitor of a public or secret project. */
  role: WorkspaceRole | null;
  /** May chat, edit and deploy: what the builder's controls follow. */
  canEdit: boolean;
}

const notFound = () =>
  new ApiError(404, 'not_found', "The project you're looking for doesn't exist or you don't have access to it.");

const deniedTexts: Record<Exclude<ProjectAction, 'view'>, string> = {
  edit: 'Only the project owner can change this project.',
  deploy: 'Only editors can deploy this project.',
  remix: "Viewers can't copy this workspace's projects out of it.",
  manage: 'Only workspace admins can do this to the project.',
};

/**
 * The one rule for reading a project: members of its workspace always; anyone (even signed out)
 * when it is public or secret; nobody else. A private project is "not found" to everyone but
 * the workspace's members, so its existence is not revealed.
 */
export async function findViewableProject(db: Database, projectId: string, viewerId: string | null) {
  if (!isUuid(projectId)) throw notFound();
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId)).limit(1);
  if (!project) throw notFound();
  const role = await roleIn(db, project.workspaceId, viewerId);
  if (!role && project.visibility === 'private') throw notFound();
  return { project, role, canEdit: can(role, 'edit') } satisfies ProjectAccess;
}

/**
 * For every change: the roles the action needs (editors chat, edit and deploy; admins manage).
 * Viewers and visitors of a shared project are told why; others see nothing.
 */
export async function authorizeProjectAccess(
  db: Database,
  projectId: string,
  userId: string,
  action: Exclude<ProjectAction, 'view'> = 'edit',
  deniedMessage: string = deniedTexts[action],
) {
  const access = await findViewableProject(db, projectId, userId);
  if (!can(access.role, action)) throw new ApiError(403, 'access_denied', deniedMessage);
  return access;
}

/** The same check, for callers that need only the project. */
export async function authorizeProject(...args: Parameters<typeof authorizeProjectAccess>) {
  return (await authorizeProjectAccess(...args)).project;
}
