import type { Context, MiddlewareHandler } from 'hono';
import { ApiError } from './api-error';
import { clientAddress } from './client-address';

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
}

/**
 * Fixed-window counter per client address, kept in memory: one process serves the embedded
 * deployment, and a restart forgetting counters only ever helps a real user.
 */
export function rateLimit({ name, max, windowMs = 60_000, trustProxy, keyOf }: RateLimitOptions): MiddlewareHandler {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return async (c, next) => {
    const now = Date.now();
    const address = clientAddress(c, trustProxy);
    const key = keyOf ? keyOf(c, address) : address;
    const limit = typeof max === 'number' ? max : max(c);
    let window = windows.get(key);
    if (!window || window.resetAt <= now) {
      if (windows.size > 10_000) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      window = { count: 0, resetAt: now + windowMs };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count > limit) {
      const seconds = Math.ceil((window.resetAt - now) / 1000);
      throw new ApiError(429, 'rate_limited', `Too many requests. Please try again in ${formatWait(seconds)}.`, {
        'Retry-After': String(seconds),
      });
    }
    c.header('RateLimit-Remaining', String(limit - window.count), { append: false });
    c.header('X-RateLimit-Scope', name);
    await next();
  };
}

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
