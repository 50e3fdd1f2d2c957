/** What a version's changed files and its diff say in the builder. */
export const versionDiffTexts = {
  changedFiles: (count: number) => `${count} ${count === 1 ? 'file' : 'files'} changed`,
  filesLabel: (version: number) => `Files changed in version ${version}`,
  showFile: (path: string) => `Show changes in ${path}`,
  more: (count: number) => `${count} more`,
  title: (version: number) => `Changes in version ${version}`,
  against: (previous: number | null) =>
    previous === null ? 'The first version: every file is new.' : `Compared with version ${previous}.`,
  layout: 'Diff layout',
  unified: 'Unified',
  split: 'Side by side',
  loading: 'Loading the changes...',
  failed: 'The changes could not be loaded.',
  statusAdded: 'new',
  statusRemoved: 'deleted',
  renamedFrom: (from: string) => `renamed from ${from}`,
  counts: (added: number, removed: number) => `${added} added, ${removed} removed`,
  hidden: (count: number) => `${count} unchanged ${count === 1 ? 'line' : 'lines'}`,
  noChanges: 'This version changed no files.',
  sameContent: 'Only the name changed.',
  before: 'Before',
  after: 'After',
} as const;
