import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { beaconLimits, beaconPath, pageViewSchema } from '../../../shared/analytics';
import type { Env } from '../../core/env';
import type { Database } from '../../db/client';
import { clientAddress } from '../../http/client-address';
import { rateLimit } from '../../http/rate-limit';
import { type RateLimitStoreDeps, rateLimitStore } from '../../http/rate-limit-store';
import type { Builds } from '../build/builds.service';
import type { AccessTokens } from '../hosting/access-token';
import type { AppHostEnv } from '../hosting/app-hosts';
import { resolveAppSite } from '../hosting/app-site';
import { liveCookie } from '../hosting/hosting.routes';
import { recordPageView } from './page-views';

type BeaconDeps = RateLimitStoreDeps & { env: Env; builds: Builds; appAccess: AccessTokens; db: Database };

/** Which app a beacon is for, by the host it came to (its live link or custom domain both name the slug). */
const appOf = (c: Context<AppHostEnv>) => JSON.stringify(c.env.host);

/**
 * Page views of a live app, sent by the small script its pages carry (app-page.ts) to its own
 * host: no third party, no cookie of ours. Previews are never counted. Anyone can post one, so
 * each address, and the app as a whole, gets a share a minute (`beaconLimits`), counted in the
 * store every instance shares; the body (at most 1 KB) is limited on the host (app-host-bodies.ts).
 */
export function analyticsBeaconRoutes(deps: BeaconDeps) {
  const shared = { store: rateLimitStore(deps), trustProxy: deps.env.TRUST_PROXY };
  const perAddress = rateLimit({
    ...shared,
    name: 'beacon-address',
    max: beaconLimits.perAddressPerMinute,
    keyOf: (c, client) => `${appOf(c)}:${client}`,
  });
  // After the address's share: one address's flood does not use up the app's.
  const perApp = rateLimit({ ...shared, name: 'beacon-app', max: beaconLimits.perAppPerMinute, keyOf: appOf });
  return new Hono<AppHostEnv>().post(
    beaconPath,
    (c, next) => (c.env.host.kind === 'live' ? next() : c.body(null, 204)),
    perAddress,
    perApp,
    async (c) => {
      const site = await resolveAppSite(deps, c.env.host, { grant: undefined, cookie: getCookie(c, liveCookie) });
      if (!site) return c.body(null, 204);
      // sendBeacon posts text/plain: the JSON is read from the text.
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        return c.json({ error: { code: 'invalid_input', message: 'A page view is JSON.' } }, 400);
      }
      const view = pageViewSchema.safeParse(body);
      if (!view.success) return c.json({ error: { code: 'invalid_input', message: 'That is not a page view.' } }, 400);
      await recordPageView(deps.db, site.project.id, {
        ...view.data,
        address: clientAddress(c, deps.env.TRUST_PROXY),
        userAgent: c.req.header('user-agent') ?? '',
        host: c.req.header('host') ?? '',
      });
      return c.body(null, 204);
    },
  );
}
