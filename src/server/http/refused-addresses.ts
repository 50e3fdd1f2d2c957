import { BlockList, isIP } from 'node:net';

/**
 * Addresses the server never reaches for a stranger (a function's request, an identity provider,
 * a Git remote): this machine, private networks, link-local (cloud metadata), and every range
 * that is not plain global unicast, including the IPv6 forms that carry an IPv4 address inside
 * them (a socket to ::ffff:127.0.0.1 reaches 127.0.0.1). From IANA's special-purpose registries.
 */
export const refusedRanges: ReadonlyArray<readonly [network: string, prefix: number, why: string]> = [
  ['0.0.0.0', 8, '"this network"; 0.0.0.0 reaches this machine'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'carrier-grade NAT'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local, cloud metadata'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'IETF protocol assignments (DS-Lite, NAT64 discovery)'],
  ['192.0.2.0', 24, 'documentation'],
  ['192.88.99.0', 24, '6to4 relay anycast, deprecated'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'benchmarking'],
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved, broadcast'],
  // IPv6 outside 2000::/3 is refused as a whole below; these are named for the reader and the tests.
  ['::', 96, 'unspecified, loopback and IPv4-compatible (::a.b.c.d, deprecated)'],
  ['::ffff:0:0', 96, 'IPv4-mapped: the socket reaches the IPv4 address inside'],
  ['::ffff:0:0:0', 96, 'IPv4-translated (SIIT)'],
  ['64:ff9b:1::', 48, 'NAT64 local-use: where it leads is the local network’s choice'],
  ['100::', 64, 'discard-only'],
  ['2001::', 23, 'IETF protocol assignments: Teredo 2001::/32, benchmarking, ORCHID'],
  ['2001:db8::', 32, 'documentation'],
  ['2002::', 16, '6to4 (deprecated): a relay or a local 6to4 interface reaches the IPv4 inside'],
  ['3fff::', 20, 'documentation'],
  ['5f00::', 16, 'SRv6 segment identifiers'],
  ['fc00::', 7, 'unique local (private)'],
  ['fe80::', 10, 'link-local'],
  ['fec0::', 10, 'site-local (deprecated, private)'],
  ['ff00::', 8, 'multicast'],
];

// One list per family: a BlockList also matches IPv4 addresses against IPv6 rules such as ::/96.
const refusedV4 = new BlockList();
const refusedV6 = new BlockList();
for (const [network, prefix] of refusedRanges)
  if (isIP(network) === 6) refusedV6.addSubnet(network, prefix, 'ipv6');
  else refusedV4.addSubnet(network, prefix, 'ipv4');

/** IPv6 global unicast: every IPv6 address a public server has comes from here. */
const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');

/** NAT64's well-known prefix (RFC 6052): a public IPv4 server seen from an IPv6-only network. */
const nat64 = new BlockList();
nat64.addSubnet('64:ff9b::', 96, 'ipv6');

/** The last 32 bits of an IPv6 address, as dotted IPv4. */
function lastIpv4(address: string) {
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (dotted) return dotted[1] as string;
  const [head = '', tail] = address.split('::');
  const groups = head.split(':').filter(Boolean);
  const tailGroups = tail === undefined ? [] : tail.split(':').filter(Boolean);
  const words = [...groups, ...Array(8 - groups.length - tailGroups.length).fill('0'), ...tailGroups];
  const [high, low] = words.slice(6).map((word) => Number.parseInt(word, 16));
  return [(high ?? 0) >> 8, (high ?? 0) & 255, (low ?? 0) >> 8, (low ?? 0) & 255].join('.');
}

/**
 * Whether the server must not connect to `address` for a stranger. A NAT64 address is judged by
 * the IPv4 address it stands for, so IPv6-only hosts with DNS64 still reach public servers; anything
 * that is not an IP address is refused.
 */
export function isRefusedAddress(address: string, allowed?: BlockList): boolean {
  const bare = address.replace(/%.*$/, '');
  const family = isIP(bare);
  if (!family) return true;
  const kind = family === 6 ? 'ipv6' : 'ipv4';
  if (allowed?.check(bare, kind)) return false;
  if (family === 4) return refusedV4.check(bare, 'ipv4');
  if (nat64.check(bare, 'ipv6')) return isRefusedAddress(lastIpv4(bare), allowed);
  return refusedV6.check(bare, 'ipv6') || !globalUnicast.check(bare, 'ipv6');
}
