import { build } from 'esbuild';

// Test helpers: a small reader and applier of the file-edit format, kept local so these tests
// check the engine's output against the documented format rather than against our own parser.

export type Block =
  | { kind: 'file'; path: string; content: string }
  | { kind: 'edit'; path: string; pairs: Array<[string, string]> }
  | { kind: 'delete'; path: string };

export function extractBlocks(reply: string): Block[] {
  const blocks: Array<Block & { at: number }> = [];
  for (const m of reply.matchAll(/<file path="([^"]+)">\n([\s\S]*?)\n<\/file>/g)) {
    blocks.push({ kind: 'file', path: m[1], content: m[2], at: m.index });
  }
  for (const m of reply.matchAll(/<edit path="([^"]+)">\n([\s\S]*?)\n<\/edit>/g)) {
    const pairs = [...m[2].matchAll(/<<<<<<< SEARCH\n([\s\S]*?)\n=======\n([\s\S]*?)\n>>>>>>> REPLACE/g)].map(
      (p) => [p[1], p[2]] as [string, string],
    );
    blocks.push({ kind: 'edit', path: m[1], pairs, at: m.index });
  }
  for (const m of reply.matchAll(/<delete path="([^"]+)" \/>/g))
    blocks.push({ kind: 'delete', path: m[1], at: m.index });
  return blocks.sort((a, b) => a.at - b.at).map(({ at: _at, ...block }) => block as Block);
}

export function proseOf(reply: string): string {
  return reply.split(/\n<(?:file|edit|delete) /)[0].trim();
}

export function applyBlocks(files: Record<string, string>, blocks: Block[]): Record<string, string> {
  const next = { ...files };
  for (const block of blocks) {
    if (block.kind === 'file') next[block.path] = block.content;
    else if (block.kind === 'delete') delete next[block.path];
    else {
      let content = next[block.path];
      if (content === undefined) throw new Error(`edit of missing file ${block.path}`);
      for (const [search, replace] of block.pairs) {
        const count = content.split(search).length - 1;
        if (count !== 1) throw new Error(`SEARCH matched ${count} times in ${block.path}:\n${search}`);
        content = content.replace(search, () => replace);
      }
      next[block.path] = content;
    }
  }
  return next;
}

const EXTENSIONS = ['', '.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts'];

/** Bundles the project's src/main.tsx from memory; react and friends come from node_modules. */
export async function bundle(files: Record<string, string>): Promise<{ errors: string[]; size: number }> {
  const result = await build({
    entryPoints: ['virtual:src/main.tsx'],
    bundle: true,
    write: false,
    jsx: 'automatic',
    format: 'esm',
    logLevel: 'silent',
    plugins: [
      {
        name: 'project-files',
        setup(b) {
          b.onResolve({ filter: /^virtual:/ }, (args) => ({ path: args.path.slice(8), namespace: 'project' }));
          b.onResolve({ filter: /^\.\.?\//, namespace: 'project' }, (args) => {
            const base = args.importer.split('/').slice(0, -1);
            for (const segment of args.path.split('/')) {
              if (segment === '..') base.pop();
              else if (segment !== '.') base.push(segment);
            }
            const joined = base.join('/');
            const found = EXTENSIONS.map((ext) => joined + ext).find((p) => files[p] !== undefined);
            if (!found) return { errors: [{ text: `cannot resolve ${args.path} from ${args.importer}` }] };
            return { path: found, namespace: 'project' };
          });
          b.onLoad({ filter: /.*/, namespace: 'project' }, (args) => ({
            contents: args.path.endsWith('.css') ? '' : files[args.path],
            loader: args.path.endsWith('.css') ? 'js' : args.path.endsWith('.ts') ? 'ts' : 'tsx',
            resolveDir: process.cwd(),
          }));
        },
      },
    ],
  }).catch((error: { errors?: Array<{ text: string }> }) => ({
    errors: error.errors ?? [{ text: String(error) }],
    outputFiles: [],
  }));
  return {
    errors: result.errors.map((e) => e.text),
    size: result.outputFiles?.[0]?.contents.length ?? 0,
  };
}
