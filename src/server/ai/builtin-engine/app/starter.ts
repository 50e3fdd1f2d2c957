import { posix } from 'node:path';

/**
 * The project every app starts from, handed to the engine by its callers (the server, the tests,
 * the benchmarks): the engine reads neither templates/react-app nor the product's package list
 * itself, so it stays a function of what it is given.
 */
export interface Starter {
  /** The starter's files by path; the engine copies them and never changes them. */
  files: Readonly<Record<string, string>>;
  /** The curated packages `files` import, each with the version the product builds it with. */
  curatedImports(files: Record<string, string>): Record<string, string>;
  /** `files` less the starter's library files still as shipped, which models are told of by name only. */
  worthReading(files: Record<string, string>): Record<string, string>;
}

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
export function withDependencies(
  manifest: string,
  files: Record<string, string>,
  starter: Pick<Starter, 'curatedImports'>,
): string {
  let parsed: { dependencies?: Record<string, string> };
  try {
    parsed = JSON.parse(manifest);
  } catch {
    return manifest;
  }
  if (!parsed || typeof parsed !== 'object') return manifest;
  const dependencies = { ...(parsed.dependencies ?? {}) };
  let added = false;
  for (const [name, version] of Object.entries(starter.curatedImports(files))) {
    if (name in dependencies) continue;
    dependencies[name] = version;
    added = true;
  }
  if (!added) return manifest;
  const sorted = Object.fromEntries(Object.entries(dependencies).sort(([a], [b]) => a.localeCompare(b)));
  return `${JSON.stringify({ ...parsed, dependencies: sorted }, null, 2)}\n`;
}
