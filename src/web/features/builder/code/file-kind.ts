/** What a file is, by its extension: the list icon (spec: tsx/jsx, ts/js, css, html, json, other) and its colours. */
export type FileKind = 'react' | 'script' | 'style' | 'markup' | 'json' | 'other';

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

export const fileKind = (path: string): FileKind => kinds[fileExtension(path)] ?? 'other';
