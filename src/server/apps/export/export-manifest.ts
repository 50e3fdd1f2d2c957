import { productVersion } from '../packages/curated';

/** The tools the exported project builds and checks itself with, at the product's own versions. */
const devTools = [
  'vite',
  '@vitejs/plugin-react',
  'tailwindcss',
  '@tailwindcss/vite',
  'typescript',
  '@types/react',
  '@types/react-dom',
] as const;

/** Ours: what the exported vite.config.ts and tsconfig.json are run by. */
const scripts = {
  dev: 'vite',
  build: 'vite build',
  preview: 'vite preview',
  typecheck: 'tsc --noEmit',
};

type Manifest = Record<string, unknown> & {
  version?: unknown;
  scripts?: Record<string, string>;
  devDependencies?: Record<string, string>;
};

const sorted = (entries: Record<string, string>) =>
  Object.fromEntries(Object.entries(entries).sort(([a], [b]) => a.localeCompare(b)));

/** The product's version of a package, or null when the product does not have it. */
function productVersionOrNull(name: string) {
  try {
    return productVersion(name);
  } catch {
    return null;
  }
}

/** The project's own package.json as an object; null when it has none or it is not a JSON object. */
function ownManifest(source: string | undefined): Manifest | null {
  if (source === undefined) return null;
  try {
    const parsed: unknown = JSON.parse(source);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Manifest) : null;
  } catch {
    return null;
  }
}

export interface ManifestInput {
  /** The npm name: the project's slug. */
  name: string;
  /** The project's own package.json, if it has one. */
  source: string | undefined;
  /** Every dependency at an exact version (`pinnedDependencies`), local packages (the SDK) included. */
  dependencies: Record<string, string>;
}

/**
 * The exported package.json. The project's own file is merged, not replaced: its other fields,
 * scripts and devDependencies stay; `name`, `private`, `type`, the four scripts the exported
 * config needs and the build tools are ours, and dependencies are exactly the pinned ones (the
 * project's own ranges resolved to the versions its builds use). A package.json that is not
 * valid JSON cannot be merged, so the export gets a fresh one.
 */
export function exportManifest({ name, source, dependencies }: ManifestInput): string {
  const own = ownManifest(source) ?? {};
  const { name: _name, private: _private, version, type: _type, scripts: ownScripts, ...rest } = own;
  const { dependencies: _dependencies, devDependencies: ownDevDependencies, ...fields } = rest;
  // Every export builds with React, whether or not the project's own files name it.
  const all = { react: productVersion('react'), 'react-dom': productVersion('react-dom'), ...dependencies };
  const tools: Record<string, string> = {};
  for (const tool of devTools) tools[tool] = productVersion(tool);
  // Packages the product types with a separate @types package (canvas-confetti) need it to typecheck.
  for (const dependency of Object.keys(all)) {
    const types = `@types/${dependency.replace(/^@([^/]+)\//, '$1__')}`;
    const typesVersion = productVersionOrNull(types);
    if (typesVersion) tools[types] = typesVersion;
  }
  const manifest = {
    name,
    private: true,
    version: typeof version === 'string' ? version : '0.1.0',
    type: 'module',
    ...fields,
    // Vite 8's own requirement.
    engines: { node: '^20.19.0 || >=22.12.0', ...(fields.engines as object | undefined) },
    scripts: { ...(typeof ownScripts === 'object' ? ownScripts : {}), ...scripts },
    dependencies: sorted(all),
    devDependencies: sorted({ ...(typeof ownDevDependencies === 'object' ? ownDevDependencies : {}), ...tools }),
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
