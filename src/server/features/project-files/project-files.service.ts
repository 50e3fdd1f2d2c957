import { and, asc, eq } from 'drizzle-orm';
import { authorizeProject, findViewableProject } from '../../access/project-access';
import type { Database } from '../../db/client';
import { projectFiles } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { isUuid } from '../../http/is-uuid';

type ProjectFile = typeof projectFiles.$inferSelect;

export const fileView = (f: ProjectFile) => ({
  id: f.id,
  filePath: f.filePath,
  content: f.content,
  fileType: f.fileType,
  isFrozen: f.isFrozen,
  updatedAt: f.updatedAt.toISOString(),
});

export async function listFiles(db: Database, projectId: string, viewerId: string | null) {
  const { project } = await findViewableProject(db, projectId, viewerId);
  const rows = await db
    .select()
    .from(projectFiles)
    .where(eq(projectFiles.projectId, project.id))
    .orderBy(asc(projectFiles.filePath));
  return { project, files: rows };
}

const fileNotFound = () => new ApiError(404, 'not_found', 'That file is not part of this project.');
const freezeDenied = 'Only the project owner can freeze or unfreeze files.';

export async function setFileFrozen(
  db: Database,
  projectId: string,
  fileId: string,
  userId: string,
  isFrozen: boolean,
) {
  const project = await authorizeProject(db, projectId, userId, 'edit', freezeDenied);
  if (!isUuid(fileId)) throw fileNotFound();
  const [row] = await db
    .update(projectFiles)
    .set({ isFrozen })
    .where(and(eq(projectFiles.id, fileId), eq(projectFiles.projectId, project.id)))
    .returning();
  if (!row) throw fileNotFound();
  return fileView(row);
}

export async function setAllFrozen(db: Database, projectId: string, userId: string, isFrozen: boolean) {
  const project = await authorizeProject(db, projectId, userId, 'edit', freezeDenied);
  const rows = await db
    .update(projectFiles)
    .set({ isFrozen })
    .where(eq(projectFiles.projectId, project.id))
    .returning();
  return { files: rows.sort((a, b) => a.filePath.localeCompare(b.filePath)).map(fileView) };
}

export async function findFile(db: Database, projectId: string, fileId: string, viewerId: string | null) {
  const { project } = await findViewableProject(db, projectId, viewerId);
  if (!isUuid(fileId)) throw fileNotFound();
  const [row] = await db
    .select()
    .from(projectFiles)
    .where(and(eq(projectFiles.id, fileId), eq(projectFiles.projectId, project.id)))
    .limit(1);
  if (!row) throw fileNotFound();
  return row;
}
