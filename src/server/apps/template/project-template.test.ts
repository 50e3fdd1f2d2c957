import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isCurated, packageOf } from '../../../shared/packages';
import { loadTemplate } from './project-template';

const root = JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};
const template = loadTemplate();
const manifest = JSON.parse(template['package.json'] ?? '{}') as { dependencies?: Record<string, string> };
const dependencies = manifest.dependencies ?? {};

/** The packages the starter's own source files import by name. */
function imported(): Set<string> {
  const names = new Set<string>();
  for (const [path, source] of Object.entries(template)) {
    if (!/\.(tsx?|jsx?)$/.test(path)) continue;
    for (const m of source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g)) {
      const specifier = m[1] ?? '';
      if (!specifier.startsWith('.') && !specifier.startsWith('/')) names.add(packageOf(specifier));
    }
  }
  return names;
}

describe('the project starter', () => {
  it('pins every dependency to exactly the version the product bundles with', () => {
    expect(Object.keys(dependencies).length).toBeGreaterThan(0);
    for (const [name, version] of Object.entries(dependencies)) {
      expect({ name, version }).toEqual({ name, version: root.dependencies[name] });
    }
  });

  it('lists every package its files import, and only curated ones', () => {
    const names = [...imported()];
    expect(names).toEqual(expect.arrayContaining(['react', 'react-dom', 'radix-ui', 'clsx', 'tailwind-merge']));
    for (const name of names) {
      expect(isCurated(name), name).toBe(true);
      expect(Object.keys(dependencies), name).toContain(name);
    }
    // Nothing listed that no file uses.
    expect(Object.keys(dependencies).sort()).toEqual(names.sort());
  });

  it('defines the theme tokens its components use', () => {
    const css = template['src/index.css'] ?? '';
    expect(css).toContain('@import "tailwindcss";');
    const used = new Set<string>();
    for (const [path, source] of Object.entries(template)) {
      if (!path.startsWith('src/components/ui/')) continue;
      for (const m of source.matchAll(
        /\b(?:bg|text|border|ring|fill|outline)-(background|foreground|card|popover|primary|secondary|muted|accent|destructive|border|input|ring)(-foreground)?\b/g,
      ))
        used.add(`--color-${m[1]}${m[2] ?? ''}`);
    }
    expect(used.size).toBeGreaterThan(10);
    for (const token of used) expect(css, token).toContain(`${token}:`);
  });
});
