// Writes a brotli (.br) and a gzip (.gz) copy beside every text asset of the web build, at the
// highest levels: done once per build, served as they are (Accept-Encoding decides which).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const webDir = path.resolve(import.meta.dirname, '../dist/web');
const compressible = /\.(js|css|html|svg|json|txt)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* files(file);
    else if (compressible.test(name)) yield file;
  }
}

let raw = 0;
let brotli = 0;
for (const file of files(webDir)) {
  const content = readFileSync(file);
  if (content.length < 1024) continue;
  const br = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  raw += content.length;
  brotli += br.length;
}
console.log(
  `Compressed the web build: ${(raw / 1024).toFixed(0)} kB of text assets, ${(brotli / 1024).toFixed(0)} kB as brotli`,
);
