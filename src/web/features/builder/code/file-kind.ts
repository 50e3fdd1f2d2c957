/** What a file is, by its extension: the list icon (spec: tsx/jsx, ts/js, css, html, json, other) and its colours. */
export type FileKind = 'react' | 'script' | 'style' | 'markup' | 'json' | 'other';

/** The highlight.js languages we register; null shows the text as it is. */
export type CodeLanguage = 'typescript' | 'javascript' | 'xml' | 'css' | 'json';

export const fileExtension = (path: string) => {
  const name = baseName(path);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

export const baseName = (path: string) => path.split('/').pop() || path;

const kinds: Record<string, FileKind> = {
  tsx: 'react',
  jsx: 'react',
  ts: 'script',
  js: 'script',
  mjs: 'script',
  cjs: 'script',
  mts: 'script',
  cts: 'script',
  css: 'style',
  html: 'markup',
  htm: 'markup',
  json: 'json',
};

const languages: Record<string, CodeLanguage> = {
  // The TypeScript and JavaScript grammars hand JSX tags to the xml grammar.
  tsx: 'typescript',
  ts: 'typescript',
  mts: 'typescript',
  cts: 'typescript',
  jsx: 'javascript',
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  css: 'css',
  html: 'xml',
  htm: 'xml',
  svg: 'xml',
  xml: 'xml',
  json: 'json',
};

export const fileKind = (path: string): FileKind => kinds[fileExtension(path)] ?? 'other';

export const codeLanguage = (path: string): CodeLanguage | null => languages[fileExtension(path)] ?? null;
