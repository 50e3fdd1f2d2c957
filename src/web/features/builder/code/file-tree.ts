import type { BuilderFile } from '../session/builder-session';

export interface FolderNode {
  kind: 'folder';
  name: string;
  path: string;
  children: TreeNode[];
}

export interface FileNode {
  kind: 'file';
  name: string;
  file: BuilderFile;
}

export type TreeNode = FolderNode | FileNode;

/** Folders first, then files, each by name: the order editors use. */
const byKindThenName = (a: TreeNode, b: TreeNode) =>
  a.kind === b.kind ? a.name.localeCompare(b.name) : a.kind === 'folder' ? -1 : 1;

/** Turns flat file paths into a folder tree. */
export function buildFileTree(files: BuilderFile[]): TreeNode[] {
  const root: FolderNode = { kind: 'folder', name: '', path: '', children: [] };
  for (const file of files) {
    const parts = file.filePath.split('/').filter(Boolean);
    let folder = root;
    for (const part of parts.slice(0, -1)) {
      const path = folder.path ? `${folder.path}/${part}` : part;
      let next = folder.children.find((n): n is FolderNode => n.kind === 'folder' && n.name === part);
      if (!next) {
        next = { kind: 'folder', name: part, path, children: [] };
        folder.children.push(next);
      }
      folder = next;
    }
    folder.children.push({ kind: 'file', name: parts.at(-1) ?? file.filePath, file });
  }
  const sort = (nodes: TreeNode[]): TreeNode[] =>
    nodes.sort(byKindThenName).map((n) => (n.kind === 'folder' ? { ...n, children: sort(n.children) } : n));
  return sort(root.children);
}

/** Every folder holding the given file, so selecting it can open them. */
export const foldersOf = (filePath: string) => {
  const parts = filePath.split('/').filter(Boolean).slice(0, -1);
  return parts.map((_, i) => parts.slice(0, i + 1).join('/'));
};
