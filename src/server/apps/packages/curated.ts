import { readFileSync } from 'node:fs';
import path from 'node:path';
import { productRoot } from '../../core/product-root';

// Its node_modules is where curated packages are bundled from.
export { productRoot };

const productManifest = JSON.parse(readFileSync(path.join(productRoot, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** The exact version of a package the product itself is pinned to (curated packages, Vite, TypeScript…). */
export function productVersion(name: string): string {
  const version = productManifest.dependencies[name] ?? productManifest.devDependencies[name];
  if (!version) throw new Error(`${name} is not a dependency of the product`);
  return version;
}
