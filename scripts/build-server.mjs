// Bundles the server into dist/server/index.js once, so `npm start` runs plain JavaScript
// instead of transpiling TypeScript at every start. Packages stay in node_modules.
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
// Another place for the bundle (the browser journeys' server builds its own per port).
const outfile = path.resolve(process.argv[2] ?? path.join(root, 'dist/server/index.js'));
await build({
  entryPoints: [path.join(root, 'src/server/index.ts')],
  outfile,
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
});
