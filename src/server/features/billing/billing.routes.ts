import { Hono } from 'hono';
import { billingTexts, checkoutRequestSchema } from '../../../shared/billing';
import type { Auth } from '../../auth/auth';
import { optionalUser, requireUser } from '../../auth/session';
import type { Env } from '../../core/env';
import type { Logger } from '../../core/logger';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { validate } from '../../http/validate';
import { checkSubscription, createCheckout, customerPortal } from './billing.service';

/** The spec's check-subscription, create-checkout and customer-portal functions. */
export const billingFunctionRoutes = (deps: { env: Env; db: Database; logger: Logger; auth: Auth }) =>
  new Hono()
    .post('/check-subscription', requireUser(deps.auth), async (c) =>
      c.json(await checkSubscription(deps.db, c.var.user.id), 200),
    )
    // Guests may buy too (with guestEmail): the session is optional here.
    .post('/create-checkout', optionalUser(deps.auth), validate('json', checkoutRequestSchema), async (c) =>
      c.json(await createCheckout(deps, c.var.user, c.req.valid('json')), 200),
    )
    .post('/customer-portal', optionalUser(deps.auth), async (c) => {
      if (!c.var.user) throw new ApiError(401, 'unauthorized', billingTexts.portalNeedsUser);
      return c.json(await customerPortal(deps, c.var.user.id), 200);
    });
