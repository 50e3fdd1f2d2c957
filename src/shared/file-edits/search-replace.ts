export type Replacement = { search: string; replace: string };
export type SearchReplaceResult = { ok: true; replacements: Replacement[] } | { ok: false; reason: string };

const SEARCH_MARKER = /^<<<<<<< SEARCH[ \t]*$/;
const DIVIDER = /^=======[ \t]*$/;
const REPLACE_MARKER = /^>>>>>>> REPLACE[ \t]*$/;

/** Parses the body of an `<edit>` block into its SEARCH/REPLACE pairs, in order. */
export function parseSearchReplace(body: string): SearchReplaceResult {
  const replacements: Replacement[] = [];
  let section: 'outside' | 'search' | 'replace' = 'outside';
  let search: string[] = [];
  let replace: string[] = [];
  const lines = body.split('\n');
  for (const [index, line] of lines.entries()) {
    const pair = replacements.length + 1;
    if (section === 'outside') {
      if (SEARCH_MARKER.test(line)) {
        section = 'search';
        search = [];
      } else if (line.trim() !== '') {
        return { ok: false, reason: `text outside a SEARCH/REPLACE pair on line ${index + 1}` };
      }
    } else if (section === 'search') {
      if (DIVIDER.test(line)) {
        section = 'replace';
        replace = [];
      } else if (SEARCH_MARKER.test(line) || REPLACE_MARKER.test(line)) {
        return { ok: false, reason: `SEARCH/REPLACE pair ${pair} is missing its ======= line` };
      } else {
        search.push(line);
      }
    } else if (REPLACE_MARKER.test(line)) {
      // An empty SEARCH would match everywhere; it cannot mean one place.
      if (search.length === 0 || search.join('\n').trim() === '') {
        return { ok: false, reason: `SEARCH/REPLACE pair ${pair} has an empty SEARCH` };
      }
      replacements.push({ search: search.join('\n'), replace: replace.join('\n') });
      section = 'outside';
    } else if (SEARCH_MARKER.test(line)) {
      return { ok: false, reason: `SEARCH/REPLACE pair ${pair} is missing its >>>>>>> REPLACE line` };
    } else {
      replace.push(line);
    }
  }
  const pair = replacements.length + 1;
  if (section === 'search') return { ok: false, reason: `SEARCH/REPLACE pair ${pair} is missing its ======= line` };
  if (section === 'replace') {
    return { ok: false, reason: `SEARCH/REPLACE pair ${pair} is missing its >>>>>>> REPLACE line` };
  }
  if (replacements.length === 0) return { ok: false, reason: 'no SEARCH/REPLACE pairs' };
  return { ok: true, replacements };
}
