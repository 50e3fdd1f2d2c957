import type { ReviewCheck, ReviewFinding, ReviewSeverity } from '../../../shared/security-review';

/** The project's source files a browser or a function runs: what the text checks read. */
export const isSource = (path: string) => /\.(tsx?|jsx?|mjs|cjs|html|vue|svelte)$/.test(path);

/** Every line of every source file matching `pattern`, with its 1-based number. */
export function* matchingLines(files: ReadonlyMap<string, string>, pattern: RegExp, only = isSource) {
  for (const [file, content] of files) {
    if (!only(file)) continue;
    const lines = content.split('\n');
    for (const [index, text] of lines.entries()) {
      pattern.lastIndex = 0;
      const match = pattern.exec(text);
      if (match) yield { file, line: index + 1, text, match };
    }
  }
}

export function finding(
  check: ReviewCheck,
  severity: ReviewSeverity,
  title: string,
  fix: string,
  where: { file: string | null; line: number | null; key?: string },
): ReviewFinding {
  const id = `${check}:${where.file ?? ''}:${where.line ?? ''}:${where.key ?? ''}`;
  return { id, check, severity, title, fix, file: where.file, line: where.line };
}
