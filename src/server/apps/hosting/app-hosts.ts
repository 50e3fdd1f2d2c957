import type { Env } from '../../core/env';

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const previewLabel = new RegExp(`^p-(${uuid})$`);
const slugLabel = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

export type AppHost = { kind: 'preview'; projectId: string } | { kind: 'live'; slug: string };

/** Routes on app hosts learn which host they serve from this binding, set when the request is routed. */
export type AppHostEnv = { Bindings: { host: AppHost } };

/** The domain generated apps live under: APPS_DOMAIN, else the main app's own host. */
export function appsDomain(env: Pick<Env, 'APPS_DOMAIN' | 'APP_URL'>) {
  return (env.APPS_DOMAIN ?? new URL(env.APP_URL).host).toLowerCase();
}

const protocolOf = (env: Pick<Env, 'APP_URL'>) => new URL(env.APP_URL).protocol;

export const previewOrigin = (env: Pick<Env, 'APPS_DOMAIN' | 'APP_URL'>, projectId: string) =>
  `${protocolOf(env)}//p-${projectId}.${appsDomain(env)}`;

export const liveOrigin = (env: Pick<Env, 'APPS_DOMAIN' | 'APP_URL'>, slug: string) =>
  `${protocolOf(env)}//${slug}.${appsDomain(env)}`;

/** What a request's Host names: a project's preview, a live app, or (null) the main app. */
export function parseAppHost(env: Pick<Env, 'APPS_DOMAIN' | 'APP_URL'>, host: string | undefined): AppHost | null {
  const domain = appsDomain(env);
  const name = host?.toLowerCase();
  if (!name?.endsWith(`.${domain}`)) return null;
  const label = name.slice(0, -(domain.length + 1));
  const preview = previewLabel.exec(label);
  if (preview?.[1]) return { kind: 'preview', projectId: preview[1] };
  return slugLabel.test(label) ? { kind: 'live', slug: label } : null;
}

/** For the main app's CSP: any app host may be framed by the builder. */
export const appsFrameSource = (env: Pick<Env, 'APPS_DOMAIN' | 'APP_URL'>) =>
  `${protocolOf(env)}//*.${appsDomain(env)}`;
