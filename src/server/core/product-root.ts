import { existsSync } from 'node:fs';
import path from 'node:path';

/** The nearest folder above `start` that holds the product's package.json. */
function checkoutAbove(start: string): string {
  let dir = start;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${start}: the server must run from its checkout.`);
    dir = parent;
  }
  return dir;
}

/**
 * The product's own checkout (package.json, node_modules, templates/, migrations), found the
 * same way from the source files (tsx) and from the server bundled into dist/server.
 */
export const productRoot = checkoutAbove(import.meta.dirname);

/** A path inside the checkout. */
export const inProduct = (...parts: string[]) => path.join(productRoot, ...parts);
