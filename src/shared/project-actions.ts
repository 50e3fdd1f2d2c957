import { projectLimits } from './projects';

/** How a new project came from another: a copy of one's own, or a remix of someone's public one. */
export type ProjectCopyKind = 'duplicate' | 'remix';

const suffixes: Record<ProjectCopyKind, string> = { duplicate: ' (copy)', remix: ' (remix)' };

/** "<name> (copy)" or "<name> (remix)", the name shortened so the whole stays within the name limit. */
export function copyName(name: string, kind: ProjectCopyKind) {
  const suffix = suffixes[kind];
  return `${name.slice(0, projectLimits.nameMaxLength - suffix.length).trimEnd()}${suffix}`;
}

/** The version a copy starts from says where its files came from. */
export const copySummary = (kind: ProjectCopyKind, sourceName: string) =>
  kind === 'duplicate' ? `Duplicated from ${sourceName}` : `Remixed from ${sourceName}`;

/** Texts of deleting, duplicating, remixing and renaming a project (dashboard and builder), kept once. */
export const projectActionTexts = {
  menu: (name: string) => `Actions for ${name}`,
  rename: 'Rename',
  duplicate: 'Duplicate',
  delete: 'Delete',
  deleteProject: 'Delete project',
  remix: 'Remix',
  remixHint: 'Make your own copy of this project to change as you like',
  remixing: 'Remixing...',
  renameTitle: 'Rename project',
  renameLabel: 'Project name',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  deleteTitle: (name: string) => `Delete "${name}"?`,
  deleteBody:
    'This removes the project for good: its chat, files, versions and builds, its knowledge files, and its app’s data, users and uploads. Its live link stops working at once.',
  deleteConfirm: 'Delete project',
  deleting: 'Deleting...',
  searchLabel: 'Search projects',
  searchPlaceholder: 'Search by name',
  sortLabel: 'Sort projects',
  sortOptions: { opened: 'Last opened', name: 'Name' },
  noMatchesTitle: 'No matching projects',
  noMatchesBody: (q: string) => `No project name contains "${q}".`,
  clearSearch: 'Clear search',
  notRemixable: 'Only public projects can be remixed.',
  duplicateDenied: 'Only the project owner can duplicate this project.',
  deleteDenied: 'Only the project owner can delete this project.',
} as const;

/** Toasts of those actions: title and description. */
export const projectActionToasts = {
  deleted: (name: string) => ({ title: 'Project deleted', description: `"${name}" has been deleted.` }),
  deleteFailed: (message?: string) => ({ title: 'Failed to delete project', description: message }),
  duplicated: (name: string) => ({ title: 'Project duplicated', description: `"${name}" is in your projects.` }),
  duplicateFailed: (message?: string) => ({ title: 'Failed to duplicate project', description: message }),
  remixed: (name: string) => ({ title: 'Remix created', description: `"${name}" is yours to change.` }),
  remixFailed: (message?: string) => ({ title: 'Failed to remix project', description: message }),
  renamed: { title: 'Project renamed' },
  renameFailed: { title: 'Failed to update project name' },
} as const;
