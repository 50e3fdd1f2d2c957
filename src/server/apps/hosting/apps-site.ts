import { isIP } from 'node:net';
import type { Env } from '../../core/env';
import { appsDomain } from './app-hosts';

/** Hosts that never leave this machine: browsers keep their cookies to themselves anyway. */
const isLocal = (host: string) => host === 'localhost' || host.endsWith('.localhost') || isIP(host) !== 0;

/**
 * The registrable part of a host ("example.com" of "a.b.example.com"), approximated without the
 * public suffix list: two labels, or three under a two-part suffix such as "co.uk" or "com.au".
 * Only a warning rests on it, and it errs towards warning.
 */
export function siteOf(host: string) {
  const labels = host.split('.');
  const [second, last] = labels.slice(-2);
  const twoPartSuffix =
    labels.length > 2 && last?.length === 2 && ['co', 'com', 'net', 'org', 'gov', 'ac', 'edu'].includes(second ?? '');
  return labels.slice(twoPartSuffix ? -3 : -2).join('.');
}

/**
 * Why generated apps should not share the main app's site, if they do: any app (code written by
 * a model, or by whoever prompts it) could then set cookies for the whole site, the main app's
 * included, e.g. to plant a session of the attacker's choosing. Null when the apps are elsewhere.
 */
export function appsShareMainSite(env: Pick<Env, 'APPS_DOMAIN' | 'APP_URL'>): string | null {
  const mainHost = new URL(env.APP_URL).hostname.toLowerCase();
  const appsHost = appsDomain(env).replace(/:\d+$/, '');
  if (isLocal(mainHost) || siteOf(mainHost) !== siteOf(appsHost)) return null;
  return (
    `APPS_DOMAIN (${appsHost}) is on the same site as APP_URL (${mainHost}): generated apps could set cookies ` +
    `for ${siteOf(mainHost)}, the main app's included. Serve them from a domain of their own.`
  );
}
