import type ts from 'typescript';
import { LruMap } from '../../core/lru-map';
import { sha256Hex } from '../../core/sha256';

/**
 * Where each host element (`<h1>`, `<button>`…) of a project's TSX starts, for Visual edits:
 * the preview build tags those elements with it, and an edit finds its element by it again.
 * Locations are "line:column", both counted from 1, at the element's `<`.
 */

type TypeScript = typeof ts;
export type HostElement = ts.JsxElement | ts.JsxSelfClosingElement;

let loaded: Promise<TypeScript> | null = null;
/** The compiler is large: it loads with the first TSX file a build or an edit reads. */
export const loadTypeScript = () => {
  loaded ??= import('typescript').then((module) => (module.default ?? module) as TypeScript);
  return loaded;
};

export const isJsxFile = (path: string) => /\.(tsx|jsx)$/.test(path);

export function parseJsx(typescript: TypeScript, path: string, source: string) {
  return typescript.createSourceFile(path, source, typescript.ScriptTarget.Latest, true, typescript.ScriptKind.TSX);
}

const openingOf = (typescript: TypeScript, node: HostElement) =>
  typescript.isJsxElement(node) ? node.openingElement : node;

/** `div`, `h1`: lower-case plain names; components and `motion.div` are left alone. */
const isHostTag = (typescript: TypeScript, tag: ts.JsxTagNameExpression) =>
  typescript.isIdentifier(tag) && /^[a-z]/.test(tag.text);

/** The name of the function or variable a node is written in: the component it belongs to. */
function componentOf(typescript: TypeScript, node: ts.Node): string | null {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if ((typescript.isFunctionDeclaration(at) || typescript.isClassDeclaration(at)) && at.name) return at.name.text;
    if (typescript.isVariableDeclaration(at) && typescript.isIdentifier(at.name)) return at.name.text;
  }
  return null;
}

export interface LocatedElement {
  node: HostElement;
  opening: ts.JsxOpeningElement | ts.JsxSelfClosingElement;
  line: number;
  column: number;
  component: string | null;
}

/** Every host element in the file, in source order. */
export function hostElements(typescript: TypeScript, file: ts.SourceFile): LocatedElement[] {
  const found: LocatedElement[] = [];
  const visit = (node: ts.Node) => {
    if (typescript.isJsxElement(node) || typescript.isJsxSelfClosingElement(node)) {
      const opening = openingOf(typescript, node);
      if (isHostTag(typescript, opening.tagName)) {
        const start = file.getLineAndCharacterOfPosition(node.getStart(file));
        found.push({
          node,
          opening,
          line: start.line + 1,
          column: start.character + 1,
          component: componentOf(typescript, node),
        });
      }
    }
    typescript.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The bundler's copy of a TSX file with `data-sw-loc="src/App.tsx:12:5"` (and the component's
 * name in `data-sw-component`) on each host element. The project's own files stay as written.
 */
export async function tagSourceLocations(path: string, source: string) {
  const key = sha256Hex(`${path}\0${source}`);
  const known = tagged.get(key);
  if (known !== undefined) return known;
  const result = await tagAll(path, source);
  tagged.set(key, result);
  return result;
}

/**
 * Tagged copies by path and content, the 2,000 most recently used. Parsing is most of a build’s time
 * in this process, and most files of most apps are the same template files, so one parse serves
 * every build of them.
 */
const tagged = new LruMap<string, string>(2_000);

async function tagAll(path: string, source: string) {
  const typescript = await loadTypeScript();
  const file = parseJsx(typescript, path, source);
  let tagged = source;
  // From the end, so earlier positions stay where they were.
  for (const element of hostElements(typescript, file).reverse()) {
    const at = element.opening.tagName.end;
    const component = element.component ? ` data-sw-component="${attribute(element.component)}"` : '';
    const tag = ` data-sw-loc="${attribute(`${path}:${element.line}:${element.column}`)}"${component}`;
    tagged = tagged.slice(0, at) + tag + tagged.slice(at);
  }
  return tagged;
}
