import { describe, expect, it } from 'vitest';
import { readLimits, runTool, searchLimits, type Workspace } from './workspace-tools';

const workspace = (files: Record<string, string>, frozen: string[] = []): Workspace => ({
  files: new Map(Object.entries(files)),
  frozen: new Set(frozen),
  changed: [],
});

const app = () =>
  workspace(
    {
      'package.json': '{\n  "dependencies": {\n    "react": "^19.0.0"\n  }\n}\n',
      'src/App.tsx': 'export default function App() {\n  return <h1>Hello</h1>;\n}\n',
      'src/main.tsx': "import App from './App';\n",
      'index.html': '<div id="root"></div>\n',
    },
    ['index.html'],
  );

describe('workspace tools', () => {
  it('lists the tree with sizes, whole or under a folder, marking frozen files', () => {
    const ws = app();
    expect(runTool(ws, 'list_files', {})).toEqual({
      ok: true,
      result: {
        files: [
          { path: 'index.html', bytes: 22, frozen: true },
          { path: 'package.json', bytes: 51 },
          { path: 'src/App.tsx', bytes: 59 },
          { path: 'src/main.tsx', bytes: 25 },
        ],
      },
    });
    expect(runTool(ws, 'list_files', { under: 'src/' })).toMatchObject({
      result: { files: [{ path: 'src/App.tsx' }, { path: 'src/main.tsx' }] },
    });
  });

  it('reads files with their line counts, says which do not exist, and bounds what one call answers', () => {
    const ws = app();
    expect(runTool(ws, 'read_files', { paths: ['src/App.tsx', 'src/Nope.tsx'] })).toEqual({
      ok: true,
      result: {
        files: [
          { path: 'src/App.tsx', lines: 4, content: ws.files.get('src/App.tsx') },
          { path: 'src/Nope.tsx', error: 'no such file' },
        ],
      },
    });
    ws.files.set('src/big.ts', 'x'.repeat(readLimits.charsPerFile + 10));
    const [big] = (runTool(ws, 'read_files', { paths: ['src/big.ts'] }) as { result: { files: object[] } }).result
      .files as Array<{ content: string; truncated: string }>;
    expect(big?.content).toHaveLength(readLimits.charsPerFile);
    expect(big?.truncated).toBe(`first ${readLimits.charsPerFile} of ${readLimits.charsPerFile + 10} characters`);
  });

  it('finds text case-insensitively with path and line, and stops at the match limit', () => {
    const ws = app();
    expect(runTool(ws, 'search_files', { text: 'HELLO' })).toEqual({
      ok: true,
      result: { matches: [{ path: 'src/App.tsx', line: 2, text: 'return <h1>Hello</h1>;' }] },
    });
    ws.files.set('src/many.ts', Array.from({ length: searchLimits.matches + 5 }, () => 'hello').join('\n'));
    const many = runTool(ws, 'search_files', { text: 'hello', under: 'src' }) as {
      result: { matches: unknown[]; more?: string };
    };
    expect(many.result.matches).toHaveLength(searchLimits.matches);
    expect(many.result.more).toBe(`only the first ${searchLimits.matches}`);
  });

  it('finds by a regular expression, and answers an invalid one with why', () => {
    const ws = app();
    expect(runTool(ws, 'search_files', { text: '<h\\d>hel+o', regex: true })).toEqual({
      ok: true,
      result: { matches: [{ path: 'src/App.tsx', line: 2, text: 'return <h1>Hello</h1>;' }] },
    });
    expect(runTool(ws, 'search_files', { text: '(unclosed', regex: true })).toEqual({
      ok: false,
      error: expect.stringMatching(/^invalid regular expression: .*Unterminated group/),
    });
  });

  it('stops a regular expression that would backtrack for ever, and the process goes on', () => {
    const ws = app();
    ws.files.set('src/long.ts', `${'a'.repeat(5_000)}!`);
    const started = Date.now();
    expect(runTool(ws, 'search_files', { text: '^(a+)+$', regex: true })).toEqual({
      ok: false,
      error: expect.stringContaining('took longer than'),
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('writes, edits, renames and deletes on the working copy, remembering each changed path once', () => {
    const ws = app();
    expect(runTool(ws, 'write_file', { path: 'src/Nav.tsx', content: 'export const Nav = () => null;\n' })).toEqual({
      ok: true,
      result: { changed: ['src/Nav.tsx'] },
    });
    expect(
      runTool(ws, 'edit_file', { path: 'src/App.tsx', replacements: [{ search: 'Hello', replace: 'Hi' }] }),
    ).toMatchObject({ ok: true });
    expect(ws.files.get('src/App.tsx')).toContain('<h1>Hi</h1>');
    expect(runTool(ws, 'rename_file', { from: 'src/Nav.tsx', to: 'src/components/Nav.tsx' })).toMatchObject({
      ok: true,
    });
    expect(runTool(ws, 'delete_file', { path: 'src/components/Nav.tsx' })).toMatchObject({ ok: true });
    expect(runTool(ws, 'set_dependency', { name: 'date-fns', version: '^4.1.0' })).toMatchObject({ ok: true });
    expect(JSON.parse(ws.files.get('package.json') ?? '').dependencies['date-fns']).toBe('^4.1.0');
    expect(ws.changed).toEqual(['src/Nav.tsx', 'src/App.tsx', 'src/components/Nav.tsx', 'package.json']);
  });

  it('answers an edit that cannot apply with what to fix, and changes nothing', () => {
    const ws = app();
    const before = new Map(ws.files);
    expect(
      runTool(ws, 'edit_file', { path: 'src/App.tsx', replacements: [{ search: 'Goodbye', replace: 'x' }] }),
    ).toEqual({ ok: false, error: 'SEARCH was not found in src/App.tsx' });
    expect(runTool(ws, 'delete_file', { path: 'src/Gone.tsx' })).toEqual({
      ok: false,
      error: 'cannot delete src/Gone.tsx: the file does not exist',
    });
    expect(ws.files).toEqual(before);
    expect(ws.changed).toEqual([]);
  });
});

// The model's input is an attacker's: a prompt can steer it to anything these tools accept.
describe('workspace tools, as an attacker would call them', () => {
  it('refuses frozen files, whichever way they are reached', () => {
    const ws = app();
    const frozen = { ok: false, error: 'index.html is frozen by the owner and cannot be changed' };
    expect(runTool(ws, 'write_file', { path: 'index.html', content: '<script>x</script>' })).toEqual(frozen);
    expect(runTool(ws, 'write_file', { path: './index.html', content: 'x' })).toEqual(frozen);
    expect(runTool(ws, 'delete_file', { path: 'index.html' })).toEqual(frozen);
    expect(runTool(ws, 'rename_file', { from: 'index.html', to: 'old.html' })).toEqual(frozen);
    expect(runTool(ws, 'rename_file', { from: 'src/main.tsx', to: 'index.html' })).toEqual(frozen);
    expect(ws.files.get('index.html')).toBe('<div id="root"></div>\n');
  });

  it('keeps every path inside the project', () => {
    const ws = app();
    for (const path of ['../server.ts', '/etc/passwd', 'src/../../x', 'src\\x.ts', 'a//b.ts', 'src/\u0000.ts']) {
      expect(runTool(ws, 'write_file', { path, content: 'x' }), path).toEqual({
        ok: false,
        error: `invalid path "${path}"`,
      });
      expect(runTool(ws, 'read_files', { paths: [path] }), path).toEqual({
        ok: true,
        result: { files: [{ path, error: 'no such file' }] },
      });
    }
    expect(runTool(ws, 'list_files', { under: '../' })).toEqual({ ok: false, error: 'invalid folder "../"' });
    expect(runTool(ws, 'search_files', { text: 'root', under: '/etc' })).toEqual({
      ok: false,
      error: 'invalid folder "/etc"',
    });
    expect([...ws.files.keys()].sort()).toEqual(['index.html', 'package.json', 'src/App.tsx', 'src/main.tsx']);
  });

  it('answers unknown tools and invalid input with what was wrong, never a throw', () => {
    const ws = app();
    expect(runTool(ws, 'run_shell', { command: 'cat /etc/passwd' })).toEqual({
      ok: false,
      error:
        'there is no tool "run_shell"; the tools are list_files, read_files, search_files, write_file, edit_file, rename_file, delete_file, set_dependency',
    });
    expect(runTool(ws, 'toString', {})).toMatchObject({ ok: false });
    expect(runTool(ws, 'write_file', { path: 'a.ts' })).toEqual({
      ok: false,
      error: 'invalid input for write_file: content: Invalid input: expected string, received undefined',
    });
    expect(runTool(ws, 'write_file', null)).toMatchObject({ ok: false });
    expect(runTool(ws, 'read_files', { paths: [] })).toMatchObject({ ok: false });
    expect(runTool(ws, 'read_files', { paths: Array.from({ length: 50 }, (_, i) => `f${i}`) })).toMatchObject({
      ok: false,
    });
    // Extra keys are refused rather than passed along to the edit.
    expect(runTool(ws, 'delete_file', { path: 'src/App.tsx', kind: 'write' })).toMatchObject({ ok: false });
    expect(ws.files.has('src/App.tsx')).toBe(true);
  });

  it('refuses package names and versions npm would not take, and packages past the limit', () => {
    const ws = app();
    expect(runTool(ws, 'set_dependency', { name: '../../etc', version: '1.0.0' })).toMatchObject({ ok: false });
    expect(runTool(ws, 'set_dependency', { name: 'left-pad', version: 'file:../../secrets' })).toMatchObject({
      ok: false,
    });
    expect(runTool(ws, 'set_dependency', { name: 'left-pad', version: 'git+ssh://x' })).toMatchObject({ ok: false });
    const added = Array.from({ length: 30 }, (_, i) =>
      runTool(ws, 'set_dependency', { name: `pkg-${i}`, version: '1' }),
    );
    expect(added.at(-1)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^cannot add pkg-29: an app may add at most/),
    });
  });
});
