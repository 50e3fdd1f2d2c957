import { describe, expect, it } from 'vitest';
import type { BuilderFile } from '../session/builder-session';
import { buildFileTree, foldersOf } from './file-tree';

const file = (filePath: string): BuilderFile => ({
  id: filePath,
  filePath,
  content: '',
  fileType: 'x',
  isFrozen: false,
});

describe('buildFileTree', () => {
  it('nests files in folders, folders before files, by name', () => {
    const tree = buildFileTree([
      file('src/components/Header.tsx'),
      file('package.json'),
      file('src/App.tsx'),
      file('index.html'),
    ]);
    expect(tree.map((n) => n.name)).toEqual(['src', 'index.html', 'package.json']);
    const src = tree[0];
    if (src?.kind !== 'folder') throw new Error('src should be a folder');
    expect(src.path).toBe('src');
    expect(src.children.map((n) => n.name)).toEqual(['components', 'App.tsx']);
    const components = src.children[0];
    expect(components?.kind === 'folder' && components.path).toBe('src/components');
  });

  it('lists the folders above a file', () => {
    expect(foldersOf('src/components/Header.tsx')).toEqual(['src', 'src/components']);
    expect(foldersOf('index.html')).toEqual([]);
  });
});
