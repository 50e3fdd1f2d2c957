import { describe, expect, it } from 'vitest';
import type { BuilderFile } from '../session/builder-session';
import { freezeChanges, freezeDraftOf } from './freeze-changes';

const file = (id: string, isFrozen = false): BuilderFile => ({
  id,
  filePath: `src/${id}.tsx`,
  content: '',
  fileType: 'tsx',
  isFrozen,
});

describe('freezeChanges', () => {
  const files = [file('a'), file('b', true), file('c')];

  it('needs nothing when the draft matches', () => {
    expect(freezeChanges(files, freezeDraftOf(files))).toEqual([]);
  });

  it('saves each changed file on its own', () => {
    expect(freezeChanges(files, { a: true, b: false, c: false })).toEqual([
      { target: { fileId: 'a' }, isFrozen: true },
      { target: { fileId: 'b' }, isFrozen: false },
    ]);
  });

  it('uses one call when everything ends frozen or unfrozen', () => {
    expect(freezeChanges(files, { a: true, b: true, c: true })).toEqual([{ target: 'all', isFrozen: true }]);
    expect(freezeChanges(files, { a: false, b: false, c: false })).toEqual([
      { target: { fileId: 'b' }, isFrozen: false },
    ]);
  });
});
