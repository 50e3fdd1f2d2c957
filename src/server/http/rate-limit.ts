import type { Context, MiddlewareHandler } from 'hono';
import { ApiError } from './api-error';
import { clientAddress } from './client-address';
import type { RateLimitStore } from './rate-limit-store';

export interface RateLimitOptions {
  /** Distinguishes limits that share a client address. */
  name: string;
  /** Requests per window; a function when it depends on the request (e.g. the app owner's plan). */
  max: number | ((c: Context) => number);
  /** One minute unless said otherwise. */
  windowMs?: number;
  trustProxy: boolean;
  /** Whom to count: the client address unless said otherwise (e.g. an app's device identity). */
  keyOf?: (c: Context, address: string) => string;
  /** Where the counts live: `rateLimitStore(deps)`, one per server. */
  store: RateLimitStore;
}

/**
 * Fixed-window counter per client address. Counts live in `store`: the database every instance
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
}: RateLimitOptions): MiddlewareHandler {
  return async (c, next) => {
    const address = clientAddress(c, trustProxy);
    const key = keyOf ? keyOf(c, address) : address;
    const limit = typeof max === 'number' ? max : max(c);
    const { count, resetInMs } = await store.hit(name, key, windowMs);
    if (count > limit) {
      const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
      throw new ApiError(429, 'rate_limited', `Too many requests. Please try again in ${formatWait(seconds)}.`, {
        'Retry-After': String(seconds),
      });
    }
    c.header('RateLimit-Remaining', String(limit - count), { append: false });
    c.header('X-RateLimit-Scope', name);
    await next();
  };
}

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
