import { EditorView } from '@codemirror/view';

/** The editor's frame in the product's colours; token colours come from syntax-colours.css. */
export const editorTheme = EditorView.theme({
  '&': { height: '100%', fontSize: '13px', backgroundColor: '#fff' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': {
    fontFamily: 'var(--font-mono, ui-monospace, SFMono-Regular, Menlo, monospace)',
    lineHeight: '1.5rem',
  },
  '.cm-content': { padding: '0.75rem 0', caretColor: '#0f172a' },
  '.cm-gutters': { backgroundColor: '#f8fafc', color: '#94a3b8', borderRight: '1px solid #e2e8f0' },
  '.cm-lineNumbers .cm-gutterElement': { padding: '0 0.75rem 0 1rem' },
  '.cm-activeLine': { backgroundColor: '#f1f5f9aa' },
  '.cm-activeLineGutter': { backgroundColor: '#eef2ff', color: '#475569' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': { backgroundColor: '#c7d2fe' },
  '.cm-selectionMatch': { backgroundColor: '#fef9c3' },
  '.cm-panels': { backgroundColor: '#f8fafc', color: '#0f172a' },
  '.cm-panels-bottom': { borderTop: '1px solid #e2e8f0' },
  '.cm-search': { fontSize: '13px', padding: '0.5rem 0.75rem' },
  '.cm-search input, .cm-search button': { borderRadius: '6px' },
  '.cm-lintRange-error': {
    backgroundImage: 'none',
    textDecoration: 'underline wavy #dc2626',
    textUnderlineOffset: '3px',
  },
  '.cm-tooltip-lint': { fontSize: '12px' },
});
