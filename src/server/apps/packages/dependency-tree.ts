import semver from 'semver';
import { PackageError } from './package-error';
import type { Registry, ResolvedPackage } from './registry';

/**
 * A package's whole dependency tree, worked out from the registry's metadata before anything is
 * fetched, and laid out the way npm does: each package as high in node_modules as it can go
 * without hiding another version a package above it needs. A dependency that is not a version
 * range of a registry package (a URL, a git remote, a file or link, an alias) refuses the
 * install: npm would fetch it from wherever it says (ADR 0018).
 */

export interface Placement extends ResolvedPackage {
  /** Its folder inside the install, like "node_modules/a/node_modules/b". */
  folder: string;
}

// Names as the registry has held them over the years (older ones have capitals), never a path.
const dependencyName = /^(@[a-zA-Z0-9~-][a-zA-Z0-9._~-]*\/)?[a-zA-Z0-9~-][a-zA-Z0-9._~-]*$/;
const distTag = /^[a-zA-Z][a-zA-Z0-9._-]*$/;

/** Why a dependency entry is refused, or null for a registry package's version, range or tag. */
export function refusedDependency(name: string, spec: unknown, parent: string): string | null {
  if (!dependencyName.test(name) || name.length > 214)
    return `"${parent}" depends on "${name}", which is not a valid package name.`;
  const text = typeof spec === 'string' ? spec.trim() : null;
  const registryRange =
    text !== null && !/[:/\\]/.test(text) && (semver.validRange(text, { loose: true }) !== null || distTag.test(text));
  if (registryRange) return null;
  return `"${parent}" depends on "${name}": "${String(spec).slice(0, 120)}", which is not a version from the npm registry (URLs, git, files, links and aliases are not installed).`;
}

/** Registry look-ups in flight at once for one package's dependencies. */
const lookupsAtOnce = 16;

const tooMany = (name: string, max: number) =>
  new PackageError(
    `"${name}" needs more than ${max} packages with its dependencies; that is more than an app may add.`,
    'too_large',
  );

export interface TreeLimits {
  maxPackages: number;
}

/** Every node_modules folder a package at `folder` would look in for `name`, nearest first. */
function lookups(folder: string, name: string) {
  const folders: string[] = [];
  let at = folder;
  for (;;) {
    folders.push(`${at}/node_modules/${name}`);
    const parent = at.lastIndexOf('/node_modules/');
    if (parent < 0) break;
    at = at.slice(0, parent);
  }
  // The top: node_modules/<name> beside the package installed.
  folders.push(`node_modules/${name}`);
  return folders;
}

export async function dependencyTree(
  registry: Registry,
  top: ResolvedPackage,
  limits: TreeLimits,
): Promise<Placement[]> {
  const placed = new Map<string, Placement>();
  const root: Placement = { ...top, folder: `node_modules/${top.name}` };
  placed.set(root.folder, root);
  const queue = [root];
  for (let pkg = queue.shift(); pkg; pkg = queue.shift()) {
    const entries = Object.entries(pkg.dependencies);
    for (const [name, spec] of entries) {
      const refused = refusedDependency(name, spec, pkg.name);
      if (refused) throw new PackageError(refused, 'refused');
    }
    const parent = pkg;
    // Counted before anything is asked: a package naming thousands would otherwise be looked up whole.
    if (placed.size + entries.length > limits.maxPackages) throw tooMany(top.name, limits.maxPackages);
    const resolved: ResolvedPackage[] = [];
    for (let at = 0; at < entries.length; at += lookupsAtOnce) {
      const batch = entries.slice(at, at + lookupsAtOnce);
      resolved.push(...(await Promise.all(batch.map(([name, spec]) => registry.resolve(name, String(spec).trim())))));
    }
    for (const dependency of resolved) {
      const candidates = lookups(parent.folder, dependency.name);
      const nearest = candidates.find((folder) => placed.has(folder));
      if (nearest && placed.get(nearest)?.version === dependency.version) continue;
      const folder = nearest ? (candidates[0] ?? '') : (candidates[candidates.length - 1] ?? '');
      const placement = { ...dependency, folder };
      placed.set(folder, placement);
      queue.push(placement);
      if (placed.size > limits.maxPackages) throw tooMany(top.name, limits.maxPackages);
    }
  }
  return [...placed.values()];
}
