import { css } from '@codemirror/lang-css';
import { html } from '@codemirror/lang-html';
import { javascript } from '@codemirror/lang-javascript';
import { json } from '@codemirror/lang-json';
import type { LanguageSupport } from '@codemirror/language';

const extension = (path: string) => /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';

// Built on first use: each language's parser setup is only paid for the files that need it.
const languages: Record<string, () => LanguageSupport> = {
  tsx: () => javascript({ jsx: true, typescript: true }),
  ts: () => javascript({ typescript: true }),
  mts: () => javascript({ typescript: true }),
  cts: () => javascript({ typescript: true }),
  jsx: () => javascript({ jsx: true }),
  js: () => javascript({ jsx: true }),
  mjs: () => javascript(),
  cjs: () => javascript(),
  css: () => css(),
  json: () => json(),
  html: () => html(),
  htm: () => html(),
  svg: () => html(),
};

const made = new Map<string, LanguageSupport>();

/** The language a file is edited and coloured in, by its extension; null for plain text. */
export function languageFor(path: string): LanguageSupport | null {
  const ext = extension(path);
  const make = languages[ext];
  if (!make) return null;
  let support = made.get(ext);
  if (!support) {
    support = make();
    made.set(ext, support);
  }
  return support;
}
