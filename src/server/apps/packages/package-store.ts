import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { packageLimits } from '../../../shared/packages';
import { dependencyTree } from './dependency-tree';
import { PackageError } from './package-error';
import { Registry, type ResolvedPackage } from './registry';
import type { Unpacker } from './tarball';

export type PackageLimits = { maxUnpackedBytes: number; installTimeoutMs: number };

const sizeText = (bytes: number) =>
  bytes < 1024
    ? `${bytes} bytes`
    : bytes < 1024 * 1024
      ? `${Math.ceil(bytes / 1024)} kB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Packages outside the curated set, installed on demand into a cache shared by every project
 * and kept across restarts. Each exact version gets its own folder, named by the tarball's
 * integrity, holding it and its dependencies under node_modules. No npm and no install script
 * runs: the tree is resolved from registry metadata, tarballs come from the registry only and
 * are unpacked in the build sandbox, into a scratch folder renamed into place when complete, so a
 * folder that exists is whole and parallel installs (in this process or another) cannot race.
 */
export class PackageStore {
  readonly registry: Registry;
  private readonly installs = new Map<string, Promise<string>>();
  /** Installs actually run by this process (tests and benchmarks read it). */
  installsRun = 0;

  constructor(
    private readonly options: { cacheDir: string; registryUrl: string; unpack: Unpacker; limits?: PackageLimits },
  ) {
    this.registry = new Registry(options.registryUrl);
  }

  resolve(name: string, spec: string) {
    return this.registry.resolve(name, spec);
  }

  /** The folder whose node_modules holds this exact package. */
  rootOf(pkg: ResolvedPackage) {
    const digest = createHash('sha256').update(pkg.integrity).digest('hex').slice(0, 24);
    return path.join(this.options.cacheDir, `${pkg.name.replace('/', '+')}@${pkg.version}-${digest}`);
  }

  isInstalled(pkg: ResolvedPackage) {
    return existsSync(this.rootOf(pkg));
  }

  /** Installs the package unless the cache has it; answers its root folder. */
  ensure(pkg: ResolvedPackage): Promise<string> {
    const root = this.rootOf(pkg);
    if (existsSync(root)) return Promise.resolve(root);
    let install = this.installs.get(root);
    if (!install) {
      install = this.install(pkg, root).finally(() => this.installs.delete(root));
      this.installs.set(root, install);
    }
    return install;
  }

  private async install(pkg: ResolvedPackage, root: string): Promise<string> {
    const limits = this.options.limits ?? packageLimits;
    const scratch = path.join(this.options.cacheDir, '.installing', randomUUID());
    await mkdir(path.join(scratch, '.tarballs'), { recursive: true });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new PackageError(
              `Installing "${pkg.name}" took longer than ${limits.installTimeoutMs / 1000} seconds and was stopped.`,
              'timeout',
              true,
            ),
          ),
        limits.installTimeoutMs,
      );
    });
    this.installsRun += 1;
    const stopped = new AbortController();
    const work = this.fetchAndUnpack(pkg, scratch, limits, stopped.signal);
    try {
      await Promise.race([work, timeout]);
      await rm(path.join(scratch, '.tarballs'), { recursive: true, force: true });
      try {
        await rename(scratch, root);
      } catch (error) {
        // Another process finished the same install first: its folder is as good as ours.
        if (!existsSync(root)) throw error;
      }
      return root;
    } finally {
      clearTimeout(timer);
      stopped.abort();
      // The scratch folder goes once nothing writes into it any more.
      void work
        .catch(() => undefined)
        .then(() => rm(scratch, { recursive: true, force: true }))
        .catch(() => undefined);
    }
  }

  /**
   * The whole tree from metadata first (refusing anything not from the registry), then each
   * tarball from the registry, checked against its integrity, then unpacked by the unpacker.
   */
  private async fetchAndUnpack(pkg: ResolvedPackage, scratch: string, limits: PackageLimits, signal: AbortSignal) {
    const tree = await dependencyTree(this.registry, pkg, { maxPackages: maxPackagesPerInstall });
    let downloaded = 0;
    await inBatches(tree, 6, async (placement, index) => {
      signal.throwIfAborted();
      const bytes = await this.registry.tarball(placement, limits.maxUnpackedBytes).catch((error) => {
        throw error instanceof PackageError && error.code === 'too_large' ? tooLargeError(pkg.name, limits) : error;
      });
      downloaded += bytes.length;
      if (downloaded > limits.maxUnpackedBytes) throw tooLargeError(pkg.name, limits);
      await writeFile(path.join(scratch, '.tarballs', `${index}.tgz`), bytes);
    });
    signal.throwIfAborted();
    const steps = tree.map((p, index) => ({ name: p.name, tarball: `.tarballs/${index}.tgz`, folder: p.folder }));
    const unpacked = await this.options.unpack(scratch, { steps, maxBytes: limits.maxUnpackedBytes });
    if (!unpacked.ok) {
      const tooLarge = / is too large unpacked\.$/.test(unpacked.message);
      if (tooLarge) throw tooLargeError(pkg.name, limits);
      throw new PackageError(unpacked.message, 'refused');
    }
    const size = await folderSize(path.join(scratch, 'node_modules'));
    if (size > limits.maxUnpackedBytes) throw tooLargeError(pkg.name, limits);
  }
}

/** Packages one install may bring with its dependencies. */
const maxPackagesPerInstall = 300;

const tooLargeError = (name: string, limits: PackageLimits) =>
  new PackageError(
    `"${name}" is larger than ${sizeText(limits.maxUnpackedBytes)} with its dependencies, the most a package may add.`,
    'too_large',
  );

/** Runs `work` on every item, at most `width` at a time. */
async function inBatches<T>(items: T[], width: number, work: (item: T, index: number) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(width, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index] as T, index);
    }
  });
  await Promise.all(lanes);
}

/** Bytes of the regular files under `dir` (an unpacked install holds no links). */
async function folderSize(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += await folderSize(full);
    else if (entry.isFile()) total += (await stat(full)).size;
  }
  return total;
}
