import { and, eq, inArray } from 'drizzle-orm';
import { applyFileEdit } from '../../../shared/file-edits/apply';
import { manifestPath } from '../../../shared/file-edits/dependency';
import { fileTypeOf } from '../../../shared/file-edits/paths';
import type { FileEdit } from '../../../shared/file-edits/types';
import type { Transaction } from '../../db/client';
import { projectFiles } from '../../db/schema';

const touchedPaths = (edit: FileEdit) =>
  edit.kind === 'rename' ? [edit.from, edit.to] : edit.kind === 'dependency' ? [manifestPath] : [edit.path];

export type WriteOutcome =
  | { status: 'applied'; changed: string[] }
  | { status: 'frozen'; path: string }
  | { status: 'failed'; reason: string };

/**
 * Applies one complete edit block to the turn's copy of the project (a failed SEARCH or a
 * frozen file changes nothing). The database is only written by `saveEdits`, once the reply is
 * whole: a reply cut off by a crash or a provider error leaves the project as it was.
 */
export function applyEdit(files: Map<string, string>, frozen: ReadonlySet<string>, edit: FileEdit): WriteOutcome {
  const protectedPath = touchedPaths(edit).find((p) => frozen.has(p));
  if (protectedPath) return { status: 'frozen', path: protectedPath };
  const result = applyFileEdit(files, edit);
  if (!result.ok) return { status: 'failed', reason: result.reason };
  files.clear();
  for (const [path, content] of result.files) files.set(path, content);
  return { status: 'applied', changed: result.changed };
}

/** Writes the rows of exactly the files a reply changed, as `files` now has them (absent: removed). */
export async function saveEdits(tx: Transaction, projectId: string, files: Map<string, string>, changed: string[]) {
  const removed = changed.filter((p) => !files.has(p));
  if (removed.length) {
    await tx
      .delete(projectFiles)
      .where(and(eq(projectFiles.projectId, projectId), inArray(projectFiles.filePath, removed)));
  }
  for (const path of changed.filter((p) => files.has(p))) {
    const content = files.get(path) ?? '';
    await tx
      .insert(projectFiles)
      .values({ projectId, filePath: path, content, fileType: fileTypeOf(path) })
      .onConflictDoUpdate({
        target: [projectFiles.projectId, projectFiles.filePath],
        set: { content, updatedAt: new Date() },
      });
  }
}
