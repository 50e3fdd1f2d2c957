import type { SelectedElement } from './use-visual-select';

const maxLines = 15;

/**
 * The element's source for the chat: from its line down to where it closes (a line with its
 * closing tag or a self-closing end at the same indent or less), at most 15 lines.
 */
export function elementSnippet(content: string, element: SelectedElement) {
  const lines = content.split('\n').slice(element.line - 1);
  const first = lines[0] ?? '';
  const indent = first.length - first.trimStart().length;
  const end = lines.findIndex((line, i) => {
    const own = i === 0 ? line.slice(element.column - 1) : line;
    const atIndent = line.length - line.trimStart().length <= indent;
    return own.includes(`</${element.tag}>`) || (own.trimEnd().endsWith('/>') && (i === 0 || atIndent));
  });
  const taken = lines.slice(0, end === -1 ? maxLines : Math.min(end + 1, maxLines));
  return taken.map((line) => line.slice(Math.min(indent, line.length - line.trimStart().length))).join('\n');
}
