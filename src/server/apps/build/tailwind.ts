import type { compile } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';

type Compiler = Awaited<ReturnType<typeof compile>>;

// Loaded with the first build rather than at every start (about a quarter of a second).
let tailwind: Promise<typeof import('@tailwindcss/node')> | null = null;

// Compiling a stylesheet (resolving `@import "tailwindcss"`, theme, plugins) costs far more than
// generating classes with it, and a project's index.css rarely changes between builds.
const compilers = new Map<string, Promise<Compiler>>();
const maxCompilers = 50;

function compilerFor(css: string, base: string) {
  const key = `${base}\n${css}`;
  let compiler = compilers.get(key);
  if (!compiler) {
    if (compilers.size >= maxCompilers) compilers.delete(compilers.keys().next().value as string);
    tailwind ??= import('@tailwindcss/node');
    compiler = tailwind.then(({ compile }) => compile(css, { base, onDependency: () => {} }));
    compiler.catch(() => compilers.delete(key));
    compilers.set(key, compiler);
  }
  return compiler;
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

/**
 * A stylesheet of the project through Tailwind v4. `base` is where `@import "tailwindcss"`
 * resolves: the server's own node_modules, never the project's.
 */
export async function compileTailwind(css: string, candidates: string[], base: string) {
  const compiler = await compilerFor(css, base);
  return compiler.build(candidates);
}
