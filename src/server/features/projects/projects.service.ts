import { and, asc, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  defaultProjectName,
  type listProjectsQuerySchema,
  projectLimits,
  type updateProjectSchema,
} from '../../../shared/projects';
import { can } from '../../../shared/workspaces';
import { recordAudit, recordProjectAudit } from '../../access/audit';
import { assertCanCreateProject, assertVisibilityAllowed } from '../../access/entitlements';
import {
  authorizeProjectAccess,
  findViewableProject,
  type Project,
  type ProjectAccess,
} from '../../access/project-access';
import { authorizeWorkspace, personalWorkspaceId } from '../../access/workspaces';
import type { Database, Transaction } from '../../db/client';
import { projects, workspaces } from '../../db/schema';

/** What the browser sees of a project; a visitor who cannot edit does not see its instructions. */
export function projectView(project: Project, { role, canEdit }: Pick<ProjectAccess, 'role' | 'canEdit'>) {
  return {
    id: project.id,
    name: project.name,
    description: project.description,
    status: project.status,
    visibility: project.visibility,
    model: project.model,
    discussMode: project.discussMode,
    customInstructions: canEdit ? project.customInstructions : '',
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
    lastAccessedAt: project.lastAccessedAt.toISOString(),
    workspaceId: project.workspaceId,
    role,
    canEdit,
  };
}
export type ProjectView = ReturnType<typeof projectView>;

/** LIKE's wildcards in a search are meant literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The personal workspace's id, as a subquery of the statement that uses it. */
const personalWorkspaceOf = (db: Database, userId: string) =>
  db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(and(eq(workspaces.ownerId, userId), eq(workspaces.kind, 'personal')));

/** The workspace a request names, once its membership is checked; the personal one otherwise. */
async function workspaceOf(db: Database | Transaction, userId: string, named: string | undefined) {
  if (!named) return { id: await personalWorkspaceId(db, userId), role: 'owner' as const };
  const { workspace, role } = await authorizeWorkspace(db, named, userId, 'open');
  return { id: workspace.id, role };
}

export async function listProjects(db: Database, userId: string, query: z.output<typeof listProjectsQuerySchema>) {
  const { page, q, sort } = query;
  // The personal workspace is looked up inside the list's own query (the dashboard's most frequent
  // read: one round trip, not two); one not made yet simply holds no projects.
  const workspace = query.workspace
    ? await workspaceOf(db, userId, query.workspace)
    : { id: personalWorkspaceOf(db, userId), role: 'owner' as const };
  const inWorkspace =
    typeof workspace.id === 'string'
      ? eq(projects.workspaceId, workspace.id)
      : inArray(projects.workspaceId, workspace.id);
  const mine = and(inWorkspace, q ? ilike(projects.name, likePattern(q)) : undefined);
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
    projects: rows.map((r) => projectView(r.project, { role: workspace.role, canEdit: can(workspace.role, 'edit') })),
    total,
    page,
    pageSize: projectLimits.pageSize,
    pageCount: Math.max(1, Math.ceil(total / projectLimits.pageSize)),
  };
}

type NewProject = Omit<typeof projects.$inferInsert, 'userId' | 'workspaceId'>;

/**
 * Adds a project made by `userId` to a workspace of theirs (their personal one unless named),
 * inside the caller's transaction, within the workspace plan's number of apps. One addition
 * per workspace at a time, so two tabs cannot both take the plan's last app.
 */
export async function insertProjectWithinPlan(
  tx: Transaction,
  userId: string,
  values: NewProject,
  workspaceId?: string,
) {
  const workspace = await workspaceOf(tx, userId, workspaceId);
  if (!can(workspace.role, 'create-project')) await authorizeWorkspace(tx, workspace.id, userId, 'create-project');
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`projects:${workspace.id}`}))`);
  await assertCanCreateProject(tx, workspace.id, await tx.$count(projects, eq(projects.workspaceId, workspace.id)));
  const [created] = await tx
    .insert(projects)
    .values({ ...values, userId, workspaceId: workspace.id })
    .returning();
  return { project: created as Project, role: workspace.role };
}

export async function createProject(
  db: Database,
  userId: string,
  input: { prompt: string; name?: string; workspaceId?: string },
) {
  const { project, role } = await db.transaction(async (tx) => {
    const made = await insertProjectWithinPlan(
      tx,
      userId,
      { name: input.name ?? defaultProjectName(), description: input.prompt, status: 'building' },
      input.workspaceId,
    );
    const { workspaceId, name } = made.project;
    await recordAudit(tx, { workspaceId, actorId: userId, action: 'project.created', target: name });
    return made;
  });
  return projectView(project, { role, canEdit: true });
}

/** Opening a project: a member's visit counts as an access (the dashboard orders by it). */
export async function openProject(db: Database, projectId: string, viewerId: string | null) {
  const access = await findViewableProject(db, projectId, viewerId);
  if (!access.role) return projectView(access.project, access);
  const [touched] = await db
    .update(projects)
    .set({ lastAccessedAt: new Date() })
    .where(eq(projects.id, access.project.id))
    .returning();
  return projectView(touched ?? access.project, access);
}

export async function updateProject(
  db: Database,
  projectId: string,
  userId: string,
  changes: z.output<typeof updateProjectSchema>,
) {
  const changesVisibility = changes.visibility !== undefined;
  const access = await authorizeProjectAccess(
    db,
    projectId,
    userId,
    changesVisibility ? 'manage' : 'edit',
    changesVisibility
      ? 'Only the project owner can change visibility settings.'
      : 'Only the project owner can change this project.',
  );
  const { project } = access;
  if (changes.visibility !== undefined && changes.visibility !== project.visibility) {
    await assertVisibilityAllowed(db, project.workspaceId, changes.visibility);
  }
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(projects)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(projects.id, project.id))
      .returning();
    if (row && row.visibility !== project.visibility) {
      const detail = { from: project.visibility, to: row.visibility };
      await recordProjectAudit(tx, project.id, userId, 'project.visibility_changed', detail);
    }
    return row;
  });
  return projectView(updated ?? project, access);
}
