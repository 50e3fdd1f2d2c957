import { and, eq, inArray, sql } from 'drizzle-orm';
import { fileTypeOf } from '../../../shared/file-edits/paths';
import type { Transaction } from '../../db/client';
import { projectFiles } from '../../db/schema';

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
