import path from 'node:path';
import { type BuildContext, context, type Message, type Plugin } from 'esbuild';
import {
  allowedPackages,
  type BuildProblem,
  cloudSdkModule,
  unknownPackageMessage,
} from '../../../shared/app-template';
import { candidatesOf, compileTailwind } from './tailwind';

export type { BuildProblem };

export type BundleResult = { ok: true; js: string; css: string } | { ok: false; problems: BuildProblem[] };

// The server's own node_modules: the only place packages come from.
const serverRoot = path.resolve(import.meta.dirname, '../../../..');
// The App Cloud SDK is a real file of ours, bundled into every app that imports it.
const cloudSdkPath = path.join(serverRoot, 'templates/cloud-sdk/index.ts');
const entry = '/src/main.tsx';
const extensions = ['', '.tsx', '.ts', '.jsx', '.js', '.css', '.json'];
const loaders = { tsx: 'tsx', ts: 'ts', jsx: 'jsx', js: 'js', css: 'css', json: 'json', svg: 'dataurl' } as const;

const packageOf = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] ?? specifier);

const problemOf = (m: Message): BuildProblem => ({
  message: m.text,
  file: m.location?.file.replace(/^project:/, '').replace(/^\//, '') ?? null,
  line: m.location?.line ?? null,
  column: m.location?.column ?? null,
});

/**
 * Bundles one project's files, held in memory, with esbuild. The context is kept between
 * builds, so a rebuild re-reads only what changed (React and friends are parsed once).
 */
export class ProjectBundler {
  private files = new Map<string, string>();
  private candidates: string[] = [];
  private ctx: BuildContext | null = null;

  async bundle(files: ReadonlyMap<string, string>): Promise<BundleResult> {
    this.files = new Map([...files].map(([p, c]) => [`/${p.replace(/^\/+/, '')}`, c]));
    if (!this.files.has(entry)) {
      return {
        ok: false,
        problems: [
          { message: 'src/main.tsx is missing: it is where the app starts.', file: null, line: null, column: null },
        ],
      };
    }
    this.candidates = candidatesOf(files);
    this.ctx ??= await context({
      entryPoints: [entry],
      bundle: true,
      write: false,
      outdir: '/out',
      entryNames: 'app',
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      jsx: 'automatic',
      minify: true,
      legalComments: 'none',
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [this.plugin()],
    });
    try {
      const result = await this.ctx.rebuild();
      const output = (ext: string) => result.outputFiles?.find((f) => f.path.endsWith(ext))?.text ?? '';
      return { ok: true, js: output('.js'), css: output('.css') };
    } catch (error) {
      const failure = error as { errors?: Message[] };
      if (!failure.errors) throw error;
      return { ok: false, problems: failure.errors.slice(0, 20).map(problemOf) };
    }
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

  private plugin(): Plugin {
    return {
      name: 'project-files',
      setup: (build) => {
        build.onResolve({ filter: /.*/ }, async (args) => {
          if (args.kind === 'entry-point') return { path: args.path, namespace: 'project' };
          if (args.namespace !== 'project') return undefined; // inside node_modules: normal resolution
          if (args.path.startsWith('.') || args.path.startsWith('/')) {
            const found = this.resolveProjectPath(args.path, args.importer);
            return found
              ? { path: found, namespace: 'project' }
              : { errors: [{ text: `Cannot find "${args.path}" from ${args.importer.slice(1)}.` }] };
          }
          if (args.path === cloudSdkModule) return { path: cloudSdkPath };
          const name = packageOf(args.path);
          if (!(allowedPackages as readonly string[]).includes(name)) {
            return { errors: [{ text: unknownPackageMessage(name) }] };
          }
          const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: serverRoot });
          return resolved.errors.length ? { errors: resolved.errors } : { path: resolved.path };
        });
        build.onLoad({ filter: /.*/, namespace: 'project' }, async (args) => {
          const contents = this.files.get(args.path) ?? '';
          const extension = args.path.slice(args.path.lastIndexOf('.') + 1) as keyof typeof loaders;
          if (extension === 'css') {
            return { contents: await compileTailwind(contents, this.candidates, serverRoot), loader: 'css' };
          }
          return { contents, loader: loaders[extension] ?? 'text', resolveDir: path.posix.dirname(args.path) };
        });
      },
    };
  }
}
