import { applyFileEdit } from '../../../shared/file-edits/apply';
import { manifestPath } from '../../../shared/file-edits/dependency';
import { normalizeProjectPath } from '../../../shared/file-edits/paths';
import type { FileEdit } from '../../../shared/file-edits/types';

// As the edit will name them once normalised: "./index.html" is index.html, frozen or not.
const touchedPaths = (edit: FileEdit) =>
  (edit.kind === 'rename' ? [edit.from, edit.to] : edit.kind === 'dependency' ? [manifestPath] : [edit.path]).map(
    (path) => normalizeProjectPath(path) ?? path,
  );

export type WriteOutcome =
  | { status: 'applied'; changed: string[] }
  | { status: 'frozen'; path: string }
  | { status: 'failed'; reason: string };

/**
 * Applies one complete edit (a reply's file block, an agent's tool call) to a reply's copy of the
 * project: a failed SEARCH or a frozen file changes nothing. The database is only written by
 * `saveEdits` (conversation/file-writer.ts), once the reply is whole: a reply cut off by a crash
 * or a provider error leaves the project as it was.
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
