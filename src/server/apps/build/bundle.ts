import { isBuiltin } from 'node:module';
import path from 'node:path';
import { type BuildContext, context, type Message, type OnResolveArgs, type Plugin, type PluginBuild } from 'esbuild';
import { type BuildProblem, buildLimits, cloudSdkModule, notInstalledMessage } from '../../../shared/app-template';
import { functionsOf } from '../../../shared/functions/limits';
import { isCurated, packageOf } from '../../../shared/packages';
import { productRoot } from '../packages/curated';
import { budgetTexts, StyleBudget, sourceBudgetProblem } from './build-budget';
import { buildFailure } from './build-runner';
import { serviceStopped } from './esbuild-service';
import { isJsxFile, tagSourceLocations } from './jsx-locations';
import { directImports } from './package-imports';
import {
  escapedImport,
  isAbsoluteOrUrl,
  isInside,
  isWebAddress,
  ownPackageFolder,
  packageFolderOf,
  refusedAttributes,
  refusedBareSpecifier,
  withoutServerPaths,
} from './resolution-jail';
import { passThrough, resolveWithin } from './resolve-within';
import { candidatesOf, StyleCompilers, stylesheetProblem } from './tailwind';

export type { BuildProblem };

/** `functions`: each App Function's own ES module (functions/<name>.ts), by name (ADR 0026). */
export type BundleResult =
  | { ok: true; js: string; css: string; functions: Record<string, string> }
  | { ok: false; problems: BuildProblem[] };

/**
 * `tagSources`: host elements carry their source location (`data-sw-loc`, `data-sw-component`)
 * for Visual edits. Only previews have them; a live deployment shows no source path.
 */
export interface BundleOptions {
  tagSources: boolean;
}

/** Packages outside the curated set this build may use: name → the cache folder holding it. */
export type PackageRoots = ReadonlyMap<string, string>;

// The App Cloud SDK is a real file of ours, bundled into every app that imports it.
const cloudSdkPath = path.join(productRoot, 'templates/cloud-sdk/index.ts');
const entry = '/src/main.tsx';
const extensions = ['', '.tsx', '.ts', '.jsx', '.js', '.css', '.json'];
const loaders = { tsx: 'tsx', ts: 'ts', jsx: 'jsx', js: 'js', css: 'css', json: 'json', svg: 'dataurl' } as const;
const scripts = { tsx: true, ts: true, jsx: true, js: true };

/** The package a file inside node_modules belongs to. */
const ownerOf = (file: string) => packageOf(file.split('/node_modules/').pop() ?? file);

