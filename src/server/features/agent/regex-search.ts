import vm from 'node:vm';

/** How long a model's regular expression may search the project before it is stopped. */
export const regexSearchMs = 250;

/** What a search found, or why it could not search. */
export type SearchOutcome =
  | { ok: true; matches: Array<{ path: string; line: number; text: string }>; more: boolean }
  | { ok: false; error: string };

// Runs in its own context with a time limit: a pattern that backtracks for ever ((a+)+$ on a long
// line) is stopped by V8 itself, instead of holding up this process and every reply in it.
const script = new vm.Script(`
  (() => {
    let expression;
    try { expression = new RegExp(pattern, 'i'); } catch (error) { return JSON.stringify({ error: String(error.message) }); }
    const matches = [];
    let more = false;
    outer: for (const [path, content] of files) {
      const lines = content.split('\\n');
      for (let i = 0; i < lines.length; i += 1) {
        if (!expression.test(lines[i])) continue;
        if (matches.length === limit) { more = true; break outer; }
        matches.push({ path, line: i + 1, text: lines[i].trim().slice(0, lineLength) });
      }
    }
    return JSON.stringify({ matches, more });
  })()
`);

/** The lines of `files` that `pattern` (a JavaScript regular expression, case-insensitive) matches. */
export function searchByRegex(
  files: Array<[string, string]>,
  pattern: string,
  limits: { matches: number; lineLength: number },
): SearchOutcome {
  const context = vm.createContext({ files, pattern, limit: limits.matches, lineLength: limits.lineLength });
  let answer: string;
  try {
    answer = script.runInContext(context, { timeout: regexSearchMs }) as string;
  } catch {
    return {
      ok: false,
      error: `the regular expression took longer than ${regexSearchMs} ms and was stopped; use a simpler one or search for text`,
    };
  }
  const parsed = JSON.parse(answer) as {
    error?: string;
    matches: Array<{ path: string; line: number; text: string }>;
    more: boolean;
  };
  if (parsed.error) return { ok: false, error: `invalid regular expression: ${parsed.error}` };
  return { ok: true, matches: parsed.matches, more: parsed.more };
}
