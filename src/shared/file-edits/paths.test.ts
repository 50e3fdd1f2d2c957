import { describe, expect, it } from 'vitest';
import { normalizeProjectPath } from './paths';

describe('normalizeProjectPath', () => {
  it.each([
    ['src/App.tsx', 'src/App.tsx'],
    ['./src/App.tsx', 'src/App.tsx'],
    ['index.html', 'index.html'],
    ['src/my file.tsx', 'src/my file.tsx'],
    ['.env', '.env'],
    ['a'.repeat(200), 'a'.repeat(200)],
  ])('accepts %j as %j', (path, expected) => {
    expect(normalizeProjectPath(path)).toBe(expected);
  });

  it.each([
    ['', 'empty'],
    ['./', 'empty after ./'],
    ['/etc/passwd', 'absolute'],
    ['../secret', 'parent'],
    ['src/../../x', 'parent in the middle'],
    ['src/..', 'parent at the end'],
    ['src\\App.tsx', 'backslash'],
    ['src//App.tsx', 'empty segment'],
    ['src/', 'trailing slash'],
    ['./.', 'dot segment'],
    ['src/./App.tsx', 'dot segment in the middle'],
    ['src/App\u0000.tsx', 'NUL'],
    ['src/App\n.tsx', 'newline'],
    ['src/\u007f', 'DEL'],
    ['a'.repeat(201), 'over 200 characters'],
  ])('rejects %j (%s)', (path) => {
    expect(normalizeProjectPath(path)).toBeNull();
  });
});
