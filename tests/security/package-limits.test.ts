import { mkdtempSync, readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dependencyTree } from '../../src/server/apps/packages/dependency-tree';
import { Registry } from '../../src/server/apps/packages/registry';
import { unpackTarball } from '../../src/server/apps/packages/tarball';
import { packTarball, type TarEntry } from '../support/fake-npm-registry';

/** A registry's and a tarball's words taken as an attacker would write them, straight at the code that reads them. */

let requests = 0;
let server: Server;
let registry: Registry;
const packuments: Record<string, unknown> = {};
beforeAll(async () => {
  server = createServer((req, res) => {
    requests += 1;
    const name = decodeURIComponent((req.url ?? '/').slice(1));
    const doc = packuments[name];
    res.writeHead(doc ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(doc ?? { error: 'Not found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  registry = new Registry(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(() => server.close());

const dist = { integrity: 'sha512-AAAA', tarball: 'http://127.0.0.1:1/x.tgz' };

describe('registry metadata', () => {
  it('never takes a dist-tag that is not a clean version (it would name a folder outside the cache)', async () => {
    const sneaky = 'x/../../../target/owned';
    packuments['tag-climb'] = { 'dist-tags': { latest: sneaky }, versions: { [sneaky]: { dist } } };
    packuments['tag-proto'] = { 'dist-tags': {}, versions: { constructor: { dist } } };
    await expect(registry.resolve('tag-climb', 'latest')).rejects.toMatchObject({ code: 'not_found' });
    await expect(registry.resolve('tag-proto', 'constructor')).rejects.toMatchObject({ code: 'not_found' });
  });

  it('counts a package’s dependencies before looking any of them up', async () => {
    const dependencies = Object.fromEntries(Array.from({ length: 3_000 }, (_, i) => [`dep-${i}`, '1.0.0']));
    const top = { name: 'wide', version: '1.0.0', integrity: 'sha512-AAAA', tarball: '', dependencies };
    const before = requests;
    await expect(dependencyTree(registry, top, { maxPackages: 300 })).rejects.toThrow(/more than 300 packages/);
    expect(requests - before).toBe(0);
  });
});

/** A tar header with any size field, the way a forged tarball writes it. */
function rawEntry(name: string, type: string, sizeField: string) {
  const header = Buffer.alloc(512);
  header.write(`package/${name}`, 0);
  header.write('0000644\0', 100);
  header.write(sizeField, 124);
  header.write('        ', 148);
  header.write(type, 156);
  header.write('ustar\u000000', 257);
  const sum = header.reduce((total, byte) => total + byte, 0);
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return header;
}

describe('tarballs', () => {
  const folder = () => mkdtempSync(path.join(os.tmpdir(), 'shipwright-unpack-'));

  it('refuses a negative size instead of reading the same header for ever', () => {
    const tar = gzipSync(Buffer.concat([rawEntry('g', 'g', '-0001000\0'), Buffer.alloc(1024)]));
    expect(() => unpackTarball(tar, folder(), 'evil-size', 1_000_000)).toThrow('"evil-size" has a damaged tarball.');
  });

  it('counts folders and empty files against the unpacked limit', () => {
    const entries: TarEntry[] = Array.from({ length: 20_000 }, (_, i) => ({ name: `package/d${i}`, type: '5' }));
    const target = folder();
    expect(() => unpackTarball(packTarball({}, entries), target, 'evil-folders', 1_000_000)).toThrow(
      '"evil-folders" is too large unpacked.',
    );
    expect(readdirSync(target).length).toBeLessThan(2_000);
  });

  it('names a refused entry by its place in the package, never by the server’s folder', () => {
    const target = folder();
    const twice: TarEntry[] = [{ name: 'package/index.js', type: '0', content: 'again' }];
    let message = '';
    try {
      unpackTarball(packTarball({ 'index.js': 'once' }, twice), target, 'evil-twice', 1_000_000);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe('"evil-twice" was refused: its tarball entry "index.js" cannot be written (EEXIST).');
    expect(message).not.toContain(target);
  });
});