// Problems in the project's own files point at them; problems inside a package point at
// package.json, where the package was asked for. Neither shows where the server keeps files.
const problemOf = (m: Message): BuildProblem => {
  const file = m.location?.file;
  const message = withoutServerPaths(m.text, [productRoot]);
  if (file && !file.startsWith('project:')) return { message, file: 'package.json', line: null, column: null };
  return {
    message,
    file: file?.replace(/^project:/, '').replace(/^\//, '') ?? null,
    line: m.location?.line ?? null,
    column: m.location?.column ?? null,
  };
};

/**
 * Bundles one project's files, held in memory, with esbuild. The context is kept between
 * builds, so a rebuild re-reads only what changed (React and friends are parsed once).
 */
export class ProjectBundler {
  private files = new Map<string, string>();
  private candidates: string[] = [];
  private packages: PackageRoots = new Map();
  private tagSources = true;
  private ctx: BuildContext | null = null;
  /** The App Functions the context bundles besides the app: a new set needs a new context. */
  private functionNames: string[] = [];
  /** Whether the context looks into added packages' imports (see plugin()). */
  private ctxForPackages = false;
  private readonly styles = new StyleCompilers();
  /** What this build's stylesheets have imported so far. */
  private styleBudget = new StyleBudget();

  async bundle(
    files: ReadonlyMap<string, string>,
    packages: PackageRoots = new Map(),
    options: BundleOptions = { tagSources: true },
  ): Promise<BundleResult> {
    this.packages = packages;
    this.tagSources = options.tagSources;
    this.files = new Map([...files].map(([p, c]) => [`/${p.replace(/^\/+/, '')}`, c]));
    if (!this.files.has(entry)) return buildFailure('src/main.tsx is missing: it is where the app starts.');
    const overBudget = sourceBudgetProblem(files);
    if (overBudget) return buildFailure(overBudget);
    this.candidates = candidatesOf(files);
    if (this.candidates.length > buildLimits.maxStyleCandidates)
      return buildFailure(budgetTexts.candidates(buildLimits.maxStyleCandidates));
    this.styleBudget = new StyleBudget();
    const functionNames = functionsOf(files);
    if (this.ctx && (this.ctxForPackages !== packages.size > 0 || `${functionNames}` !== `${this.functionNames}`))
      await this.dispose();
    this.ctxForPackages = packages.size > 0;
    this.functionNames = functionNames;
    // A context dies with esbuild's service (a sandbox limit ends it): once more in a new one.
    for (let attempt = 0; ; attempt++) {
      this.ctx ??= await this.newContext();
      try {
        const result = await this.ctx.rebuild();
        const output = (name: string) => result.outputFiles?.find((f) => f.path === `/out/${name}`)?.text ?? '';
        const functions = Object.fromEntries(functionNames.map((name) => [name, output(`functions/${name}.js`)]));
        return { ok: true, js: output('app.js'), css: output('app.css'), functions };
      } catch (error) {
        const failure = error as { errors?: Message[]; message?: string };
        if (attempt === 0 && serviceStopped(failure)) {
          this.ctx = null;
          continue;
        }
        if (!failure.errors) throw error;
        return { ok: false, problems: failure.errors.slice(0, 20).map(problemOf) };
      }
    }
  }

  private newContext() {
    return context({
      entryPoints: {
        app: entry,
        ...Object.fromEntries(this.functionNames.map((name) => [`functions/${name}`, `/functions/${name}.ts`])),
      },
      bundle: true,
      write: false,
      outdir: '/out',
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      jsx: 'automatic',
      minify: true,
      legalComments: 'none',
      logLevel: 'silent',
      // No tsconfig.json is read from disk: the project's own is only one of its files.
      tsconfigRaw: '{}',
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [this.plugin(this.ctxForPackages)],
    });
  }

  async cancel() {
    await this.ctx?.cancel();
  }

  async dispose() {
    await this.ctx?.dispose();
    this.ctx = null;
  }

  private resolveProjectPath(specifier: string, importer: string) {
    const base = specifier.startsWith('/') ? specifier : path.posix.join(path.posix.dirname(importer), specifier);
    for (const candidate of [
      ...extensions.map((e) => base + e),
      ...extensions.slice(1).map((e) => `${base}/index${e}`),
    ]) {
      if (this.files.has(candidate)) return candidate;
    }
    return null;
  }

  /**
   * The project's files come from memory. Imports inside packages are esbuild's own business unless
   * the project added packages (`forPackages`): a hook on every one of them would cost a call into
   * this process for each of the thousands of imports in React, Radix and Recharts, on every build.
   */
  private plugin(forPackages: boolean): Plugin {
    return {
      name: 'project-files',
      setup: (build) => {
        build.onResolve({ filter: /^\/(src\/main\.tsx|functions\/[a-z0-9-]+\.ts)$/ }, (args) =>
          args.kind === 'entry-point' ? { path: args.path, namespace: 'project' } : undefined,
        );
        build.onResolve({ filter: /.*/, namespace: 'project' }, (args) =>
          args.pluginData === passThrough ? undefined : this.resolveFromProject(build, args),
        );
        if (forPackages) {
          build.onResolve({ filter: /.*/, namespace: 'file' }, (args) =>
            args.pluginData === passThrough ? undefined : this.resolveInPackage(build, args),
          );
          // A glob import (`import(\`./${name}.json\`)`) is expanded by esbuild from the disk
          // without asking onResolve: whatever it found must still be a file of a package.
          build.onLoad({ filter: /.*/, namespace: 'file' }, (args) => this.loadableFromDisk(args.path));
        }
        build.onLoad({ filter: /.*/, namespace: 'project' }, async (args) => {
          const contents = this.files.get(args.path) ?? '';
          const extension = args.path.slice(args.path.lastIndexOf('.') + 1) as keyof typeof loaders;
          if (extension === 'css') {
            try {
              return {
                contents: await this.styles.compile(contents, this.candidates, args.path, this.files, this.styleBudget),
                loader: 'css',
              };
            } catch (error) {
              return { errors: [stylesheetProblem(args.path, contents, (error as Error).message)] };
            }
          }
          // Host elements carry their source location, for Visual edits to find them again.
          const located =
            this.tagSources && isJsxFile(args.path) ? await tagSourceLocations(args.path.slice(1), contents) : contents;
          const code = extension in scripts ? directImports(located) : located;
          // No resolveDir: a project file lives nowhere on disk, so a glob import in it finds nothing.
          return { contents: code, loader: loaders[extension] ?? 'text' };
        });
      },
    };
  }

  /** A file esbuild is about to read from disk: only the product's packages, its SDK and the added packages. */
  private loadableFromDisk(file: string) {
    const folders = [path.join(productRoot, 'node_modules'), path.dirname(cloudSdkPath), ...this.packages.values()];
    if (folders.some((folder) => isInside(file, folder))) return undefined;
    return {
      errors: [{ text: 'An import reached a file outside the project and its packages, which is not allowed.' }],
    };
  }

  /** An import in one of the project's files: its own files, the SDK, curated or added packages. */
  private async resolveFromProject(build: PluginBuild, args: OnResolveArgs) {
    if (isWebAddress(args)) return { path: args.path, external: true };
    const refused = refusedAttributes(args);
    if (refused) return refused;
    // "@/…" is the src/ alias shadcn-style code uses.
    const local = args.path.startsWith('@/') ? `/src/${args.path.slice(2)}` : args.path;
    if (local.startsWith('.') || local.startsWith('/')) {
      const found = this.resolveProjectPath(local, args.importer);
      return found
        ? { path: found, namespace: 'project' }
        : { errors: [{ text: `Cannot find "${args.path}" from ${args.importer.slice(1)}.` }] };
    }
    if (args.path === cloudSdkModule) return { path: cloudSdkPath };
    const bare = refusedBareSpecifier(args.path);
    if (bare) return { errors: [{ text: bare }] };
    const name = packageOf(args.path);
    const root = isCurated(name) ? productRoot : this.packages.get(name);
    if (!root) return { errors: [{ text: notInstalledMessage(name) }] };
    return resolveWithin(build, args, root, path.join(root, 'node_modules', name));
  }

  /**
   * An import inside an added package, which is a stranger's code too. Curated names resolve to
   * the product's copy, so the app has one React; anything else the package's own dependencies,
   * then the project's other added packages (peer dependencies are not installed with a package).
   * Whatever it names must stay inside the package it names (or, for a relative import, its own).
   */
  private async resolveInPackage(build: PluginBuild, args: OnResolveArgs) {
    const roots = [...this.packages.values()];
    const root = roots.find((r) => args.importer.startsWith(`${r}/`));
    if (!root) return undefined;
    if (isWebAddress(args)) return { path: args.path, external: true };
    const refused = refusedAttributes(args);
    if (refused) return refused;
    if (isAbsoluteOrUrl(args.path)) return escapedImport(args.path);
    if (args.path.startsWith('.')) {
      const own = await build.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        pluginData: passThrough,
      });
      const folder = ownPackageFolder(args.importer);
      if (own.errors.length) return { errors: own.errors };
      if (own.path && (!folder || !isInside(own.path, folder))) return escapedImport(args.path);
      return { path: own.path, external: own.external, sideEffects: own.sideEffects };
    }
    const bare = refusedBareSpecifier(args.path);
    if (bare) return { errors: [{ text: bare }] };
    const name = packageOf(args.path);
    if (isCurated(name)) return resolveWithin(build, args, productRoot, path.join(productRoot, 'node_modules', name));
    for (const resolveDir of [args.resolveDir, ...roots]) {
      const found = await build.resolve(args.path, { kind: args.kind, resolveDir, pluginData: passThrough });
      if (found.errors.length) continue;
      const folder = packageFolderOf(found.path, name);
      const jail = roots.find((r) => found.path.startsWith(`${r}/`));
      if (!folder || !jail || !isInside(found.path, folder)) return escapedImport(args.path);
      return { path: found.path, external: found.external, sideEffects: found.sideEffects };
    }
    const owner = ownerOf(args.importer);
    if (isBuiltin(args.path)) {
      return {
        errors: [
          {
            text: `"${owner}" runs only in Node.js (it imports "${args.path}"), so it cannot run in the browser. Remove it from package.json or use a browser package instead.`,
          },
        ],
      };
    }
    return { errors: [{ text: `"${owner}" needs "${name}", which is not installed. Add "${name}" to package.json.` }] };
  }
}
