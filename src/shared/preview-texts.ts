/** The real preview's words (the spec's placeholder texts stay in builder-texts). */
export const previewTexts = {
  frameTitle: (projectName: string) => `Preview of ${projectName}`,
  devices: 'Preview width',
  reload: 'Reload preview',
  buildFailedTitle: 'The app did not build',
  runtimeErrorTitle: 'The app hit an error',
  showingLastGood: 'The preview shows the last version that built.',
  fixWithAi: 'Fix with AI',
  dismiss: 'Dismiss',
  fixPrompt: (kind: 'build' | 'runtime', details: string) =>
    `${kind === 'build' ? 'The preview build failed' : 'The preview shows a runtime error'}. Please fix it.\n\n\`\`\`\n${details}\n\`\`\``,
  /** The one turn sent by itself after a reply whose files do not build: it says it is automatic. */
  automaticFixPrompt: (details: string) =>
    `Automatic fix attempt (one per reply). ${previewTexts.fixPrompt('build', details)}`,
  platformTitle: 'The server could not build this version',
  platformHint: 'Nothing in your project is wrong: the preview is built again by itself once the server can.',
  loading: 'Loading preview…',
} as const;
