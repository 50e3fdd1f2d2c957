import { and, eq, inArray } from 'drizzle-orm';
import { applyFileEdit } from '../../../shared/file-edits/apply';
import { manifestPath } from '../../../shared/file-edits/dependency';
import { fileTypeOf } from '../../../shared/file-edits/paths';
import type { FileEdit } from '../../../shared/file-edits/types';
import type { Database } from '../../db/client';
import { projectFiles } from '../../db/schema';

const touchedPaths = (edit: FileEdit) =>
  edit.kind === 'rename' ? [edit.from, edit.to] : edit.kind === 'dependency' ? [manifestPath] : [edit.path];

export type WriteOutcome =
  | { status: 'applied'; changed: string[] }
  | { status: 'frozen'; path: string }
  | { status: 'failed'; reason: string };

/**
 * Applies one complete edit block to the project: the in-memory copy first (a failed SEARCH or
 * a frozen file changes nothing), then the database rows of exactly the files it changed.
 */
export async function writeEdit(
  db: Database,
  projectId: string,
  files: Map<string, string>,
  frozen: ReadonlySet<string>,
  edit: FileEdit,
): Promise<WriteOutcome> {
  const protectedPath = touchedPaths(edit).find((p) => frozen.has(p));
  if (protectedPath) return { status: 'frozen', path: protectedPath };
  const result = applyFileEdit(files, edit);
  if (!result.ok) return { status: 'failed', reason: result.reason };
  const written = result.changed.filter((p) => result.files.has(p));
  const removed = result.changed.filter((p) => !result.files.has(p));
  await db.transaction(async (tx) => {
    if (removed.length) {
      await tx
        .delete(projectFiles)
        .where(and(eq(projectFiles.projectId, projectId), inArray(projectFiles.filePath, removed)));
    }
    for (const path of written) {
      const content = result.files.get(path) ?? '';
      await tx
        .insert(projectFiles)
        .values({ projectId, filePath: path, content, fileType: fileTypeOf(path) })
        .onConflictDoUpdate({
          target: [projectFiles.projectId, projectFiles.filePath],
          set: { content, updatedAt: new Date() },
        });
    }
  });
  files.clear();
  for (const [path, content] of result.files) files.set(path, content);
  return { status: 'applied', changed: result.changed };
}
