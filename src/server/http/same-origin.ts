import type { MiddlewareHandler } from 'hono';
import { ApiError } from './api-error';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cookie-authenticated writes must come from our own pages: a browser always sends Origin on
 * such requests, so a missing or foreign one is a cross-site request (or not a browser).
 */
export function requireSameOrigin(appUrl: string): MiddlewareHandler {
  const allowed = new URL(appUrl).origin;
  return async (c, next) => {
    if (unsafeMethods.has(c.req.method) && c.req.header('origin') !== allowed) {
      throw new ApiError(403, 'forbidden_origin', 'This request must come from the Shipwright app.');
    }
    await next();
  };
}
