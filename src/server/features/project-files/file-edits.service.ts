import { and, eq } from 'drizzle-orm';
import { type CreateFile, fileEditTexts, type SaveFile } from '../../../shared/file-edits/hand-edits';
import { fileTypeOf } from '../../../shared/file-edits/paths';
import { authorizeProject, type Project } from '../../access/project-access';
import type { Database, Transaction } from '../../db/client';
import { generationRuns, projectFiles, projects } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { isUuid } from '../../http/is-uuid';
import { snapshotProject } from '../versions/versions.service';
import { fileView } from './project-files.service';

type ProjectFile = typeof projectFiles.$inferSelect;

const fileNotFound = () => new ApiError(404, 'not_found', 'That file is not part of this project.');
const frozen = (path: string) => new ApiError(409, 'file_frozen', fileEditTexts.frozen(path));
const exists = (path: string) => new ApiError(409, 'file_exists', fileEditTexts.exists(path));

/**
 * Runs one hand edit with the project row locked (so it cannot interleave with a reply starting
 * or another edit), then records the result as a new version, as replies and restores do.
 */
async function editProject<T>(
  db: Database,
  projectId: string,
  userId: string,
  change: (tx: Transaction, project: Project) => Promise<{ result: T; summary: string | null }>,
) {
  const project = await authorizeProject(db, projectId, userId, 'edit', fileEditTexts.ownerOnly);
  return db.transaction(async (tx) => {
    await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, project.id)).for('update');
    const [running] = await tx
      .select({ id: generationRuns.id })
      .from(generationRuns)
      .where(and(eq(generationRuns.projectId, project.id), eq(generationRuns.status, 'running')))
      .limit(1);
    if (running) throw new ApiError(409, 'generation_running', fileEditTexts.busy);
    const { result, summary } = await change(tx, project);
    // Nothing changed (saved as it was): no new version to restore to.
    if (summary === null) return { ...result, version: null };
    await tx.update(projects).set({ updatedAt: new Date() }).where(eq(projects.id, project.id));
    return { ...result, version: await snapshotProject(tx, project.id, { summary }) };
  });
}

async function fileById(tx: Transaction, projectId: string, fileId: string) {
  if (!isUuid(fileId)) throw fileNotFound();
  const [row] = await tx
    .select()
    .from(projectFiles)
    .where(and(eq(projectFiles.id, fileId), eq(projectFiles.projectId, projectId)))
    .limit(1);
  if (!row) throw fileNotFound();
  return row;
}

/** The file to change: present, not frozen. */
async function changeableFile(tx: Transaction, projectId: string, fileId: string) {
  const file = await fileById(tx, projectId, fileId);
  if (file.isFrozen) throw frozen(file.filePath);
  return file;
}

async function refuseTakenPath(tx: Transaction, projectId: string, filePath: string) {
  const [taken] = await tx
    .select({ id: projectFiles.id })
    .from(projectFiles)
    .where(and(eq(projectFiles.projectId, projectId), eq(projectFiles.filePath, filePath)))
    .limit(1);
  if (taken) throw exists(filePath);
}

const updated = async (rows: Promise<ProjectFile[]>) => fileView((await rows)[0] as ProjectFile);

/** Saves a file's new content ("Edited src/App.tsx"); saving it unchanged records no version. */
export function saveFile(db: Database, projectId: string, userId: string, fileId: string, input: SaveFile) {
  return editProject(db, projectId, userId, async (tx, project) => {
    const file = await changeableFile(tx, project.id, fileId);
    if (input.baseUpdatedAt && new Date(input.baseUpdatedAt).getTime() !== file.updatedAt.getTime()) {
      throw new ApiError(409, 'file_changed', fileEditTexts.changedMeanwhile(file.filePath));
    }
    if (input.content === file.content) return { result: { file: fileView(file) }, summary: null };
    const row = await updated(
      tx
        .update(projectFiles)
        .set({ content: input.content, updatedAt: new Date() })
        .where(eq(projectFiles.id, file.id))
        .returning(),
    );
    return { result: { file: row }, summary: fileEditTexts.edited(file.filePath) };
  });
}

/**
 * Rewrites the file at a path (Visual edits): the same checks and version as a save, with the
 * summary the rewrite names. A rewrite that changes nothing records no version.
 */
export function rewriteFile(
  db: Database,
  projectId: string,
  userId: string,
  filePath: string,
  rewrite: (content: string) => Promise<{ content: string; summary: string }>,
) {
  return editProject(db, projectId, userId, async (tx, project) => {
    const [found] = await tx
      .select()
      .from(projectFiles)
      .where(and(eq(projectFiles.projectId, project.id), eq(projectFiles.filePath, filePath)))
      .limit(1);
    if (!found) throw fileNotFound();
    const file = await changeableFile(tx, project.id, found.id);
    const { content, summary } = await rewrite(file.content);
    if (content === file.content) return { result: { file: fileView(file) }, summary: null };
    const row = await updated(
      tx.update(projectFiles).set({ content, updatedAt: new Date() }).where(eq(projectFiles.id, file.id)).returning(),
    );
    return { result: { file: row }, summary };
  });
}

export function createFile(db: Database, projectId: string, userId: string, input: Required<CreateFile>) {
  return editProject(db, projectId, userId, async (tx, project) => {
    await refuseTakenPath(tx, project.id, input.filePath);
    const row = await updated(
      tx
        .insert(projectFiles)
        .values({
          projectId: project.id,
          filePath: input.filePath,
          content: input.content,
          fileType: fileTypeOf(input.filePath),
        })
        .returning(),
    );
    return { result: { file: row }, summary: fileEditTexts.added(input.filePath) };
  });
}

export function renameFile(db: Database, projectId: string, userId: string, fileId: string, filePath: string) {
  return editProject(db, projectId, userId, async (tx, project) => {
    const file = await changeableFile(tx, project.id, fileId);
    if (file.filePath === filePath) return { result: { file: fileView(file) }, summary: null };
    await refuseTakenPath(tx, project.id, filePath);
    const row = await updated(
      tx
        .update(projectFiles)
        .set({ filePath, fileType: fileTypeOf(filePath), updatedAt: new Date() })
        .where(eq(projectFiles.id, file.id))
        .returning(),
    );
    return { result: { file: row }, summary: fileEditTexts.renamed(file.filePath, filePath) };
  });
}

export function deleteFile(db: Database, projectId: string, userId: string, fileId: string) {
  return editProject(db, projectId, userId, async (tx, project) => {
    const file = await changeableFile(tx, project.id, fileId);
    await tx.delete(projectFiles).where(eq(projectFiles.id, file.id));
    return { result: { file: null }, summary: fileEditTexts.deleted(file.filePath) };
  });
}
