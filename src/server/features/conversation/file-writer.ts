import { and, eq, inArray, sql } from 'drizzle-orm';
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
  // Once each: a statement may not update the same row twice.
  const written = [...new Set(changed)].filter((p) => files.has(p));
  if (!written.length) return;
  // One statement for the lot: a new app writes some forty files, and each statement is a round trip.
  await tx
    .insert(projectFiles)
    .values(
      written.map((path) => ({
        projectId,
        filePath: path,
        content: files.get(path) ?? '',
        fileType: fileTypeOf(path),
      })),
    )
    .onConflictDoUpdate({
      target: [projectFiles.projectId, projectFiles.filePath],
      set: { content: sql`excluded.content`, updatedAt: new Date() },
    });
}
