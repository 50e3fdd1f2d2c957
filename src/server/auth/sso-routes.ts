import type { BetterAuthPlugin } from 'better-auth';

/** The plugin's routes that finish an SSO sign-in: each names its provider in the path. */
export const ssoSignInPaths = new Set(['/sso/callback/:providerId', '/sso/saml2/sp/acs/:providerId']);

/**
 * The plugin's routes we serve. Everything else it registers (the shared callback that reads
 * its provider from the state, single logout, its own provider management) answers 404, and so
 * does any route a newer version adds: it is off until it is listed here and checked.
 */
export const ssoServedPaths = new Set(['/sign-in/sso', '/sso/saml2/sp/metadata', ...ssoSignInPaths]);

const patternOf = (template: string) =>
  new RegExp(`^${template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`);

type EndpointList = Record<string, { path?: string }>;

/** The route templates a plugin registers that we do not serve. */
export const unservedSsoPaths = (endpoints: EndpointList) =>
  Object.values(endpoints)
    .map((endpoint) => endpoint.path ?? '')
    .filter((path) => path && !ssoServedPaths.has(path));

/**
 * Better Auth's `disabledPaths` compares literal paths, so a route with a parameter
 * (`/sso/saml2/sp/slo/:providerId`) would slip past it: this plugin answers 404 for every
 * unserved route of the SSO plugin, parameters included, before any of it runs.
 */
export function ssoRouteGuard(endpoints: EndpointList, basePath: string): BetterAuthPlugin {
  const refused = unservedSsoPaths(endpoints).map(patternOf);
  return {
    id: 'sso-route-guard',
    onRequest: async (request) => {
      const path = new URL(request.url).pathname.slice(basePath.length) || '/';
      if (refused.some((pattern) => pattern.test(path)))
        return { response: new Response('Not Found', { status: 404 }) };
      return undefined;
    },
  };
}
