// Writers for the file-edit format (docs/file-edit-format.md). Edits are computed as whole new
// contents first, then turned into SEARCH/REPLACE pairs, so every pair is checked to match exactly
// once against the content it will meet when applied in order.

export function fileBlock(path: string, content: string): string {
  return `<file path="${path}">\n${content.replace(/\n$/, '')}\n</file>`;
}

export function deleteBlock(path: string): string {
  return `<delete path="${path}" />`;
}

function countOccurrences(haystack: string, needle: string): number {
  if (!needle) return 0;
  let count = 0;
  let at = haystack.indexOf(needle);
  while (at !== -1) {
    count++;
    at = haystack.indexOf(needle, at + 1);
  }
  return count;
}

interface Hunk {
  oldStart: number;
  oldLen: number;
  lines: string[];
}

// Line LCS: files here are a few hundred lines at most.
function diffHunks(a: string[], b: string[]): Hunk[] {
  const n = a.length;
  const m = b.length;
  const table: Uint32Array[] = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      table[i][j] = a[i] === b[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
    }
  }
  const hunks: Hunk[] = [];
  let i = 0;
  let j = 0;
  let current: Hunk | null = null;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) {
      current = null;
      i++;
      j++;
    } else {
      if (!current) {
        current = { oldStart: i, oldLen: 0, lines: [] };
        hunks.push(current);
      }
      if (j < m && (i >= n || table[i][j + 1] >= table[i + 1][j])) current.lines.push(b[j++]);
      else {
        current.oldLen++;
        i++;
      }
    }
  }
  return hunks;
}

/** One block turning `before` into `after`: an `<edit>` when the change is small, else a whole `<file>`. */
export function changeBlock(path: string, before: string, after: string): string | null {
  if (before === after) return null;
  const hunks = diffHunks(before.split('\n'), after.split('\n'));
  let lines = before.split('\n');
  let shift = 0;
  const pairs: Array<[string, string]> = [];
  for (const hunk of hunks) {
    let start = hunk.oldStart + shift;
    let end = start + hunk.oldLen;
    let before2: string[] = [];
    let after2: string[] = [];
    const text = lines.join('\n');
    // Widen with context lines until the SEARCH text is unique and not empty.
    for (;;) {
      const search = lines.slice(start, end).join('\n');
      const hasReplacement = hunk.lines.length + before2.length + after2.length > 0;
      if (search.trim() && hasReplacement && countOccurrences(text, search) === 1) break;
      if (start === 0 && end >= lines.length) return fileBlock(path, after);
      if (start > 0) {
        start--;
        before2 = [lines[start], ...before2];
      }
      if (end < lines.length) {
        after2 = [...after2, lines[end]];
        end++;
      }
    }
    const replacement = [...before2, ...hunk.lines, ...after2];
    pairs.push([lines.slice(start, end).join('\n'), replacement.join('\n')]);
    lines = [...lines.slice(0, start), ...replacement, ...lines.slice(end)];
    shift += hunk.lines.length - hunk.oldLen;
  }
  const editSize = pairs.reduce((sum, [s, r]) => sum + s.length + r.length, 0);
  if (editSize > after.length * 0.7) return fileBlock(path, after);
  const body = pairs.map(([s, r]) => `<<<<<<< SEARCH\n${s}\n=======\n${r}\n>>>>>>> REPLACE`).join('\n');
  return `<edit path="${path}">\n${body}\n</edit>`;
}

/** Blocks for every file that differs, skipping frozen files (reported back). */
export function blocksFor(
  before: Record<string, string>,
  after: Record<string, string>,
  frozen: Set<string>,
): { blocks: string[]; skipped: string[] } {
  const blocks: string[] = [];
  const skipped: string[] = [];
  const paths = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  for (const path of paths) {
    if (before[path] === after[path]) continue;
    if (frozen.has(path)) {
      skipped.push(path);
      continue;
    }
    if (after[path] === undefined) blocks.push(deleteBlock(path));
    else if (before[path] === undefined) blocks.push(fileBlock(path, after[path]));
    else {
      const block = changeBlock(path, before[path], after[path]);
      if (block) blocks.push(block);
    }
  }
  return { blocks, skipped };
}
