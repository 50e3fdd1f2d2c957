import { isIPv4, isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The socket's peer address; X-Forwarded-For only when we sit behind a proxy we trust. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return socketAddress(c) ?? 'unknown';
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // not served by @hono/node-server (e.g. app.request in a unit test)
  }
}

/** Every loopback address is this machine, which can use any of them: one client. */
const loopback = 'loopback';

/**
 * Whom a rate limit counts for an address. The same client must not count as several:
 * - `::ffff:203.0.113.7` (how a dual-stack socket reports an IPv4 peer) is `203.0.113.7`;
 * - an IPv6 address counts as its /64, since one subscriber is handed a whole /64 and can pick
 *   any of its 2^64 addresses per request;
 * - 127.0.0.0/8 and ::1 are all this machine.
 * Spelling (case, leading zeros, `::`, a zone, brackets or a port a proxy added) changes nothing.
 * Anything else (e.g. `unknown`) is counted as itself, apart from every address's key.
 */
export function rateLimitClient(address: string): string {
  const bare = withoutPort(address.trim().toLowerCase());
  if (isIPv4(bare)) return bare.startsWith('127.') ? loopback : bare;
  if (!isIPv6(bare)) return `not an address: ${bare}`;
  const groups = ipv6Groups(bare.replace(/%.*$/, ''));
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return rateLimitClient(
      groups
        .slice(6)
        .flatMap((g) => [g >> 8, g & 0xff])
        .join('.'),
    );
  }
  if (groups.slice(0, 7).every((g) => g === 0) && groups[7] === 1) return loopback;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** `[v6]:port` and `v4:port`, as some proxies write X-Forwarded-For, without the port. */
function withoutPort(address: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) return bracketed[1];
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(address);
  return v4WithPort?.[1] ?? address;
}

/** The eight 16-bit groups of a valid IPv6 address (a dotted IPv4 tail becomes the last two). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const parse = (part: string | undefined) => (part ? part.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const [head, tail] = text.split('::');
  const [left, right] = [parse(head), parse(tail)];
  const gap = tail === undefined ? [] : new Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...gap, ...right];
}

/** True only for a real loopback peer; headers are never consulted. */
export function isLoopbackClient(c: Context): boolean {
  const address = socketAddress(c);
  return address !== undefined && rateLimitClient(address) === loopback;
}
