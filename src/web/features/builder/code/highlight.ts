import hljs from 'highlight.js/lib/core';
import css from 'highlight.js/lib/languages/css';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import type { CodeLanguage } from './file-kind';

// Only the languages generated apps use: the full bundle is ten times the size.
hljs.registerLanguage('typescript', typescript);
hljs.registerLanguage('javascript', javascript);
hljs.registerLanguage('xml', xml);
hljs.registerLanguage('css', css);
hljs.registerLanguage('json', json);

/** Above this, colouring would stall the page for little gain: the text shows plain. */
export const highlightLimit = 200_000;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Safe HTML for a file's content: highlight.js escapes the code it colours; everything else is escaped here. */
export function highlightCode(code: string, language: CodeLanguage | null): string {
  if (!language || code.length > highlightLimit) return escapeHtml(code);
  return hljs.highlight(code, { language, ignoreIllegals: true }).value;
}

export const lineCount = (code: string) => (code === '' ? 0 : code.split('\n').length);
