import type { BuilderFile } from '../session/builder-session';

export type FreezeDraft = Record<string, boolean>;

export type FreezeChange = { target: 'all'; isFrozen: boolean } | { target: { fileId: string }; isFrozen: boolean };

export const freezeDraftOf = (files: BuilderFile[]): FreezeDraft =>
  Object.fromEntries(files.map((file) => [file.id, file.isFrozen]));

/**
 * The saves needed to make the files match the dialog's choices. When every file ends in the
 * same state and more than one changes, one "all" call does it atomically on the server.
 */
export function freezeChanges(files: BuilderFile[], draft: FreezeDraft): FreezeChange[] {
  const changed = files.filter((file) => file.id in draft && draft[file.id] !== file.isFrozen);
  if (changed.length === 0) return [];
  const states = new Set(files.map((file) => draft[file.id] ?? file.isFrozen));
  if (changed.length > 1 && states.size === 1) return [{ target: 'all', isFrozen: [...states][0] as boolean }];
  return changed.map((file) => ({ target: { fileId: file.id }, isFrozen: draft[file.id] as boolean }));
}
