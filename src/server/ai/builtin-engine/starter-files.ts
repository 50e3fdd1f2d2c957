import { posix } from 'node:path';
import { isCurated } from '../../../shared/packages';
import { productVersion } from '../../apps/packages/curated';
import { importedPackages } from '../../apps/packages/project-packages';

// Generated pages import the starter's components (src/components/ui/dialog…) and curated
// packages (recharts, date-fns…). A project made before the starter had them, or one whose owner
// deleted them, gets them back with the app; package.json names every package the app imports.

const importPattern = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;
const isSource = (path: string) => /\.(tsx?|jsx?)$/.test(path);
const extensions = ['', '.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts'];

function specifiers(source: string): string[] {
  return [...source.matchAll(importPattern)].map((m) => m[1] ?? '');
}

/** `files` plus the project files (from `project`) they import, directly or through each other. */
export function withImportedFiles(files: Record<string, string>, project: Record<string, string>) {
  const out = { ...files };
  const queue = Object.keys(out);
  for (let path = queue.pop(); path !== undefined; path = queue.pop()) {
    if (!isSource(path)) continue;
    for (const specifier of specifiers(out[path] ?? '')) {
      if (!specifier.startsWith('.')) continue;
      const base = posix.join(posix.dirname(path), specifier);
      const found = extensions.map((e) => base + e).find((p) => p in out || p in project);
      if (found && !(found in out) && project[found] !== undefined) {
        out[found] = project[found];
        queue.push(found);
      }
    }
  }
  return out;
}

/**
 * `manifest` (package.json) with every curated package `files` import added at the product's
 * version; unchanged when nothing is missing or it is not valid JSON.
 */
export function withDependencies(manifest: string, files: Record<string, string>): string {
  let parsed: { dependencies?: Record<string, string> };
  try {
    parsed = JSON.parse(manifest);
  } catch {
    return manifest;
  }
  if (!parsed || typeof parsed !== 'object') return manifest;
  const dependencies = { ...(parsed.dependencies ?? {}) };
  let added = false;
  for (const name of importedPackages(new Map(Object.entries(files)))) {
    if (!isCurated(name) || name in dependencies) continue;
    dependencies[name] = productVersion(name);
    added = true;
  }
  if (!added) return manifest;
  const sorted = Object.fromEntries(Object.entries(dependencies).sort(([a], [b]) => a.localeCompare(b)));
  return `${JSON.stringify({ ...parsed, dependencies: sorted }, null, 2)}\n`;
}
