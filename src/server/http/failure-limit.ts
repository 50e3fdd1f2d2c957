import type { MiddlewareHandler } from 'hono';
import { ApiError } from './api-error';
import { limitKey, limitRefusal, type RateLimitOptions } from './rate-limit';

/**
 * A limit on failures rather than requests: a client passes while its failures in the window are
 * under `max`, and each answer `failed` calls one counts. For what honest people rarely get wrong
 * and attackers nearly always do (a guessed code), so a class behind one address is not held to
 * its successes. Requests sent at once may all pass before the first failure counts: pair it with
 * a rateLimit on every request, which bounds how many that can be.
 */
export function failureLimit({
  name,
  max,
  windowMs = 60_000,
  trustProxy,
  keyOf,
  store,
  failed,
  refusal,
}: Omit<RateLimitOptions, 'max' | 'refusal'> & {
  max: number;
  failed: (status: number) => boolean;
  refusal: NonNullable<RateLimitOptions['refusal']>;
}): MiddlewareHandler {
  return async (c, next) => {
    const key = limitKey(c, trustProxy, keyOf);
    const window = await store.peek(name, key);
    if (window && window.count >= max) throw limitRefusal(refusal, window.resetInMs);
    try {
      await next();
    } catch (error) {
      // A route that throws its refusal (ApiError) fails as surely as one that answers it.
      if (error instanceof ApiError && failed(error.status)) await store.hit(name, key, windowMs);
      throw error;
    }
    if (failed(c.res.status)) await store.hit(name, key, windowMs);
  };
}
