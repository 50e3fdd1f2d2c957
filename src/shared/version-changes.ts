import { diffLines } from 'diff';

/** How one file differs from the version before (the first version: from no files at all). */
export interface FileChange {
  path: string;
  status: 'added' | 'removed' | 'modified' | 'renamed';
  /** The old path of a renamed file. */
  from?: string;
  added: number;
  removed: number;
}

/** Lines added and removed between two texts, as a diff view counts them. */
export function lineChanges(before: string, after: string) {
  let added = 0;
  let removed = 0;
  for (const part of diffLines(before, after)) {
    if (part.added) added += part.count;
    else if (part.removed) removed += part.count;
  }
  return { added, removed };
}
