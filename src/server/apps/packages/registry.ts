import semver from 'semver';
import { noRegistryMessage } from '../../../shared/packages';
import { PackageError } from './package-error';

export interface ResolvedPackage {
  name: string;
  version: string;
  /** The tarball's Subresource Integrity string: what the cache is addressed by. */
  integrity: string;
}

interface Packument {
  'dist-tags'?: Record<string, string>;
  versions?: Record<string, { dist?: { integrity?: string; shasum?: string } }>;
}

const packumentTtlMs = 5 * 60_000;
const failureTtlMs = 30_000;
const requestTimeoutMs = 15_000;

/**
 * Reads package metadata from an npm registry (the public one, or any that speaks its HTTP
 * protocol) and turns a range or tag into the exact version npm would pick.
 */
export class Registry {
  private readonly packuments = new Map<string, Promise<Packument>>();

  constructor(readonly url: string) {}

  async resolve(name: string, spec: string): Promise<ResolvedPackage> {
    const doc = await this.packument(name);
    const versions = Object.keys(doc.versions ?? {});
    const tags = doc['dist-tags'] ?? {};
    const latest = tags.latest;
    const version = semver.valid(spec)
      ? versions.includes(spec)
        ? spec
        : null
      : (tags[spec] ??
        (latest && semver.satisfies(latest, spec) ? latest : semver.maxSatisfying(versions, spec, { loose: true })));
    const dist = version ? doc.versions?.[version]?.dist : undefined;
    if (!version || !dist) throw new PackageError(`No version of "${name}" matches "${spec}".`, 'not_found');
    return { name, version, integrity: dist.integrity ?? `sha1-${dist.shasum ?? ''}` };
  }

  private packument(name: string): Promise<Packument> {
    let doc = this.packuments.get(name);
    if (!doc) {
      doc = this.fetchPackument(name);
      this.packuments.set(name, doc);
      const forget = (ms: number) => setTimeout(() => this.packuments.delete(name), ms).unref();
      doc.then(
        () => forget(packumentTtlMs),
        () => forget(failureTtlMs),
      );
    }
    return doc;
  }

  private async fetchPackument(name: string): Promise<Packument> {
    let response: Response;
    try {
      response = await fetch(`${this.url.replace(/\/+$/, '')}/${name.replace('/', '%2f')}`, {
        headers: { accept: 'application/vnd.npm.install-v1+json; q=1.0, application/json; q=0.8' },
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
    } catch {
      throw new PackageError(noRegistryMessage(name), 'unreachable', true);
    }
    if (response.status === 404) {
      throw new PackageError(`Package "${name}" was not found on the npm registry.`, 'not_found');
    }
    if (!response.ok) throw new PackageError(noRegistryMessage(name), 'unreachable', true);
    return (await response.json()) as Packument;
  }
}
