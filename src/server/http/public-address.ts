import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isRefusedAddress } from './refused-addresses';

const bareHost = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/**
 * Why `url` may not be fetched for a user, judged without resolving it: only https, and no literal
 * special address, unless the operator listed the origin. A literal address is connected to
 * without any lookup, so it is judged here.
 */
export function refusedUrl(url: URL, trustedOrigins: readonly string[]): string | null {
  if (trustedOrigins.includes(url.origin)) return null;
  if (url.protocol !== 'https:') return `${url.origin} is not on https.`;
  const host = bareHost(url);
  if (isIP(host) && isRefusedAddress(host)) return `${url.hostname} is a private address.`;
  return null;
}

/**
 * Why the server must not fetch `url` for a user (an identity provider, a Git remote), or null:
 * a check when an address is saved, for a clear answer then. It does not protect the connection
 * made later (the name may answer differently by then): public-connection.ts does that.
 */
export async function unreachableReason(url: URL, trustedOrigins: readonly string[]): Promise<string | null> {
  if (trustedOrigins.includes(url.origin)) return null;
  const refused = refusedUrl(url, trustedOrigins);
  if (refused || isIP(bareHost(url))) return refused;
  const addresses = (await lookup(bareHost(url), { all: true }).catch(() => [])).map((a) => a.address);
  if (!addresses.length) return `${url.hostname} does not resolve.`;
  if (addresses.some((address) => isRefusedAddress(address))) return `${url.hostname} is a private address.`;
  return null;
}
