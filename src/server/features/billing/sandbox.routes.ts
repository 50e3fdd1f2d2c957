import { Hono } from 'hono';
import { z } from 'zod';
import { sandboxPortalSchema } from '../../../shared/billing';
import type { Auth } from '../../auth/auth';
import { optionalUser, requireUser } from '../../auth/session';
import type { Env } from '../../core/env';
import type { Logger } from '../../core/logger';
import type { Database } from '../../db/client';
import { errorBody } from '../../http/api-error';
import { validate } from '../../http/validate';
import type { JobQueue } from '../../jobs/job-queue';
import { checkSubscription } from './billing.service';
import { billingProvider } from './billing-provider';
import {
  cancelSandboxCheckout,
  changeSandboxSubscription,
  paySandboxCheckout,
  sandboxCheckoutView,
} from './sandbox.service';

const tokenBody = z.object({ token: z.string().min(1).max(200) });
const tokenHeader = z.object({ 'x-checkout-token': z.string().min(1).max(200) });

/** The sandbox provider's checkout and portal; with Stripe configured they do not exist. */
export const sandboxRoutes = (deps: { env: Env; db: Database; auth: Auth; logger: Logger; jobs: JobQueue }) => {
  const { db, auth } = deps;
  return new Hono()
    .use(async (c, next) => {
      if (billingProvider(deps.env).name !== 'sandbox') return c.json(errorBody('not_found', 'Not found.'), 404);
      await next();
    })
    .get('/checkout/:id', optionalUser(auth), validate('header', tokenHeader), async (c) =>
      c.json(
        await sandboxCheckoutView(
          db,
          c.req.param('id'),
          c.req.valid('header')['x-checkout-token'],
          c.var.user?.id ?? null,
        ),
        200,
      ),
    )
    .post('/checkout/:id/pay', optionalUser(auth), validate('json', tokenBody), async (c) =>
      c.json(await paySandboxCheckout(deps, c.req.param('id'), c.req.valid('json').token, c.var.user?.id ?? null), 200),
    )
    .post('/checkout/:id/cancel', optionalUser(auth), validate('json', tokenBody), async (c) =>
      c.json(
        await cancelSandboxCheckout(db, c.req.param('id'), c.req.valid('json').token, c.var.user?.id ?? null),
        200,
      ),
    )
    .get('/portal', requireUser(auth), async (c) => c.json(await checkSubscription(db, c.var.user.id), 200))
    .post('/portal', requireUser(auth), validate('json', sandboxPortalSchema), async (c) =>
      c.json(await changeSandboxSubscription(deps, c.var.user.id, c.req.valid('json')), 200),
    );
};
