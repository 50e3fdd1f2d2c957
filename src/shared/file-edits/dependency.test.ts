import { describe, expect, it } from 'vitest';
import { packageLimits } from '../packages';
import { applyFileEdit } from './apply';
import { changeDependency } from './dependency';

const manifest = `{
    "name": "my-app",
    "private": true,
    "dependencies": {
        "react": "19.3.1",
        "zod": "4.0.0"
    },
    "scripts": { "dev": "vite" }
}
`;

const parse = (content: string) => JSON.parse(content);

describe('changeDependency', () => {
  it('adds a package in name order, keeping the other fields, their order and the indentation', () => {
    const result = changeDependency(manifest, 'recharts', '^3.1.0');
    if (!result.ok) throw new Error(result.reason);
    expect(result.changed).toBe(true);
    expect(Object.keys(parse(result.content))).toEqual(['name', 'private', 'dependencies', 'scripts']);
    expect(parse(result.content).dependencies).toEqual({ react: '19.3.1', recharts: '^3.1.0', zod: '4.0.0' });
    expect(Object.keys(parse(result.content).dependencies)).toEqual(['react', 'recharts', 'zod']);
    expect(result.content).toContain('\n    "name": "my-app"');
    expect(result.content.endsWith('}\n')).toBe(true);
  });

  it('changes a version, removes a package, and leaves an unchanged version alone', () => {
    const changed = changeDependency(manifest, 'zod', '^4.1.0');
    expect(changed.ok && parse(changed.content).dependencies.zod).toBe('^4.1.0');
    const removed = changeDependency(manifest, 'zod', null);
    expect(removed.ok && parse(removed.content).dependencies).toEqual({ react: '19.3.1' });
    expect(changeDependency(manifest, 'zod', '4.0.0')).toEqual({
      ok: true,
      content: manifest,
      changed: false,
      previous: '4.0.0',
    });
    expect(changeDependency(manifest, 'recharts', '1.0.0')).toMatchObject({ previous: null });
  });

  it('creates the dependencies object, or package.json itself, when missing', () => {
    const noDeps = changeDependency('{ "name": "a" }', 'left-pad', 'latest');
    expect(noDeps.ok && parse(noDeps.content)).toEqual({ name: 'a', dependencies: { 'left-pad': 'latest' } });
    const noFile = changeDependency(undefined, 'left-pad', '1.3.0');
    expect(noFile.ok && parse(noFile.content)).toEqual({ dependencies: { 'left-pad': '1.3.0' } });
  });

  it('refuses what it cannot do, saying why', () => {
    expect(changeDependency('{ nope', 'a', '1')).toMatchObject({ ok: false, code: 'invalid_manifest' });
    expect(changeDependency('[]', 'a', '1')).toMatchObject({ ok: false, code: 'invalid_manifest' });
    expect(changeDependency('{"dependencies": []}', 'a', '1')).toMatchObject({
      ok: false,
      reason: '"dependencies" in package.json is not an object',
    });
    expect(changeDependency(manifest, 'left-pad', null)).toEqual({
      ok: false,
      code: 'not_listed',
      reason: 'cannot remove left-pad: package.json does not list it',
    });
  });

  it('refuses a new package past the limit, but not a ready-made one or a change to a listed one', () => {
    const full = Object.fromEntries(
      Array.from({ length: packageLimits.maxPerProject }, (_, i) => [`pkg-${i}`, '1.0.0']),
    );
    const source = JSON.stringify({ dependencies: full });
    expect(changeDependency(source, 'one-more', '1.0.0')).toMatchObject({ ok: false, code: 'too_many' });
    expect(changeDependency(source, 'date-fns', '4.1.0')).toMatchObject({ ok: true, changed: true });
    expect(changeDependency(source, 'pkg-0', '2.0.0')).toMatchObject({ ok: true, changed: true });
    expect(changeDependency(source, 'pkg-0', null)).toMatchObject({ ok: true, changed: true });
  });
});

describe('applyFileEdit with a dependency', () => {
  const files = new Map([
    ['package.json', manifest],
    ['src/App.tsx', 'x'],
  ]);

  it('changes package.json and says so', () => {
    const result = applyFileEdit(files, { kind: 'dependency', name: 'recharts', version: '^3.1.0' });
    if (!result.ok) throw new Error(result.reason);
    expect(result.changed).toEqual(['package.json']);
    expect(parse(result.files.get('package.json') ?? '').dependencies.recharts).toBe('^3.1.0');
    expect(result.files.get('src/App.tsx')).toBe('x');
    expect(files.get('package.json')).toBe(manifest);
  });

  it('reports nothing changed for the same version, and a reason for a failure', () => {
    expect(applyFileEdit(files, { kind: 'dependency', name: 'zod', version: '4.0.0' })).toMatchObject({ changed: [] });
    expect(applyFileEdit(files, { kind: 'dependency', name: 'left-pad', version: null })).toEqual({
      ok: false,
      reason: 'cannot remove left-pad: package.json does not list it',
    });
  });
});
