import { isIP } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import type { Env } from '../../core/env';
import { type AppHost, appHostOf, mainHostName, requestHostName } from './app-hosts';
import { appNotFoundPage } from './app-pages';

/** The page for a name that shows nothing of ours: never the main app, never a login prompt. */
function notFound(c: Context) {
  c.header('Cache-Control', 'no-store');
  c.header('X-Content-Type-Options', 'nosniff');
  return c.html(appNotFoundPage, 404);
}

/**
 * Sends every name under the apps domain to the apps' side before any main-app middleware runs:
 * a preview or live app to `serve`, and any other name there (more labels, no app's label) to
 * the app 404 page, so no spelling of an app's host reaches the main app and its session.
 */
export function appHostRouting(
  env: Pick<Env, 'APPS_DOMAIN' | 'APP_URL'>,
  serve: (request: Request, host: AppHost) => Response | Promise<Response>,
): MiddlewareHandler {
  return async (c, next) => {
    const host = appHostOf(env, c.req.header('host'));
    if (host === 'unknown') return notFound(c);
    if (host) return serve(c.req.raw, host);
    await next();
  };
}

const isLoopback = (name: string) =>
  name === 'localhost' || name === '::1' || (isIP(name) === 4 && name.startsWith('127.'));

/**
 * The main app answers on APP_URL's host only (and on loopback names in development and tests,
 * where the server is reached at 127.0.0.1 or localhost). Every other name that got this far
 * (another subdomain, an IP address in production, a bare name) gets the 404 page. Placed after
 * the health check and the proxy's certificate ask, which machines call by address.
 */
export function mainHostOnly(env: Pick<Env, 'APP_URL' | 'NODE_ENV'>): MiddlewareHandler {
  const main = mainHostName(env);
  const loopbackToo = env.NODE_ENV !== 'production';
  return async (c, next) => {
    const name = requestHostName(c.req.header('host'));
    if (name === main || (loopbackToo && isLoopback(name))) return next();
    return notFound(c);
  };
}
