import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { defaultProjectName, projectLimits, type updateProjectSchema } from '../../../shared/projects';
import type { Database } from '../../db/client';
import { projects } from '../../db/schema';
import { assertCanCreateProject, assertVisibilityAllowed } from '../billing/entitlements';
import { findOwnedProject, findViewableProject, type Project } from './project-access';

/** What the browser sees of a project; a viewer who is not the owner does not see their instructions. */
export function projectView(project: Project, isOwner: boolean) {
  return {
    id: project.id,
    name: project.name,
    description: project.description,
    status: project.status,
    visibility: project.visibility,
    model: project.model,
    discussMode: project.discussMode,
    customInstructions: isOwner ? project.customInstructions : '',
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
    lastAccessedAt: project.lastAccessedAt.toISOString(),
    isOwner,
  };
}
export type ProjectView = ReturnType<typeof projectView>;

export async function listProjects(db: Database, userId: string, page: number) {
  const mine = eq(projects.userId, userId);
  const [total, rows] = await Promise.all([
    db.$count(projects, mine),
    db
      .select()
      .from(projects)
      .where(mine)
      .orderBy(desc(projects.lastAccessedAt), desc(projects.id))
      .limit(projectLimits.pageSize)
      .offset((page - 1) * projectLimits.pageSize),
  ]);
  return {
    projects: rows.map((p) => projectView(p, true)),
    total,
    page,
    pageSize: projectLimits.pageSize,
    pageCount: Math.max(1, Math.ceil(total / projectLimits.pageSize)),
  };
}

export async function createProject(db: Database, userId: string, input: { prompt: string; name?: string }) {
  const project = await db.transaction(async (tx) => {
    // One creation per user at a time, so two tabs cannot both take the plan's last app.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`projects:${userId}`}))`);
    await assertCanCreateProject(tx, userId, await tx.$count(projects, eq(projects.userId, userId)));
    const [created] = await tx
      .insert(projects)
      .values({ userId, name: input.name ?? defaultProjectName(), description: input.prompt, status: 'building' })
      .returning();
    return created;
  });
  return projectView(project as Project, true);
}

/** Opening a project: the owner's visit counts as an access (the dashboard orders by it). */
export async function openProject(db: Database, projectId: string, viewerId: string | null) {
  const { project, isOwner } = await findViewableProject(db, projectId, viewerId);
  if (!isOwner) return projectView(project, false);
  const [touched] = await db
    .update(projects)
    .set({ lastAccessedAt: new Date() })
    .where(and(eq(projects.id, project.id), eq(projects.userId, project.userId)))
    .returning();
  return projectView(touched ?? project, true);
}

export async function updateProject(
  db: Database,
  projectId: string,
  userId: string,
  changes: z.output<typeof updateProjectSchema>,
) {
  const denied =
    changes.visibility !== undefined
      ? 'Only the project owner can change visibility settings.'
      : 'Only the project owner can change this project.';
  const project = await findOwnedProject(db, projectId, userId, denied);
  if (changes.visibility !== undefined && changes.visibility !== project.visibility) {
    await assertVisibilityAllowed(db, userId, changes.visibility);
  }
  const [updated] = await db
    .update(projects)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(projects.id, project.id))
    .returning();
  return projectView(updated ?? project, true);
}
