import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

export interface FakePackage {
  name: string;
  version: string;
  /** Files inside the package, besides package.json (written from the fields here). */
  files: Record<string, string>;
  dependencies?: Record<string, string>;
  /** Extra package.json fields (main, module, exports, browser…). */
  manifest?: Record<string, unknown>;
  /** Raw tar entries added as they are (names not under "package/"): links, climbing names. */
  entries?: TarEntry[];
  /** What the packument says about the tarball instead of the truth. */
  dist?: { tarball?: string; integrity?: string };
}

/** One tar entry: a file ('0'), hard link ('1'), symbolic link ('2') or folder ('5'). */
export interface TarEntry {
  name: string;
  type: '0' | '1' | '2' | '5';
  linkname?: string;
  content?: string;
}

export interface FakeRegistry {
  url: string;
  /** Every path requested, in order: tests count packument and tarball fetches. */
  requests: string[];
  close(): Promise<void>;
  /** While true, tarball requests are never answered: an install that hangs, for timeouts. */
  stallTarballs: boolean;
  /** What the bulk advisory endpoint (`npm audit`'s) knows, by package name. */
  advisories: Record<
    string,
    Array<{ id: number; title: string; severity: string; vulnerable_versions: string; url?: string }>
  >;
}

/** One ustar header block: enough of the format for npm to unpack regular files. */
function tarHeader(name: string, size: number, type = '0', linkname = '') {
  const header = Buffer.alloc(512);
  const field = (offset: number, length: number, value: string) => header.write(value, offset, length, 'utf8');
  field(0, 100, name);
  field(100, 8, '0000644\0');
  field(108, 8, '0000000\0');
  field(116, 8, '0000000\0');
  field(124, 12, `${size.toString(8).padStart(11, '0')}\0`);
  field(136, 12, '00000000000\0');
  field(148, 8, '        '); // the checksum is computed with its own field as spaces
  field(156, 1, type);
  field(157, 100, linkname);
  field(257, 8, 'ustar\u000000');
  const sum = header.reduce((total, byte) => total + byte, 0);
  field(148, 8, `${sum.toString(8).padStart(6, '0')}\0 `);
  return header;
}

/** A package tarball as npm publishes it: gzipped tar with every file under "package/". */
export function packTarball(files: Record<string, string>, entries: TarEntry[] = []) {
  const blocks: Buffer[] = [];
  const all: TarEntry[] = [
    ...Object.entries(files).map(([name, content]) => ({ name: `package/${name}`, type: '0' as const, content })),
    ...entries,
  ];
  for (const entry of all) {
    const body = Buffer.from(entry.content ?? '');
    blocks.push(
      tarHeader(entry.name, body.length, entry.type, entry.linkname),
      body,
      Buffer.alloc((512 - (body.length % 512)) % 512),
    );
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}

/**
 * A local npm registry over HTTP: packuments at /<name> (scoped names as @scope%2fname) and
 * tarballs at /<name>/-/<file>.tgz, with the integrity and shasum npm checks.
 */
export async function startFakeRegistry(packages: FakePackage[]): Promise<FakeRegistry> {
  const requests: string[] = [];
  const tarballs = new Map<string, Buffer>();
  const packuments = new Map<string, { name: string; 'dist-tags': { latest: string }; versions: object }>();
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://registry').pathname);
    requests.push(pathname);
    if (req.method === 'POST' && pathname === '/-/npm/v1/security/advisories/bulk') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const asked = JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, string[]>;
        const known = Object.keys(asked).filter((name) => registry.advisories[name]);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(Object.fromEntries(known.map((name) => [name, registry.advisories[name]]))));
      });
      return;
    }
    const tarball = tarballs.get(pathname);
    if (tarball && registry.stallTarballs) return;
    if (tarball) {
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': tarball.length });
      res.end(tarball);
      return;
    }
    const packument = packuments.get(pathname.slice(1));
    if (!packument) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'Not found' }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(packument));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  for (const pkg of packages) {
    const manifest = { name: pkg.name, version: pkg.version, dependencies: pkg.dependencies ?? {}, ...pkg.manifest };
    const bytes = packTarball({ 'package.json': JSON.stringify(manifest, null, 2), ...pkg.files }, pkg.entries);
    const tarballPath = `/${pkg.name}/-/${pkg.name.split('/').pop()}-${pkg.version}.tgz`;
    tarballs.set(tarballPath, bytes);
    const dist = {
      tarball: `${url}${tarballPath}`,
      shasum: createHash('sha1').update(bytes).digest('hex'),
      integrity: `sha512-${createHash('sha512').update(bytes).digest('base64')}`,
      ...pkg.dist,
    };
    const entry = packuments.get(pkg.name) ?? { name: pkg.name, 'dist-tags': { latest: pkg.version }, versions: {} };
    entry.versions = { ...entry.versions, [pkg.version]: { ...manifest, dist } };
    entry['dist-tags'].latest = pkg.version;
    packuments.set(pkg.name, entry);
  }

  const registry: FakeRegistry = {
    url,
    requests,
    stallTarballs: false,
    advisories: {},
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  return registry;
}

const esm = (files: Record<string, string>, extra: Record<string, unknown> = {}) => ({
  files,
  manifest: { type: 'module', main: 'index.js', ...extra },
});

/**
 * Small packages the tests install: one with a dependency of its own, one React component
 * (react is a peer, never installed with it), and one that only runs in Node.
 */
export const fixturePackages: FakePackage[] = [
  { name: 'tiny-case', version: '1.0.0', ...esm({ 'index.js': "export const shout = (s) => s + '!';\n" }) },
  {
    name: '@fixtures/greet',
    version: '1.2.0',
    dependencies: { 'tiny-case': '^1.0.0' },
    ...esm({
      'index.js':
        "import { shout } from 'tiny-case';\nexport const greet = (name) => shout('Hello from fixtures, ' + name);\n",
    }),
  },
  {
    name: '@fixtures/badge',
    version: '2.0.1',
    ...esm(
      {
        'index.js':
          "import { createElement, useState } from 'react';\nexport function Badge({ label }) {\n  const [n] = useState(1);\n  return createElement('span', { 'data-badge': n }, label);\n}\n",
      },
      { peerDependencies: { react: '>=18' } },
    ),
  },
  {
    name: 'node-only-fs',
    version: '0.3.0',
    ...esm({ 'index.js': "import { readFileSync } from 'fs';\nexport const read = (p) => readFileSync(p, 'utf8');\n" }),
  },
];
