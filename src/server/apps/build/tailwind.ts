import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Scanner } from '@tailwindcss/oxide';
import type { compile } from 'tailwindcss';
import { buildLimits } from '../../../shared/app-template';
import { LruMap } from '../../core/lru-map';
import { sha256Hex } from '../../core/sha256';
import { productRoot } from '../packages/curated';
import type { StyleBudget } from './build-budget';
import { isInside } from './resolution-jail';

type Compiler = Awaited<ReturnType<typeof compile>>;

/**
 * What a project's stylesheet may load (ADR 0018). Tailwind would otherwise read any path named
 * by `@import` or `@reference` and run any script named by `@plugin` or `@config` in this process:
 * here a stylesheet reaches the project's own CSS files, the vetted styles below, and the vetted
 * plugins the product itself installs, each from the product's own node_modules.
 */
const vettedStylesheets: Record<string, string> = {
  tailwindcss: 'tailwindcss/index.css',
  'tailwindcss/index.css': 'tailwindcss/index.css',
  'tailwindcss/preflight': 'tailwindcss/preflight.css',
  'tailwindcss/preflight.css': 'tailwindcss/preflight.css',
  'tailwindcss/theme': 'tailwindcss/theme.css',
  'tailwindcss/theme.css': 'tailwindcss/theme.css',
  'tailwindcss/utilities': 'tailwindcss/utilities.css',
  'tailwindcss/utilities.css': 'tailwindcss/utilities.css',
  'tw-animate-css': 'tw-animate-css/dist/tw-animate.css',
  'tw-animate-css/prefix': 'tw-animate-css/dist/tw-animate-prefix.css',
};
const vettedPlugins = ['@tailwindcss/typography', '@tailwindcss/forms'];

export const stylesheetRefused = (id: string) =>
  `@import "${id}" is not allowed: a stylesheet may import the project's own CSS files and ${[...new Set(Object.keys(vettedStylesheets).map((k) => k.split('/')[0]))].join(', ')}.`;
export const pluginRefused = (id: string) =>
  `@plugin "${id}" is not allowed: the plugins an app may use are ${vettedPlugins.join(' and ')}.`;
export const configRefused = (id: string) =>
  `@config "${id}" is not supported: a config script would run on the server. Put the theme in the stylesheet with @theme instead.`;

const nodeModules = path.join(productRoot, 'node_modules');
const requireFromProduct = createRequire(path.join(productRoot, 'package.json'));
/** Marks a base that is a folder of the project (its files are in memory, not on disk). */
const projectBase = 'project:';

type ProjectFiles = ReadonlyMap<string, string>;

function loadersFor(files: ProjectFiles, budget: StyleBudget) {
  const loadStylesheet = async (id: string, base: string) => {
    if (base.startsWith(projectBase) && (id.startsWith('./') || id.startsWith('../'))) {
      const file = path.posix.join(base.slice(projectBase.length), id);
      const content = files.get(file);
      if (content === undefined)
        throw new Error(`Cannot find "${id}" from ${base.slice(projectBase.length + 1) || '/'}.`);
      budget.charge(content);
      return { path: `${projectBase}${file}`, base: `${projectBase}${path.posix.dirname(file)}`, content };
    }
    // Inside a vetted stylesheet its own relative imports (tailwindcss/index.css → ./theme.css).
    const vetted = vettedStylesheets[id];
    const file = vetted
      ? path.join(nodeModules, vetted)
      : !base.startsWith(projectBase) && id.startsWith('./')
        ? path.join(base, id)
        : null;
    if (!file || !isInside(file, nodeModules) || !file.endsWith('.css')) throw new Error(stylesheetRefused(id));
    const content = await readFile(file, 'utf8');
    budget.charge(content);
    return { path: file, base: path.dirname(file), content };
  };
  const loadModule = async (id: string, _base: string, hint: 'plugin' | 'config') => {
    if (hint === 'config') throw new Error(configRefused(id));
    if (!vettedPlugins.includes(id)) throw new Error(pluginRefused(id));
    const file = requireFromProduct.resolve(id);
    const loaded = await import(file);
    return { path: file, base: path.dirname(file), module: loaded.default ?? loaded };
  };
  return { loadStylesheet, loadModule };
}

// Loaded with the first build rather than at every start (about a quarter of a second).
let tailwind: Promise<typeof import('tailwindcss')> | null = null;

/** The project's stylesheets, which `@import` may read: part of what a compiled stylesheet depends on. */
const stylesheetsOf = (files: ProjectFiles) =>
  [...files].filter(([file]) => file.endsWith('.css')).sort(([a], [b]) => a.localeCompare(b));

interface CachedCompiler {
  compiler: Promise<Compiler>;
  /** Every class name it was given: it styles them all in each later output. */
  seen: Set<string>;
}

/**
 * One project's compiled stylesheets (each ProjectBundler keeps its own). Compiling a stylesheet
 * (resolving `@import "tailwindcss"`, theme, plugins) costs far more than generating classes with
 * it, and a project's index.css rarely changes between builds. A compiler remembers every class
 * name it was ever given and styles all of them in each later output, so it is never shared between
 * projects (one's names and arbitrary values would reach another's styles, and its thousands of
 * names would slow every other build), and one that has seen more names than a build may use is
 * compiled afresh.
 */
export class StyleCompilers {
  private readonly cache = new LruMap<string, CachedCompiler>(8);

  /**
   * A stylesheet of the project (`file`, a path like "/src/index.css") through Tailwind v4, with
   * `files` (the project's, keyed the same way) what its relative `@import`s may read.
   */
  async compile(css: string, candidates: string[], file: string, files: ProjectFiles, budget: StyleBudget) {
    const key = sha256Hex(JSON.stringify([file, css, stylesheetsOf(files)]));
    let entry = this.cache.get(key);
    const unseen = entry ? candidates.filter((name) => !entry?.seen.has(name)).length : 0;
    if (!entry || entry.seen.size + unseen > buildLimits.maxStyleCandidates) {
      tailwind ??= import('tailwindcss');
      const base = `${projectBase}${path.posix.dirname(file)}`;
      const compiler = tailwind.then(({ compile }) => compile(css, { base, from: file, ...loadersFor(files, budget) }));
      const fresh: CachedCompiler = { compiler, seen: new Set() };
      compiler.catch(() => this.cache.get(key) === fresh && this.cache.delete(key));
      this.cache.set(key, fresh);
      entry = fresh;
    }
    for (const name of candidates) entry.seen.add(name);
    return (await entry.compiler).build(candidates);
  }
}

const scannable = /\.(tsx?|jsx?|html|css|md|mdx|json)$/;

/** The class names the project's files might use, found the way Tailwind's own scanner does. */
export function candidatesOf(files: ReadonlyMap<string, string>) {
  const scanner = new Scanner({});
  const input = [...files]
    .filter(([path]) => scannable.test(path))
    .map(([path, content]) => ({ content, extension: path.slice(path.lastIndexOf('.') + 1) }));
  return scanner.scanFiles(input);
}

/** A stylesheet Tailwind refused, pointing at the line that names what it refused (else its first). */
export function stylesheetProblem(file: string, css: string, text: string) {
  const named = text.match(/"([^"]+)"/)?.[1];
  const lines = css.split('\n');
  const index = named ? lines.findIndex((line) => line.includes(named)) : -1;
  const line = Math.max(index, 0);
  return { text, location: { file: `project:${file}`, line: line + 1, column: 0, lineText: lines[line] ?? '' } };
}
