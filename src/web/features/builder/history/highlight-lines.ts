import { highlightCode } from '@lezer/highlight';
import { languageFor } from '../editor/editor-language';
import { syntaxClasses } from '../editor/syntax-classes';

/** A piece of one line with its token classes ('' for plain text). */
export interface Token {
  text: string;
  classes: string;
}

/** Above this, a diff shows plain text: parsing would stall the dialog for little gain. */
const colourLimit = 300_000;

/**
 * A file's lines as coloured tokens, parsed as the whole file (so a line inside a comment or a
 * template string is coloured as such) with the editor's language and token classes.
 */
export function highlightLines(path: string, text: string): Token[][] {
  const lines: Token[][] = [[]];
  const language = text.length > colourLimit ? null : languageFor(path);
  if (!language) return text.split('\n').map((line) => [{ text: line, classes: '' }]);
  const tree = language.language.parser.parse(text);
  highlightCode(
    text,
    tree,
    syntaxClasses,
    (piece, classes) => (lines.at(-1) as Token[]).push({ text: piece, classes }),
    () => lines.push([]),
  );
  return lines;
}
