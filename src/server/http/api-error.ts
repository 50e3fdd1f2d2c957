import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '../../shared/api-error';
import type { Logger } from '../core/logger';
import { isDatabaseUnavailable } from '../db/unavailable';
import { loggedPath } from './logged-path';

/** Thrown by services for an expected failure that the user should read. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const errorBody = (code: string, message: string): ApiErrorBody => ({ error: { code, message } });

const codeByStatus: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  413: 'payload_too_large',
  429: 'rate_limited',
};

export const unavailableMessage = 'The service is briefly unavailable. Please try again in a moment.';

export function handleError(logger: Logger) {
  return (err: Error, c: Context) => {
    if (err instanceof ApiError) return c.json(errorBody(err.code, err.message), err.status, err.headers);
    if (err instanceof HTTPException && err.status < 500) {
      return c.json(errorBody(codeByStatus[err.status] ?? 'bad_request', err.message || 'Bad request.'), err.status);
    }
    if (isDatabaseUnavailable(err)) {
      logger.warn('database unavailable', { method: c.req.method, path: loggedPath(c.req.path), error: String(err) });
      return c.json(errorBody('database_unavailable', unavailableMessage), 503, { 'Retry-After': '2' });
    }
    logger.error('unhandled error', {
      method: c.req.method,
      path: loggedPath(c.req.path),
      error: err.stack ?? String(err),
    });
    return c.json(errorBody('internal', 'Something went wrong on our side. Please try again.'), 500);
  };
}
