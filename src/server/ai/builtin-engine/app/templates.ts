import { readdirSync, readFileSync } from 'node:fs';
import { inProduct } from '../../../core/product-root';

// The code the engine writes into apps lives as real files under templates/ (see its README), so
// tsc and biome check it like any other source. Each file is read from disk once, then cached.

const templatesDir = `${inProduct('templates')}/`;
const cache = new Map<string, string>();

/** A file under templates/, by its path there, e.g. `shell/src/components/Header.tsx`. */
export function templateFile(path: string): string {
  let text = cache.get(path);
  if (text === undefined) {
    text = readFileSync(`${templatesDir}${path}`, 'utf8');
    cache.set(path, text);
  }
  return text;
}

/** The files of one folder under templates/, by their paths there. */
export function templateFolder(path: string): string[] {
  return readdirSync(`${templatesDir}${path}`)
    .sort()
    .map((name) => `${path}/${name}`);
}
