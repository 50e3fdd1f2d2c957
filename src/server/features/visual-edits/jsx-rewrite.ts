import type ts from 'typescript';
import { visualEditTexts as texts } from '../../../shared/file-edits/visual-edit-texts';
import { sourceLocation, type VisualEdit, withStyle } from '../../../shared/file-edits/visual-edits';
import { hostElements, isJsxFile, type LocatedElement, loadTypeScript, parseJsx } from '../../apps/build/jsx-locations';
import { ApiError } from '../../http/api-error';

type TypeScript = typeof ts;

const refused = (code: string, message: string) => new ApiError(422, code, message);

/** Text as JSX children: plain when it can be, else a string expression (braces, angle brackets). */
const jsxText = (text: string) => (/[{}<>]/.test(text) || text !== text.trim() ? `{${JSON.stringify(text)}}` : text);

const splice = (source: string, start: number, end: number, insert: string) =>
  source.slice(0, start) + insert + source.slice(end);

function replaceText(typescript: TypeScript, source: string, element: LocatedElement, text: string) {
  const node = element.node;
  if (!typescript.isJsxElement(node)) throw refused('text_not_plain', texts.textNotPlain);
  const plain = node.children.every(
    (child) =>
      typescript.isJsxText(child) ||
      (typescript.isJsxExpression(child) && child.expression && typescript.isStringLiteralLike(child.expression)),
  );
  if (!plain) throw refused('text_not_plain', texts.textNotPlain);
  return splice(source, node.openingElement.end, node.closingElement.getStart(), jsxText(text));
}

function replaceClasses(typescript: TypeScript, source: string, element: LocatedElement, change: StyleChange) {
  const { opening } = element;
  const attribute = opening.attributes.properties.find(
    (p): p is ts.JsxAttribute => typescript.isJsxAttribute(p) && p.name.getText() === 'className',
  );
  const init = attribute?.initializer;
  const literal =
    init && typescript.isStringLiteral(init)
      ? init
      : init && typescript.isJsxExpression(init) && init.expression && typescript.isStringLiteralLike(init.expression)
        ? init.expression
        : null;
  if (attribute && !literal) throw refused('class_not_plain', texts.classNotPlain);
  const className = withStyle(literal?.text ?? '', change.group, change.value);
  const written = `className="${className}"`;
  if (attribute) return splice(source, attribute.getStart(), attribute.end, written);
  return className ? splice(source, opening.tagName.end, opening.tagName.end, ` ${written}`) : source;
}

/** Removes the element, and its line when nothing else is on it. */
function removeElement(typescript: TypeScript, source: string, element: LocatedElement) {
  const parent = element.node.parent;
  if (!typescript.isJsxElement(parent) && !typescript.isJsxFragment(parent)) {
    throw refused('root_element', texts.rootElement);
  }
  let start = element.node.getStart();
  let end = element.node.end;
  const lineStart = source.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = source.indexOf('\n', end);
  if (/^[ \t]*$/.test(source.slice(lineStart, start)) && /^[ \t]*$/.test(source.slice(end, lineEnd))) {
    start = lineStart;
    end = lineEnd + 1;
  }
  return splice(source, start, end, '');
}

type StyleChange = Extract<VisualEdit['change'], { kind: 'style' }>;

/**
 * The file's new source with one visual edit applied to the host element written at the edit's
 * line and column, and the version's summary. Refuses (422) what cannot be rewritten safely.
 */
export async function rewriteElement(source: string, edit: VisualEdit) {
  if (!isJsxFile(edit.filePath)) throw refused('not_jsx', texts.notJsx);
  const typescript = await loadTypeScript();
  const file = parseJsx(typescript, edit.filePath, source);
  const element = hostElements(typescript, file).find((e) => e.line === edit.line && e.column === edit.column);
  if (!element) throw new ApiError(404, 'element_not_found', texts.notFound(sourceLocation(edit)));
  const tag = element.opening.tagName.getText();
  const { change } = edit;
  switch (change.kind) {
    case 'text':
      return {
        content: replaceText(typescript, source, element, change.text),
        summary: texts.summaryText(tag, edit.filePath),
      };
    case 'style':
      return {
        content: replaceClasses(typescript, source, element, change),
        summary: texts.summaryStyle(change.group, tag, edit.filePath),
      };
    case 'delete':
      return { content: removeElement(typescript, source, element), summary: texts.summaryDelete(tag, edit.filePath) };
  }
}
