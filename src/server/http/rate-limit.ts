import type { Context, MiddlewareHandler } from 'hono';
import { ApiError } from './api-error';
import { clientAddress, rateLimitClient } from './client-address';
import type { RateLimitStore } from './rate-limit-store';

export interface RateLimitOptions {
  /** Distinguishes limits that share a client address. */
  name: string;
  /** Requests per window; a function when it depends on the request (e.g. the app owner's plan). */
  max: number | ((c: Context) => number);
  /** One minute unless said otherwise. */
  windowMs?: number;
  trustProxy: boolean;
  /**
   * Whom to count: the client unless said otherwise (e.g. an app's device identity). `client` is
   * the address as rate limits count it (`rateLimitClient`: an IPv6 /64, IPv4 without its
   * `::ffff:` form), so a key built from it cannot be dodged by respelling the address.
   */
  keyOf?: (c: Context, client: string) => string;
  /** Where the counts live: `rateLimitStore(deps)`, one per server. */
  store: RateLimitStore;
  /** The 429's code and message, given the wait in words; the generic "Too many requests" otherwise. */
  refusal?: { code: string; message: (wait: string) => string };
}

/** Whom a limit counts: the client's address, or what `keyOf` makes of it. */
export function limitKey(c: Context, trustProxy: boolean, keyOf: RateLimitOptions['keyOf']) {
  const client = rateLimitClient(clientAddress(c, trustProxy));
  return keyOf ? keyOf(c, client) : client;
}

/** A limit's 429, saying when to try again. */
export function limitRefusal(refusal: NonNullable<RateLimitOptions['refusal']>, resetInMs: number) {
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
  return new ApiError(429, refusal.code, refusal.message(formatWait(seconds)), { 'Retry-After': String(seconds) });
}

const tooManyRequests = {
  code: 'rate_limited',
  message: (wait: string) => `Too many requests. Please try again in ${wait}.`,
};

/**
 * Fixed-window counter per client (see `keyOf`). Counts live in `store`: the database every instance
 * shares on PostgreSQL, this process on PGlite (see rate-limit-store.ts). A store that cannot
 * answer fails the request (503 for an unavailable database) rather than letting it through
 * uncounted.
 */
export function rateLimit({
  name,
  max,
  windowMs = 60_000,
  trustProxy,
  keyOf,
  store,
  refusal = tooManyRequests,
}: RateLimitOptions): MiddlewareHandler {
  return async (c, next) => {
    const key = limitKey(c, trustProxy, keyOf);
    const limit = typeof max === 'number' ? max : max(c);
    const { count, resetInMs } = await store.hit(name, key, windowMs);
    if (count > limit) throw limitRefusal(refusal, resetInMs);
    c.header('RateLimit-Remaining', String(limit - count), { append: false });
    c.header('X-RateLimit-Scope', name);
    await next();
  };
}

export function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
