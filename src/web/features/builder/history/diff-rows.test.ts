import { describe, expect, it } from 'vitest';
import { diffLineList, splitRows, withContext } from './diff-rows';

const before = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'].join('\n');
const after = ['a', 'b', 'c', 'd', 'e', 'f', 'G', 'h', 'i', 'j', 'k'].join('\n');

describe('diff rows', () => {
  it('numbers each line on its own side', () => {
    const lines = diffLineList('x\ny\n', 'x\nz\ny\n');
    expect(lines).toEqual([
      { kind: 'same', oldNo: 1, newNo: 1 },
      { kind: 'add', oldNo: null, newNo: 2 },
      { kind: 'same', oldNo: 2, newNo: 3 },
    ]);
  });

  it('folds unchanged lines far from any change', () => {
    const items = withContext(diffLineList(before, after), 2);
    expect(items[0]).toEqual({ kind: 'gap', count: 4 });
    expect(items.filter((i) => i.kind === 'del').map((i) => ('oldNo' in i ? i.oldNo : 0))).toEqual([7, 10]);
    expect(items.filter((i) => i.kind === 'add').map((i) => ('newNo' in i ? i.newNo : 0))).toEqual([7, 10, 11]);
  });

  it('puts removed lines beside the lines that replaced them', () => {
    const rows = splitRows(withContext(diffLineList('a\nb\nc\n', 'a\nB\nB2\nc\n')));
    expect(rows.map((r) => (r.kind === 'pair' ? [r.left?.oldNo ?? null, r.right?.newNo ?? null] : r.count))).toEqual([
      [1, 1],
      [2, 2],
      [null, 3],
      [3, 4],
    ]);
  });
});
