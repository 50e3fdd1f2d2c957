export type FindResult =
  | { found: 'once'; start: number; end: number }
  | { found: 'none' }
  | { found: 'many'; count: number };

function occurrences(text: string, search: string): number[] {
  const starts: number[] = [];
  // Overlapping hits count too: either way the place meant is ambiguous.
  for (let at = text.indexOf(search); at >= 0; at = text.indexOf(search, at + 1)) starts.push(at);
  return starts;
}

/** Text with trailing spaces, tabs and CRs of every line removed, and where each kept character came from. */
function withoutTrailingWhitespace(text: string): { text: string; origin: number[] } {
  let out = '';
  const origin: number[] = [];
  let lineStart = 0;
  for (const line of text.split('\n')) {
    const kept = line.replace(/[ \t\r]+$/, '');
    out += kept;
    for (let i = 0; i < kept.length; i++) origin.push(lineStart + i);
    lineStart += line.length + 1;
    if (lineStart <= text.length) {
      out += '\n';
      origin.push(lineStart - 1);
    }
  }
  return { text: out, origin };
}

/** Finds `search` in `text` exactly once: exact text first, then ignoring trailing whitespace on each line. */
export function findUnique(text: string, search: string): FindResult {
  const exact = occurrences(text, search);
  if (exact.length === 1) return { found: 'once', start: exact[0], end: exact[0] + search.length };
  if (exact.length > 1) return { found: 'many', count: exact.length };
  const loose = withoutTrailingWhitespace(text);
  const looseSearch = withoutTrailingWhitespace(search).text;
  if (looseSearch === '') return { found: 'none' };
  const hits = occurrences(loose.text, looseSearch);
  if (hits.length > 1) return { found: 'many', count: hits.length };
  if (hits.length === 0) return { found: 'none' };
  const start = loose.origin[hits[0]];
  return { found: 'once', start, end: loose.origin[hits[0] + looseSearch.length - 1] + 1 };
}
