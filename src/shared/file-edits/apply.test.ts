import { describe, expect, it } from 'vitest';
import { applyFileEdit } from './apply';
import type { FileEdit } from './types';

const project = (): ReadonlyMap<string, string> =>
  new Map([
    ['src/App.tsx', "import { Header } from './Header';\n\nexport function App() {\n  return <Header />;  \n}\n"],
    ['src/a.ts', 'x = 1;\nx = 1;\n'],
    ['README.md', '# Hi\n'],
  ]);

const edit = (path: string, ...pairs: Array<[string, string]>): FileEdit => ({
  kind: 'edit',
  path,
  replacements: pairs.map(([search, replace]) => ({ search, replace })),
});

describe('applyFileEdit succeeds', () => {
  it.each<[string, FileEdit, Record<string, string | undefined>, string[]]>([
    [
      'write creates a file',
      { kind: 'write', path: 'src/new.ts', content: 'new' },
      { 'src/new.ts': 'new' },
      ['src/new.ts'],
    ],
    [
      'write replaces a file',
      { kind: 'write', path: 'README.md', content: '# Bye' },
      { 'README.md': '# Bye' },
      ['README.md'],
    ],
    ['write of the same content changes nothing', { kind: 'write', path: 'README.md', content: '# Hi\n' }, {}, []],
    [
      'edit with an exact match',
      edit('src/App.tsx', ['  return <Header />;', '  return <Header dark />;']),
      {
        'src/App.tsx':
          "import { Header } from './Header';\n\nexport function App() {\n  return <Header dark />;  \n}\n",
      },
      ['src/App.tsx'],
    ],
    [
      'edit pairs apply in order, each to the result of the one before',
      edit('README.md', ['# Hi', '# Hello'], ['Hello', 'Hello there']),
      { 'README.md': '# Hello there\n' },
      ['README.md'],
    ],
    [
      'edit ignoring trailing whitespace per line',
      edit('src/App.tsx', [
        'export function App() {   \n  return <Header />;\n}',
        'export const App = () => <Header />;',
      ]),
      { 'src/App.tsx': "import { Header } from './Header';\n\nexport const App = () => <Header />;\n" },
      ['src/App.tsx'],
    ],
    [
      'edit of CRLF search text against an LF file',
      edit('README.md', ['# Hi\r\n', '# Ho\n']),
      { 'README.md': '# Ho\n' },
      ['README.md'],
    ],
    [
      'rename',
      { kind: 'rename', from: 'README.md', to: 'docs/README.md' },
      { 'README.md': undefined, 'docs/README.md': '# Hi\n' },
      ['README.md', 'docs/README.md'],
    ],
    ['delete', { kind: 'delete', path: './README.md' }, { 'README.md': undefined }, ['README.md']],
  ])('%s', (_, fileEdit, expected, changed) => {
    const before = project();
    const result = applyFileEdit(before, fileEdit);
    if (!result.ok) throw new Error(result.reason);
    const want = new Map(before);
    for (const [path, content] of Object.entries(expected)) {
      if (content === undefined) want.delete(path);
      else want.set(path, content);
    }
    expect(result.files).toEqual(want);
    expect(result.changed).toEqual(changed);
    expect(before).toEqual(project());
  });
});

describe('applyFileEdit fails with a reason and leaves the files alone', () => {
  it.each<[string, FileEdit, string]>([
    ['search not found', edit('README.md', ['# Nope', 'x']), 'SEARCH was not found in README.md'],
    [
      'search found twice',
      edit('src/a.ts', ['x = 1;', 'x = 2;']),
      'SEARCH matches 2 places in src/a.ts; it must match exactly one',
    ],
    [
      'a later pair fails, so the earlier one is not kept either',
      edit('README.md', ['# Hi', '# Ho'], ['# Hi', '# Hu']),
      'SEARCH 2 of 2 was not found in README.md',
    ],
    ['an empty search', edit('README.md', ['  ', 'x']), 'SEARCH is empty in README.md'],
    ['edit of a missing file', edit('src/nope.ts', ['a', 'b']), 'cannot edit src/nope.ts: the file does not exist'],
    [
      'rename onto an existing file',
      { kind: 'rename', from: 'README.md', to: 'src/a.ts' },
      'cannot rename README.md to src/a.ts: src/a.ts already exists',
    ],
    [
      'rename of a missing file',
      { kind: 'rename', from: 'nope.md', to: 'x.md' },
      'cannot rename nope.md: the file does not exist',
    ],
    ['delete of a missing file', { kind: 'delete', path: 'nope.md' }, 'cannot delete nope.md: the file does not exist'],
    ['a bad path', { kind: 'write', path: '../x', content: '' }, 'invalid path "../x"'],
  ])('%s', (_, fileEdit, reason) => {
    const before = project();
    expect(applyFileEdit(before, fileEdit)).toEqual({ ok: false, reason });
    expect(before).toEqual(project());
  });
});
