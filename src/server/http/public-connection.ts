import { AsyncLocalStorage } from 'node:async_hooks';
import dns, { type LookupAddress } from 'node:dns';
import { type BlockList, isIP, type LookupFunction } from 'node:net';
import { Agent, buildConnector, Dispatcher, getGlobalDispatcher, setGlobalDispatcher } from 'undici';
import { refusedUrl } from './public-address';
import { isRefusedAddress } from './refused-addresses';

/**
 * Connections to addresses a user typed (a Git remote, an identity provider, a function's fetch).
 * A name is looked up once, every address it gave is checked, and the socket is handed exactly
 * those addresses: checking one lookup and connecting after another would let a name with a short
 * TTL answer a public address to the check and 127.0.0.1 to the socket (DNS rebinding). TLS still
 * verifies the certificate against the name.
 */

/** The destination is refused; `message` says why in words a user can act on. */
export class RefusedDestinationError extends Error {
  readonly code = 'EREFUSEDDESTINATION';
}

const lookupAll = (host: string) =>
  new Promise<LookupAddress[]>((resolve, reject) =>
    // Through node:dns's lookup, as the sockets themselves would resolve (hosts file included).
    dns.lookup(host, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );

/** `host`'s addresses, looked up once, or a RefusedDestinationError if any is not public (`allowed` excepted). */
export async function resolvePublic(host: string, allowed?: BlockList): Promise<LookupAddress[]> {
  const bare = host.replace(/^\[|\]$/g, '');
  const addresses = isIP(bare) ? [{ address: bare, family: isIP(bare) }] : await lookupAll(bare);
  if (!addresses.length || addresses.some((a) => isRefusedAddress(a.address, allowed)))
    throw new RefusedDestinationError(`${host} is a private address.`);
  return addresses;
}

/** A socket's lookup that answers with these addresses, whatever it is asked. */
export function pinnedLookup(addresses: LookupAddress[]): LookupFunction {
  return (_host, options, callback) => {
    const fitting = addresses.filter((a) => !options.family || a.family === options.family);
    if (options.all) return callback(null, fitting);
    const [first] = fitting;
    if (!first) return callback(new RefusedDestinationError('no address of the family asked for.'), '', 0);
    callback(null, first.address, first.family);
  };
}

/** A socket's lookup that resolves once, refuses special addresses, and connects to those checked. */
export const publicLookup: LookupFunction = (host, options, callback) => {
  resolvePublic(host).then(
    (addresses) => pinnedLookup(addresses)(host, options, callback),
    (error: NodeJS.ErrnoException) => callback(error, '', 0),
  );
};

const connectPublic = buildConnector({ lookup: publicLookup });

/** An undici Agent whose every connection goes to a checked public address (a literal address is checked too, as no lookup sees it). */
export const publicAgent = new Agent({
  connect: (options, callback) => {
    if (isIP(options.hostname) && isRefusedAddress(options.hostname))
      return callback(new RefusedDestinationError(`${options.hostname} is a private address.`), null);
    connectPublic(options, callback);
  },
});

/** `fetch`, connecting only to public https addresses unless the origin is trusted; never follows redirects. */
export function fetchPublic(url: URL, init: RequestInit, trustedOrigins: readonly string[]) {
  const refused = refusedUrl(url, trustedOrigins);
  if (refused) return Promise.reject(new TypeError('fetch failed', { cause: new RefusedDestinationError(refused) }));
  const dispatcher = trustedOrigins.includes(url.origin) ? undefined : publicAgent;
  return fetch(url, { ...init, redirect: 'manual', dispatcher } as RequestInit);
}

/** Why a fetch to `url` failed, for the user: the refusal's own words, or what the connection said. */
export function unreachableMessage(error: unknown, url: URL) {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if (cause instanceof RefusedDestinationError) return cause.message;
  if (cause?.code === 'ENOTFOUND') return `${url.hostname} does not resolve.`;
  return cause?.code ? `${url.host} answered ${cause.code}.` : `${url.host} did not answer.`;
}

const egressScope = new AsyncLocalStorage<readonly string[]>();
let scopeInstalled = false;

/**
 * The process's fetch dispatcher, once: inside withPublicEgress, requests to origins that are not
 * trusted go through publicAgent; everywhere else nothing changes.
 */
function installScopedDispatcher() {
  if (scopeInstalled) return;
  scopeInstalled = true;
  const usual = getGlobalDispatcher();
  class ScopedDispatcher extends Dispatcher {
    dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandlers) {
      const trusted = egressScope.getStore();
      const guarded = trusted && !trusted.includes(new URL(String(options.origin)).origin);
      return (guarded ? publicAgent : usual).dispatch(options, handler);
    }
    close() {
      return usual.close();
    }
    destroy() {
      return usual.destroy();
    }
  }
  setGlobalDispatcher(new ScopedDispatcher());
}

/**
 * Runs `work` (library code that calls fetch itself, such as the SSO plugin exchanging a code for
 * tokens) so that each of its requests connects only to checked public addresses, unless the
 * request's origin is trusted.
 */
export function withPublicEgress<T>(trustedOrigins: readonly string[], work: () => Promise<T>): Promise<T> {
  installScopedDispatcher();
  return egressScope.run(trustedOrigins, work);
}
