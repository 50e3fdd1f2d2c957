import { type StyleGroup, styleGroups } from './visual-edits';

/** What Visual edits say, in the builder and in the server's answers. */
export const visualEditTexts = {
  select: 'Select',
  selectHint: 'Select an element in the preview to edit it (Esc to stop)',
  selecting: 'Hover an element and click it to select it. Esc stops selecting.',
  panelTitle: 'Selected element',
  close: 'Close',
  editText: 'Edit text',
  editTextHint: 'Type in the preview, then press Enter to save or Esc to cancel.',
  textLabel: 'Text',
  saveText: 'Save text',
  remove: 'Delete element',
  undo: 'Undo',
  askAi: 'Ask AI about this element',
  unset: 'Not set',
  saving: 'Saving…',
  edited: (what: string, version: number) => ({
    title: 'Visual edit saved',
    description: `${what}: saved as version ${version}.`,
  }),
  undone: (version: number) => `Undone: the element is back as it was, saved as version ${version}.`,
  failed: 'Visual edit not saved',
  askPrompt: (location: string, snippet: string) =>
    `About the element at ${location}:\n\`\`\`tsx\n${snippet}\n\`\`\`\n`,
  // Versions: "Visual edit: …".
  summaryText: (tag: string, path: string) => `Visual edit: text of <${tag}> in ${path}`,
  summaryStyle: (group: StyleGroup, tag: string, path: string) =>
    `Visual edit: ${styleGroups[group].label.toLowerCase()} of <${tag}> in ${path}`,
  summaryDelete: (tag: string, path: string) => `Visual edit: deleted <${tag}> in ${path}`,
  // Refusals.
  notFound: (location: string) =>
    `No element starts at ${location} any more: the file changed. Select the element again.`,
  notJsx: 'Only elements in .tsx and .jsx files can be edited visually.',
  textNotPlain: 'This element holds more than plain text. Edit it in the code view or ask the AI.',
  classNotPlain: 'This element’s classes are computed in code. Edit them in the code view or ask the AI.',
  rootElement: 'This element is the whole of what its component shows; delete it in the code view.',
} as const;
