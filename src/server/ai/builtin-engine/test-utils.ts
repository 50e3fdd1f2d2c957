import { ProjectBundler } from '../../apps/build/bundle';
import { builtinStarter } from '../starter/builtin-starter';
import { generateReply } from './engine';

// Test helpers: a small reader and applier of the file-edit format, kept local so these tests
// check the engine's output against the documented format rather than against our own parser.

export type Block =
  | { kind: 'file'; path: string; content: string }
  | { kind: 'edit'; path: string; pairs: Array<[string, string]> }
  | { kind: 'delete'; path: string };

/** The product's starter, as the server hands it to the engine. */
export const starter = builtinStarter();

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

/** Builds the project the way the preview does (esbuild + Tailwind, allowed packages only). */
export async function bundle(files: Record<string, string>): Promise<{ errors: string[]; size: number; css: string }> {
  const bundler = new ProjectBundler();
  try {
    const result = await bundler.bundle(new Map(Object.entries(files)));
    return result.ok
      ? { errors: [], size: result.js.length, css: result.css }
      : { errors: result.problems.map((p) => `${p.file ?? ''}: ${p.message}`), size: 0, css: '' };
  } finally {
    await bundler.dispose();
  }
}

/** The engine's first reply to `prompt`, and the project with its blocks applied. */
export function first(prompt: string, files: Record<string, string> = { ...starter.files }, frozen: string[] = []) {
  const reply = generateReply({ messages: [{ role: 'user', content: prompt }], files, frozen, starter });
  return { reply, files: applyBlocks(files, extractBlocks(reply)) };
}

/** A follow-up request on a generated project: the reply, its blocks and the files after them. */
export function followUp(files: Record<string, string>, content: string, frozen: string[] = [], discuss = false) {
  const reply = generateReply({
    messages: [
      { role: 'user', content: 'first' },
      { role: 'assistant', content: 'ok' },
      { role: 'user', content },
    ],
    files,
    frozen,
    discuss,
    starter,
  });
  const blocks = extractBlocks(reply);
  return { reply, blocks, files: applyBlocks(files, blocks) };
}
