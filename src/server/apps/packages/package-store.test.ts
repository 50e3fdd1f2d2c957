import { mkdtemp, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeRegistry, fixturePackages, startFakeRegistry } from '../../../../tests/support/fake-npm-registry';
import { PackageStore } from './package-store';
import { inProcessUnpacker } from './tarball';

let registry: FakeRegistry;
beforeAll(async () => {
  registry = await startFakeRegistry([
    ...fixturePackages,
    { name: 'tiny-case', version: '1.4.0', files: { 'index.js': 'export const shout = (s) => s;\n' } },
    { name: 'tiny-case', version: '2.0.0', files: { 'index.js': 'export const shout = (s) => s;\n' } },
  ]);
});
afterAll(() => registry.close());

const cacheDir = () => mkdtemp(path.join(os.tmpdir(), 'shipwright-packages-'));
const storeIn = async (dir?: string, limits?: ConstructorParameters<typeof PackageStore>[0]['limits']) =>
  new PackageStore({
    cacheDir: dir ?? (await cacheDir()),
    registryUrl: registry.url,
    unpack: inProcessUnpacker,
    limits,
  });
const tarballFetches = (name: string) => registry.requests.filter((r) => r.startsWith(`/${name}/-/`)).length;

describe('package store', () => {
  it('resolves exact versions, ranges and tags the way npm picks them', async () => {
    const store = await storeIn();
    expect((await store.resolve('tiny-case', '^1.0.0')).version).toBe('1.4.0');
    expect((await store.resolve('tiny-case', '1.0.0')).version).toBe('1.0.0');
    expect((await store.resolve('tiny-case', 'latest')).version).toBe('2.0.0');
    await expect(store.resolve('tiny-case', '^3')).rejects.toThrow('No version of "tiny-case" matches "^3".');
    await expect(store.resolve('tiny-case', '9.9.9')).rejects.toMatchObject({ code: 'not_found' });
    await expect(store.resolve('no-such-package', 'latest')).rejects.toThrow(
      'Package "no-such-package" was not found on the npm registry.',
    );
  });

  it('installs a package with its dependencies once, however many builds ask at the same time', async () => {
    const store = await storeIn();
    const greet = await store.resolve('@fixtures/greet', '^1');
    const before = tarballFetches('@fixtures/greet');
    const roots = await Promise.all([store.ensure(greet), store.ensure(greet), store.ensure(greet)]);
    expect(new Set(roots).size).toBe(1);
    expect(store.installsRun).toBe(1);
    expect(tarballFetches('@fixtures/greet') - before).toBe(1);
    expect(await readdir(path.join(roots[0] as string, 'node_modules'))).toEqual(
      expect.arrayContaining(['@fixtures', 'tiny-case']),
    );
    // Nothing half-written is left behind.
    expect(await readdir(path.join(path.dirname(roots[0] as string), '.installing'))).toEqual([]);
  });

  it('keeps the cache across restarts and between stores sharing it, addressed by content', async () => {
    const dir = await cacheDir();
    const first = await storeIn(dir);
    const greet = await first.resolve('@fixtures/greet', '1.2.0');
    const root = await first.ensure(greet);
    const second = await storeIn(dir);
    expect(second.isInstalled(greet)).toBe(true);
    expect(await second.ensure(greet)).toBe(root);
    expect(second.installsRun).toBe(0);
    expect(path.basename(root)).toMatch(/^@fixtures\+greet@1\.2\.0-[0-9a-f]{24}$/);
  });

  it('refuses a package larger than the unpacked limit, and leaves nothing in the cache', async () => {
    const store = await storeIn(undefined, { maxUnpackedBytes: 100, installTimeoutMs: 60_000 });
    const greet = await store.resolve('@fixtures/greet', '1.2.0');
    await expect(store.ensure(greet)).rejects.toThrow(
      /^"@fixtures\/greet" is larger than 100 bytes with its dependencies, the most a package may add\.$/,
    );
    expect(store.isInstalled(greet)).toBe(false);
  });

  it('stops an install that takes too long', async () => {
    const store = await storeIn(undefined, { maxUnpackedBytes: 10_000_000, installTimeoutMs: 50 });
    const greet = await store.resolve('@fixtures/greet', '1.2.0');
    // The tarball never comes: the install cannot beat its limit however fast the machine is.
    registry.stallTarballs = true;
    try {
      await expect(store.ensure(greet)).rejects.toMatchObject({ code: 'timeout', retryable: true });
    } finally {
      registry.stallTarballs = false;
    }
    expect(store.isInstalled(greet)).toBe(false);
  });

  it('says the registry cannot be reached, naming the ready-made packages that still work', async () => {
    const store = new PackageStore({
      cacheDir: await cacheDir(),
      registryUrl: 'http://127.0.0.1:9',
      unpack: inProcessUnpacker,
    });
    await expect(store.resolve('left-pad', 'latest')).rejects.toMatchObject({
      code: 'unreachable',
      retryable: true,
      message: expect.stringContaining('only the ready-made packages work (react, react-dom'),
    });
  });
});
