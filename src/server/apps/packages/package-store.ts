import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { noRegistryMessage, packageLimits } from '../../../shared/packages';
import { PackageError } from './package-error';
import { Registry, type ResolvedPackage } from './registry';

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
 * integrity, holding it and its dependencies under node_modules. Installs run npm with
 * install scripts disabled, into a scratch folder renamed into place when complete, so a
 * folder that exists is whole and parallel installs (in this process or another) cannot race.
 */
export class PackageStore {
  readonly registry: Registry;
  private readonly installs = new Map<string, Promise<string>>();
  /** Installs actually run by this process (tests and benchmarks read it). */
  installsRun = 0;

  constructor(private readonly options: { cacheDir: string; registryUrl: string; limits?: PackageLimits }) {
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
    await mkdir(scratch, { recursive: true });
    try {
      // Its own package.json makes the scratch folder npm's project root (npm would otherwise
      // climb to the nearest package.json above it).
      await writeFile(path.join(scratch, 'package.json'), '{ "private": true }\n');
      this.installsRun += 1;
      await this.runNpm(pkg, scratch, limits.installTimeoutMs);
      const size = await folderSize(path.join(scratch, 'node_modules'));
      if (size > limits.maxUnpackedBytes) {
        throw new PackageError(
          `"${pkg.name}" is ${sizeText(size)} unpacked with its dependencies; the limit is ${sizeText(limits.maxUnpackedBytes)}.`,
          'too_large',
        );
      }
      try {
        await rename(scratch, root);
      } catch (error) {
        // Another process finished the same install first: its folder is as good as ours.
        if (!existsSync(root)) throw error;
      }
      return root;
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }

  private runNpm(pkg: ResolvedPackage, cwd: string, timeoutMs: number) {
    const args = [
      'install',
      `${pkg.name}@${pkg.version}`,
      '--ignore-scripts',
      '--legacy-peer-deps',
      '--omit=dev',
      '--no-audit',
      '--no-fund',
      '--no-package-lock',
      '--loglevel=error',
      `--registry=${this.options.registryUrl}`,
      `--cache=${path.join(this.options.cacheDir, '.npm')}`,
    ];
    return new Promise<void>((resolve, reject) => {
      const child = spawn('npm', args, {
        cwd,
        detached: true,
        stdio: ['ignore', 'ignore', 'pipe'],
        env: { ...process.env, npm_config_update_notifier: 'false' },
      });
      let stderr = '';
      child.stderr.on('data', (chunk) => {
        if (stderr.length < 20_000) stderr += chunk;
      });
      const timer = setTimeout(() => {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
        reject(
          new PackageError(
            `Installing "${pkg.name}" took longer than ${timeoutMs / 1000} seconds and was stopped.`,
            'timeout',
            true,
          ),
        );
      }, timeoutMs);
      child.on('error', (error) => {
        clearTimeout(timer);
        reject(
          new PackageError(`npm could not be started to install "${pkg.name}": ${error.message}`, 'install_failed'),
        );
      });
      child.on('close', (code) => {
        clearTimeout(timer);
        if (code === 0) resolve();
        else reject(npmFailure(pkg.name, stderr));
      });
    });
  }
}

function npmFailure(name: string, stderr: string) {
  if (/E404|404 Not Found/.test(stderr)) {
    const missing = stderr.match(/'([^'@\s]+(?:@[^'\s]+)?)' is not in this registry/)?.[1] ?? name;
    return new PackageError(
      `"${name}" could not be installed: ${missing} was not found on the npm registry.`,
      'not_found',
    );
  }
  if (/ENOTFOUND|ECONNREFUSED|ETIMEDOUT|EAI_AGAIN|ECONNRESET|network/i.test(stderr)) {
    return new PackageError(noRegistryMessage(name), 'unreachable', true);
  }
  const reason = stderr.split('\n').find((line) => /npm (error|ERR!)/.test(line) && !/A complete log/.test(line));
  return new PackageError(
    `"${name}" could not be installed${reason ? `: ${reason.replace(/^npm (error|ERR!)\s*/, '')}` : '.'}`,
    'install_failed',
  );
}

async function folderSize(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += await folderSize(full);
    else if (entry.isFile()) total += (await stat(full)).size;
  }
  return total;
}
