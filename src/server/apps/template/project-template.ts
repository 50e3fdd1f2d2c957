import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { inProduct } from '../../core/product-root';

const templateDir = inProduct('templates/react-app');
let cached: Record<string, string> | null = null;

function walk(dir: string, out: Record<string, string>): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (entry.name !== 'README.md')
      out[relative(templateDir, full).split(sep).join('/')] = readFileSync(full, 'utf8');
  }
}

/** The starter every project begins with; read from disk once, copied per call so callers may mutate. */
export function loadTemplate(): Record<string, string> {
  if (!cached) {
    const files: Record<string, string> = {};
    walk(templateDir, files);
    cached = files;
  }
  return { ...cached };
}

// Library files of the starter (UI components, helpers) that models and readers know by name.
const libraryFile = /^src\/(components\/ui|lib)\//;

/**
 * Splits a project's files into those worth reading and the starter's library files it still
 * holds exactly as shipped: a prompt names the latter by path instead of spending thousands of
 * tokens on every turn repeating sources that never changed.
 */
export function withoutUnchangedLibrary(files: Record<string, string>) {
  const template = loadTemplate();
  const read: Record<string, string> = {};
  const unchanged: string[] = [];
  for (const [path, content] of Object.entries(files)) {
    if (libraryFile.test(path) && template[path] === content) unchanged.push(path);
    else read[path] = content;
  }
  return { read, unchanged: unchanged.sort() };
}
