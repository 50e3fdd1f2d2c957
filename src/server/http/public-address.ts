import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { refusedAddresses } from './refused-addresses';

/**
 * Why the server must not fetch `url` for a user (an identity provider, a Git remote), or null.
 * Only https to public addresses, unless the operator listed the origin: otherwise anyone could
 * make this server read its own network.
 */
export async function unreachableReason(url: URL, trustedOrigins: readonly string[]): Promise<string | null> {
  if (trustedOrigins.includes(url.origin)) return null;
  if (url.protocol !== 'https:') return `${url.origin} is not on https.`;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true }).catch(() => [])).map((a) => a.address);
  if (!addresses.length) return `${url.hostname} does not resolve.`;
  if (addresses.some((address) => refusedAddresses.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4')))
    return `${url.hostname} is a private address.`;
  return null;
}
