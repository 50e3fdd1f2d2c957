import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { pageViewSchema } from '../../../shared/analytics';
import type { Env } from '../../core/env';
import type { Database } from '../../db/client';
import { clientAddress } from '../../http/client-address';
import type { Builds } from '../build/builds.service';
import type { AccessTokens } from '../hosting/access-token';
import type { AppHostEnv } from '../hosting/app-hosts';
import { resolveAppSite } from '../hosting/app-site';
import { liveCookie } from '../hosting/hosting.routes';
import { recordPageView } from './page-views';

/**
 * Page views of a live app, sent by the small script its pages carry (app-page.ts) to its own
 * host: no third party, no cookie of ours. Previews are never counted.
 */
export function analyticsBeaconRoutes(deps: { db: Database; env: Env; builds: Builds; appAccess: AccessTokens }) {
  return new Hono<AppHostEnv>().post('/__shipwright/pv', async (c) => {
    const host = c.env.host;
    if (host.kind !== 'live') return c.body(null, 204);
    const site = await resolveAppSite(deps, host, { grant: undefined, cookie: getCookie(c, liveCookie) });
    if (!site) return c.body(null, 204);
    // sendBeacon posts text/plain: the JSON is read from the text.
    let body: unknown;
    try {
      body = JSON.parse((await c.req.text()).slice(0, 4000));
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
  });
}
