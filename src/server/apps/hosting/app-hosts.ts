import type { CloudRules } from '../../../shared/cloud/rules';
import type { Env } from '../../core/env';

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const previewLabel = new RegExp(`^p-(${uuid})$`);
const slugLabel = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

export type AppHost = { kind: 'preview'; projectId: string } | { kind: 'live'; slug: string };

/**
 * Routes on app hosts learn which host they serve from this binding, set when the request is
 * routed. A render of unsaved files (an agent's page check) also sets the rules its backend runs
 * on, theirs rather than the last build's; bindings are set in this process only, never by a request.
 */
export type AppHostEnv = { Bindings: { host: AppHost; rules?: CloudRules } };

/** The domain generated apps live under: APPS_DOMAIN, else the main app's own host. */
export function appsDomain(env: Pick<Env, 'APPS_DOMAIN' | 'APP_URL'>) {
  return (env.APPS_DOMAIN ?? new URL(env.APP_URL).host).toLowerCase();
}

const protocolOf = (env: Pick<Env, 'APP_URL'>) => new URL(env.APP_URL).protocol;

export const previewOrigin = (env: Pick<Env, 'APPS_DOMAIN' | 'APP_URL'>, projectId: string) =>
  `${protocolOf(env)}//p-${projectId}.${appsDomain(env)}`;

export const liveOrigin = (env: Pick<Env, 'APPS_DOMAIN' | 'APP_URL'>, slug: string) =>
  `${protocolOf(env)}//${slug}.${appsDomain(env)}`;

/** A Host header's name alone: lower-case, without its port, brackets or trailing dots. */
export function requestHostName(header: string | undefined): string {
  const host = (header ?? '').trim().toLowerCase();
  const name = /^\[([^\]]*)\]/.exec(host)?.[1] ?? host.replace(/:\d*$/, '');
  return name.replace(/\.+$/, '');
}

/** APP_URL's host name: the one name the main app answers on in production. */
export const mainHostName = (env: Pick<Env, 'APP_URL'>) =>
  new URL(env.APP_URL).hostname.toLowerCase().replace(/^\[|\]$/g, '');

/**
 * What a request's Host names under the apps domain: a project's preview, a live app, or
 * `unknown` for any other name there (more labels, a label no app can have, the apps domain
 * itself), which gets the app 404 page. Null outside the apps domain, and for APP_URL's own
 * host, which is the main app even where it lies under the apps domain. Ports and a trailing dot
 * do not change the name: "p-<id>.localhost." is that preview, not the main app.
 */
export function appHostOf(
  env: Pick<Env, 'APPS_DOMAIN' | 'APP_URL'>,
  header: string | undefined,
): AppHost | 'unknown' | null {
  const name = requestHostName(header);
  const domain = appsDomain(env).replace(/:\d+$/, '');
  if (name === mainHostName(env)) return null;
  if (name === domain) return 'unknown';
  if (!name.endsWith(`.${domain}`)) return null;
  const label = name.slice(0, -(domain.length + 1));
  const preview = previewLabel.exec(label);
  if (preview?.[1]) return { kind: 'preview', projectId: preview[1] };
  return slugLabel.test(label) ? { kind: 'live', slug: label } : 'unknown';
}

/** For the main app's CSP: any app host may be framed by the builder. */
export const appsFrameSource = (env: Pick<Env, 'APPS_DOMAIN' | 'APP_URL'>) =>
  `${protocolOf(env)}//*.${appsDomain(env)}`;
