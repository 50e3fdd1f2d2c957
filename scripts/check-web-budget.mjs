// Fails when a public page would load more script than its budget before it can hydrate.
// Reads Vite's manifest: a page loads the entry chunk and its page's chunk, each with every
// chunk they import statically, gzipped as they go over the wire.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const webDir = path.resolve(import.meta.dirname, '../dist/web');
const limitKb = 130;
const targetKb = 90;

/** Page → its route module in src/web (the router's lazy imports). */
const publicPages = {
  '/': 'routes/landing.tsx',
  '/product': 'routes/product.tsx',
  '/pricing': 'routes/pricing.tsx',
  '/contact': 'routes/contact.tsx',
  '/privacy-policy': 'routes/privacy-policy.tsx',
  '/terms-of-service': 'routes/terms-of-service.tsx',
  '/cookie-policy': 'routes/cookie-policy.tsx',
  '(404)': 'routes/not-found.tsx',
};
/** Signed-in pages: reported, not limited. */
const otherPages = {
  '/dashboard': 'routes/dashboard.tsx',
  '/billing': 'routes/billing.tsx',
  '/profile': 'routes/profile.tsx',
  '/app-builder': 'routes/app-builder.tsx',
};

const manifest = JSON.parse(readFileSync(path.join(webDir, '.vite/manifest.json'), 'utf8'));
const gzipped = new Map();
const sizeOf = (file) => {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(path.join(webDir, file)), { level: 9 }).length);
  return gzipped.get(file);
};

/** The chunk files a manifest entry loads before it runs: itself and its static imports. */
function chunksOf(key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in Vite's manifest: update scripts/check-web-budget.mjs`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunksOf(imported, into);
  return into;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const pageKb = (routeModule) => {
  const files = chunksOf(routeModule, chunksOf('index.html'));
  return [...files].reduce((sum, file) => sum + sizeOf(file), 0);
};

let failed = false;
console.log(`JavaScript before a page can hydrate, gzipped (public pages: limit ${limitKb} kB, target ${targetKb} kB)`);
for (const [page, routeModule] of Object.entries(publicPages)) {
  const bytes = pageKb(routeModule);
  const over = bytes > limitKb * 1024;
  failed ||= over;
  console.log(`  ${page.padEnd(18)} ${kb(bytes).padStart(6)} kB${over ? '  OVER THE LIMIT' : ''}`);
}
for (const [page, routeModule] of Object.entries(otherPages)) {
  console.log(`  ${page.padEnd(18)} ${kb(pageKb(routeModule)).padStart(6)} kB (signed in)`);
}
if (failed) {
  console.error(
    `A public page loads more than ${limitKb} kB of script: split what it does not need into its own chunk.`,
  );
  process.exit(1);
}
