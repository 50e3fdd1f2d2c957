import type { OnResolveArgs, PluginBuild } from 'esbuild';
import { LruMap } from '../../core/lru-map';
import { productRoot } from '../packages/curated';
import { escapedImport, isInside } from './resolution-jail';

/** Marks a resolve the bundler's plugin asked esbuild for, so the plugin lets esbuild answer it. */
export const passThrough = Symbol('pass-through');

/**
 * Where a curated package's import leads (kind and specifier → file): the product's packages do
 * not change while it runs, and asking esbuild costs a round trip per import on every build,
 * about 60 for an app, which queue behind the build itself (a third of a rebuild's time).
 */
const curatedResolutions = new LruMap<string, { path: string; sideEffects: boolean | undefined }>(2_000);

/** A bare import resolved from `resolveDir`, kept only when it lands inside the package's `folder`. */
export async function resolveWithin(build: PluginBuild, args: OnResolveArgs, resolveDir: string, folder: string) {
  const curated = resolveDir === productRoot;
  const key = `${args.kind}\0${args.path}`;
  const known = curated ? curatedResolutions.get(key) : undefined;
  if (known) return known;
  const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir, pluginData: passThrough });
  if (resolved.errors.length) return { errors: resolved.errors };
  if (resolved.path && !isInside(resolved.path, folder)) return escapedImport(args.path);
  const found = { path: resolved.path, sideEffects: resolved.sideEffects };
  if (curated) curatedResolutions.set(key, found);
  return found;
}
