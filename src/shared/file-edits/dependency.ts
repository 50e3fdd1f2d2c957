import { isCurated, packageLimits } from '../packages';

/** The file whose `dependencies` say which npm packages an app may import. */
export const manifestPath = 'package.json';

export type DependencyChange =
  // `previous` is what package.json asked for before (null when the package was not listed).
  | { ok: true; content: string; changed: boolean; previous: string | null }
  | { ok: false; code: 'invalid_manifest' | 'not_listed' | 'too_many'; reason: string };

type Manifest = Record<string, unknown>;

const isObject = (value: unknown): value is Manifest =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseManifest(source: string): { ok: true; manifest: Manifest } | { ok: false; reason: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(source);
  } catch (error) {
    return { ok: false, reason: `${manifestPath} is not valid JSON (${(error as Error).message})` };
  }
  return isObject(parsed)
    ? { ok: true, manifest: parsed }
    : { ok: false, reason: `${manifestPath} is not a JSON object` };
}

/**
 * package.json with one dependency set to `version` (or removed when null). Its other fields, their
 * order and its indentation stay; dependencies are kept sorted by name, as npm writes them. A new
 * package beyond the per-project limit is refused (changing or removing one never is).
 */
export function changeDependency(source: string | undefined, name: string, version: string | null): DependencyChange {
  const parsed = source === undefined ? { ok: true as const, manifest: {} } : parseManifest(source);
  if (!parsed.ok) return { ok: false, code: 'invalid_manifest', reason: parsed.reason };
  const { manifest } = parsed;
  const dependencies = manifest.dependencies ?? {};
  if (!isObject(dependencies)) {
    return { ok: false, code: 'invalid_manifest', reason: `"dependencies" in ${manifestPath} is not an object` };
  }
  const listed = Object.hasOwn(dependencies, name);
  const previous = listed ? String(dependencies[name]) : null;
  if (version === null && !listed) {
    return { ok: false, code: 'not_listed', reason: `cannot remove ${name}: ${manifestPath} does not list it` };
  }
  if (version !== null && previous === version) return { ok: true, content: source ?? '', changed: false, previous };
  const next = { ...dependencies };
  if (version === null) delete next[name];
  else next[name] = version;
  const extra = Object.keys(next).filter((n) => !isCurated(n)).length;
  if (!listed && !isCurated(name) && extra > packageLimits.maxPerProject) {
    return {
      ok: false,
      code: 'too_many',
      reason: `cannot add ${name}: an app may add at most ${packageLimits.maxPerProject} packages besides the ready-made ones`,
    };
  }
  manifest.dependencies = Object.fromEntries(Object.entries(next).sort(([a], [b]) => a.localeCompare(b)));
  const indent = /^([ \t]+)"/m.exec(source ?? '')?.[1] ?? '  ';
  return { ok: true, content: `${JSON.stringify(manifest, null, indent)}\n`, changed: true, previous };
}
