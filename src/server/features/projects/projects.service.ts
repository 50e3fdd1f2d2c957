import { and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  defaultProjectName,
  type listProjectsQuerySchema,
  projectLimits,
  type updateProjectSchema,
} from '../../../shared/projects';
import type { Database, Transaction } from '../../db/client';
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

/** LIKE's wildcards in a search are meant literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listProjects(db: Database, userId: string, query: z.output<typeof listProjectsQuerySchema>) {
  const { page, q, sort } = query;
  const mine = and(eq(projects.userId, userId), q ? ilike(projects.name, likePattern(q)) : undefined);
  const order =
    sort === 'name'
      ? [asc(sql`lower(${projects.name})`), asc(projects.name), desc(projects.id)]
      : [desc(projects.lastAccessedAt), desc(projects.id)];
  // The total rides along with the page (one round trip, not two); a page past the end has no
  // rows to carry it, so only then is it counted on its own.
  const rows = await db
    .select({ project: projects, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(projects)
    .where(mine)
    .orderBy(...order)
    .limit(projectLimits.pageSize)
    .offset((page - 1) * projectLimits.pageSize);
  const total = rows[0]?.total ?? (page > 1 ? await db.$count(projects, mine) : 0);
  return {
    projects: rows.map((r) => projectView(r.project, true)),
    total,
    page,
    pageSize: projectLimits.pageSize,
    pageCount: Math.max(1, Math.ceil(total / projectLimits.pageSize)),
  };
}

type NewProject = Omit<typeof projects.$inferInsert, 'userId'>;

/**
 * Adds a project of `userId` inside the caller's transaction, within the plan's number of apps.
 * One addition per user at a time, so two tabs cannot both take the plan's last app.
 */
export async function insertProjectWithinPlan(tx: Transaction, userId: string, values: NewProject) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`projects:${userId}`}))`);
  await assertCanCreateProject(tx, userId, await tx.$count(projects, eq(projects.userId, userId)));
  const [created] = await tx
    .insert(projects)
    .values({ ...values, userId })
    .returning();
  return created as Project;
}

export async function createProject(db: Database, userId: string, input: { prompt: string; name?: string }) {
  const project = await db.transaction((tx) =>
    insertProjectWithinPlan(tx, userId, {
      name: input.name ?? defaultProjectName(),
      description: input.prompt,
      status: 'building',
    }),
  );
  return projectView(project, true);
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
