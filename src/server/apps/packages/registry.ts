import { createHash } from 'node:crypto';
import semver from 'semver';
import { noRegistryMessage } from '../../../shared/packages';
import { PackageError } from './package-error';

export interface ResolvedPackage {
  name: string;
  version: string;
  /** The tarball's Subresource Integrity string: what the cache is addressed by. */
  integrity: string;
  /** Where the registry keeps the tarball. */
  tarball: string;
  /** What this version depends on, as its manifest says (not yet checked: a stranger's words). */
  dependencies: Record<string, unknown>;
}

interface Packument {
  'dist-tags'?: Record<string, string>;
  versions?: Record<
    string,
    { dependencies?: Record<string, unknown>; dist?: { integrity?: string; shasum?: string; tarball?: string } }
  >;
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
    const tagged = Object.hasOwn(tags, spec) ? tags[spec] : undefined;
    const picked = semver.valid(spec)
      ? versions.includes(spec)
        ? spec
        : null
      : (tagged ??
        (latest && semver.satisfies(latest, spec) ? latest : semver.maxSatisfying(versions, spec, { loose: true })));
    // A registry's words: only a clean version names a folder of the cache (never "1.0.0/../..").
    const version =
      picked && semver.valid(picked) === picked && Object.hasOwn(doc.versions ?? {}, picked) ? picked : null;
    const manifest = version ? doc.versions?.[version] : undefined;
    const dist = manifest?.dist;
    if (!version || !dist) throw new PackageError(`No version of "${name}" matches "${spec}".`, 'not_found');
    const dependencies =
      manifest.dependencies && typeof manifest.dependencies === 'object' ? manifest.dependencies : {};
    return {
      name,
      version,
      integrity: dist.integrity ?? `sha1-${Buffer.from(dist.shasum ?? '', 'hex').toString('base64')}`,
      tarball: dist.tarball ?? '',
      dependencies,
    };
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
        redirect: 'error',
      });
    } catch {
      throw new PackageError(noRegistryMessage(name), 'unreachable', true);
    }
    if (response.status === 404) {
      throw new PackageError(`Package "${name}" was not found on the npm registry.`, 'not_found');
    }
    if (!response.ok) throw new PackageError(noRegistryMessage(name), 'unreachable', true);
    const body = await boundedBody(response, maxPackumentBytes).catch(() => null);
    if (!body) throw new PackageError(`The registry's answer about "${name}" is too large.`, 'too_large');
    try {
      return JSON.parse(body.toString('utf8')) as Packument;
    } catch {
      throw new PackageError(noRegistryMessage(name), 'unreachable', true);
    }
  }

  /**
   * A package's tarball, only from this registry's own address and only when its bytes match
   * the integrity the registry published: a packument naming any other host fetches nothing.
   */
  async tarball(pkg: ResolvedPackage, maxBytes: number): Promise<Buffer> {
    const refused = (why: string) => new PackageError(`"${pkg.name}" was refused: ${why}`, 'refused');
    let url: URL;
    try {
      url = new URL(pkg.tarball);
    } catch {
      throw refused('the registry gives no valid address for its tarball.');
    }
    if (url.origin !== new URL(this.url).origin) throw refused('the registry lists its tarball at another address.');
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(requestTimeoutMs * 4), redirect: 'error' });
    } catch {
      throw new PackageError(noRegistryMessage(pkg.name), 'unreachable', true);
    }
    if (response.status === 404)
      throw new PackageError(`"${pkg.name}@${pkg.version}" was not found on the npm registry.`, 'not_found');
    if (!response.ok) throw new PackageError(noRegistryMessage(pkg.name), 'unreachable', true);
    const bytes = await boundedBody(response, maxBytes);
    if (!bytes) throw tooLarge(pkg.name);
    if (!matchesIntegrity(bytes, pkg.integrity)) throw refused("its tarball does not match the registry's integrity.");
    return bytes;
  }
}

/** Metadata of one package: the largest public packuments are a few tens of MB. */
const maxPackumentBytes = 64 * 1024 * 1024;

/** A response's body, read no further than `maxBytes` (null past it): a stream may not say its length. */
async function boundedBody(response: Response, maxBytes: number): Promise<Buffer | null> {
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes || !response.body) {
    await response.body?.cancel();
    return response.body ? null : Buffer.alloc(0);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      await response.body.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

const tooLarge = (name: string) => new PackageError(`"${name}" is too large to install.`, 'too_large');

/** Whether the bytes match the strongest hash of a Subresource Integrity string. */
function matchesIntegrity(bytes: Buffer, integrity: string) {
  const hashes = integrity
    .split(/\s+/)
    .map((entry) => entry.match(/^(sha512|sha384|sha256|sha1)-(.+)$/))
    .filter((m): m is RegExpMatchArray => m !== null);
  const strongest = ['sha512', 'sha384', 'sha256', 'sha1']
    .map((algorithm) => hashes.find((m) => m[1] === algorithm))
    .find(Boolean);
  if (!strongest?.[1] || !strongest[2]) return false;
  return createHash(strongest[1]).update(bytes).digest('base64') === strongest[2];
}
