import type { MiddlewareHandler } from 'hono';
import { ApiError } from './api-error';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cookie-authenticated writes must come from our own pages: a browser always sends Origin on
 * such requests, so a missing or foreign one is a cross-site request (or not a browser).
 * `crossSitePaths` are posted to by other sites by design and prove themselves otherwise.
 */
export function requireSameOrigin(appUrl: string, crossSitePaths: string[] = []): MiddlewareHandler {
  const allowed = new URL(appUrl).origin;
  return async (c, next) => {
    const crossSite = crossSitePaths.some((prefix) => c.req.path.startsWith(prefix));
    if (unsafeMethods.has(c.req.method) && c.req.header('origin') !== allowed && !crossSite) {
      throw new ApiError(403, 'forbidden_origin', 'This request must come from the Shipwright app.');
    }
    await next();
  };
}
