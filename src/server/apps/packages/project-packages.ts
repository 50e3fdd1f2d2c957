import type { BuildProblem } from '../../../shared/app-template';
import {
  type DependencyView,
  isCurated,
  packageLimits,
  packageNameSchema,
  packageOf,
  versionSpecSchema,
} from '../../../shared/packages';
import { productVersion } from './curated';
import { PackageError } from './package-error';
import type { PackageStore } from './package-store';

type Files = ReadonlyMap<string, string>;

export interface DeclaredDependency {
  name: string;
  requested: string;
}

type Declared = { ok: true; dependencies: DeclaredDependency[] } | { ok: false; problem: BuildProblem };

const problemAt = (files: Files, message: string, needle?: string): BuildProblem => {
  const lines = (files.get('package.json') ?? '').split('\n');
  const index = needle ? lines.findIndex((line) => line.includes(`"${needle}"`)) : -1;
  return { message, file: 'package.json', line: index >= 0 ? index + 1 : null, column: null };
};

/** The dependencies package.json names: the truth about what an app may import. */
export function declaredDependencies(files: Files): Declared {
  const source = files.get('package.json');
  if (source === undefined) return { ok: true, dependencies: [] };
  let manifest: { dependencies?: unknown };
  try {
    manifest = JSON.parse(source);
  } catch (error) {
    return { ok: false, problem: problemAt(files, `package.json is not valid JSON: ${(error as Error).message}`) };
  }
  const entries = Object.entries((manifest?.dependencies ?? {}) as Record<string, unknown>);
  const dependencies: DeclaredDependency[] = [];
  for (const [name, requested] of entries) {
    if (!packageNameSchema.safeParse(name).success) {
      return {
        ok: false,
        problem: problemAt(files, `"${name}" in package.json is not a valid npm package name.`, name),
      };
    }
    if (typeof requested !== 'string' || !versionSpecSchema.safeParse(requested).success) {
      return {
        ok: false,
        problem: problemAt(
          files,
          `"${name}" in package.json must name a version or range from the npm registry (like "^1.2.0"); links, files and git URLs are not supported.`,
          name,
        ),
      };
    }
    dependencies.push({ name, requested: requested.trim() });
  }
  return { ok: true, dependencies };
}

export type PreparedPackages =
  | { ok: true; roots: Map<string, string> }
  | { ok: false; problems: BuildProblem[]; retryable: boolean };

/**
 * Makes every package.json dependency outside the curated set ready to bundle (resolved to an
 * exact version and installed in the shared cache); answers where each one lives.
 */
export async function preparePackages(store: PackageStore, files: Files): Promise<PreparedPackages> {
  const declared = declaredDependencies(files);
  if (!declared.ok) return { ok: false, problems: [declared.problem], retryable: false };
  const extra = declared.dependencies.filter((d) => !isCurated(d.name));
  if (extra.length > packageLimits.maxPerProject) {
    const message = `package.json names ${extra.length} packages besides the ready-made ones; an app may add at most ${packageLimits.maxPerProject}.`;
    return { ok: false, problems: [problemAt(files, message)], retryable: false };
  }
  const settled = await Promise.allSettled(
    extra.map(async (d) => [d.name, await store.ensure(await store.resolve(d.name, d.requested))] as const),
  );
  const roots = new Map<string, string>();
  const problems: BuildProblem[] = [];
  let retryable = false;
  settled.forEach((result, i) => {
    if (result.status === 'fulfilled') roots.set(...result.value);
    else {
      const error = result.reason;
      if (!(error instanceof PackageError)) throw error;
      retryable ||= error.retryable;
      problems.push(problemAt(files, error.message, extra[i]?.name));
    }
  });
  return problems.length ? { ok: false, problems, retryable } : { ok: true, roots };
}

/** The builder's dependency list: package.json's entries with the versions the app is built with. */
export async function dependencyViews(store: PackageStore, files: Files): Promise<DependencyView[]> {
  const declared = declaredDependencies(files);
  if (!declared.ok) return [];
  return Promise.all(
    declared.dependencies.map(async ({ name, requested }): Promise<DependencyView> => {
      if (isCurated(name))
        return { name, requested, version: productVersion(name), source: 'curated', installed: true };
      const resolved = await store.resolve(name, requested).catch(() => null);
      return {
        name,
        requested,
        version: resolved?.version ?? null,
        source: 'npm',
        installed: resolved ? store.isInstalled(resolved) : false,
      };
    }),
  );
}

const importPattern = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"./][^'"]*)['"]/g;

/** The packages a project's source files import by name (not its own files, not the SDK). */
export function importedPackages(files: Files): Set<string> {
  const names = new Set<string>();
  for (const [file, source] of files) {
    if (!/\.(tsx?|jsx?)$/.test(file)) continue;
    for (const match of source.matchAll(importPattern)) {
      const specifier = match[1] ?? '';
      if (!specifier.startsWith('@/')) names.add(packageOf(specifier));
    }
  }
  return names;
}

/**
 * Exact versions for an exported project's package.json: every package it declares or imports
 * from the curated set at the product's own version, and every other declared package at the
 * version its builds use (kept as written when the registry cannot be asked).
 */
export async function pinnedDependencies(store: PackageStore, files: Files): Promise<Record<string, string>> {
  const declared = declaredDependencies(files);
  const pinned: Record<string, string> = {};
  for (const name of importedPackages(files)) if (isCurated(name)) pinned[name] = productVersion(name);
  for (const { name, requested } of declared.ok ? declared.dependencies : []) {
    pinned[name] = isCurated(name)
      ? productVersion(name)
      : ((await store.resolve(name, requested).catch(() => null))?.version ?? requested);
  }
  return Object.fromEntries(Object.entries(pinned).sort(([a], [b]) => a.localeCompare(b)));
}
