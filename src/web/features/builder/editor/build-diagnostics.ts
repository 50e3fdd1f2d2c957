import type { Diagnostic } from '@codemirror/lint';
import type { Text } from '@codemirror/state';

/** A build error in this file, as the server reports it (lines from 1, columns from 0). */
export interface EditorProblem {
  message: string;
  line: number | null;
  column: number | null;
}

/**
 * Build errors as editor diagnostics at their line. The build may be of an older copy than the
 * one on screen, so positions are kept inside the document; an error without a line marks the first.
 */
export function buildDiagnostics(doc: Text, problems: readonly EditorProblem[]): Diagnostic[] {
  return problems.map((problem) => {
    const line = doc.line(Math.min(Math.max(problem.line ?? 1, 1), doc.lines));
    const from = Math.min(line.from + Math.max(problem.column ?? 0, 0), line.to);
    // An error at the end of a line still needs something to underline.
    const to = from < line.to ? line.to : Math.min(from + 1, doc.length);
    return { from: to > from ? from : line.from, to, severity: 'error', message: problem.message, source: 'build' };
  });
}
