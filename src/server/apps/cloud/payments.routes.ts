import { Hono } from 'hono';
import { checkoutSchema } from '../../../shared/app-services/payments';
import { ApiError } from '../../http/api-error';
import { validate } from '../../http/validate';
import { resolveAppSite } from '../hosting/app-site';
import type { CloudDeps } from './cloud.routes';
import type { CloudEnv } from './cloud-access';
import { buyersOrder, startCheckout } from './payments-checkout';
import { sandboxRoutes } from './payments-sandbox';
import { receiveStripeEvent } from './payments-webhook';

/**
 * Payments of a generated app, for its visitors (`cloud.payments` in the SDK): a checkout priced
 * by the server from the app's products, and the buyer's own orders.
 */
export function paymentRoutes(deps: CloudDeps) {
  // Behind a TLS proxy this server sees plain http: the scheme is APP_URL's, as the app hosts' links are.
  const scheme = new URL(deps.env.APP_URL).protocol;
  const appOrigin = (url: string) => new URL(`${scheme}//${new URL(url).host}`).origin;
  return new Hono<CloudEnv>()
    .post('/checkout', validate('json', checkoutSchema), async (c) =>
      c.json(await startCheckout(deps, c.var.caller, c.req.valid('json'), appOrigin(c.req.url)), 201),
    )
    .get('/orders/:id', async (c) => c.json(await buyersOrder(deps, c.var.caller, c.req.param('id')), 200));
}

/**
 * What answers without a caller, whatever the app's visibility: Stripe's deliveries to the app's
 * endpoint (proved by signature over the raw bytes) and the sandbox checkout's pages (proved by
 * the sealed link). Distinct paths from `paymentRoutes`, so neither mount shadows the other.
 */
export function paymentHookRoutes(deps: CloudDeps) {
  return new Hono<CloudEnv>()
    .post('/webhook', async (c) => {
      const site = await resolveAppSite(deps, c.env.host, 'webhook');
      if (!site) throw new ApiError(404, 'not_found', 'No app here.');
      const scope = { projectId: site.project.id, environment: site.environment };
      const raw = Buffer.from(await c.req.arrayBuffer());
      return c.json(await receiveStripeEvent(deps, scope, raw, c.req.header('stripe-signature') ?? ''), 200);
    })
    .route('/sandbox', sandboxRoutes(deps));
}
