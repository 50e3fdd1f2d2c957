import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../core/logger';
import { clientAddress } from './client-address';
import { loggedPath } from './logged-path';

/** One line per request. Only the path: query strings can carry tokens and e-mail addresses. */
export function requestLog(logger: Logger, trustProxy: boolean): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger.info('request', {
      method: c.req.method,
      path: loggedPath(c.req.path),
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      ip: clientAddress(c, trustProxy),
    });
  };
}
