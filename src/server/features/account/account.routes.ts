import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { authLimits, authRateLimits, checkUserExistsSchema } from '../../../shared/auth';
import { validationMessages } from '../../../shared/messages';
import type { Auth } from '../../auth/auth';
import { requireUser } from '../../auth/session';
import type { Env } from '../../core/env';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { rateLimit } from '../../http/rate-limit';
import { type RateLimitStoreDeps, rateLimitStore } from '../../http/rate-limit-store';
import { validate } from '../../http/validate';
import { accountOpensWith, accountSummary, setFirstPassword } from './account.service';

/** The address a validated check-user-exists body asks about, for its per-address limit. */
const askedAddress = (c: Context) =>
  (c.req.valid as (target: 'json') => z.output<typeof checkUserExistsSchema>)('json').email;

/**
 * The spec's check-user-exists function, asked before a sign-up. It says "exists" only with the
 * account's password (ADR 0009), and is limited per client and per address, as a sign-in is.
 */
export const checkUserExistsRoutes = ({ db, env, auth, databaseKind }: { env: Env; auth: Auth } & RateLimitStoreDeps) =>
  new Hono().post(
    '/check-user-exists',
    rateLimit({
      name: 'check-user-exists',
      ...authRateLimits.checkUserExists,
      trustProxy: env.TRUST_PROXY,
      store: rateLimitStore({ db, databaseKind }),
    }),
    validate('json', checkUserExistsSchema),
    rateLimit({
      name: 'check-user-exists-address',
      ...authRateLimits.checkUserExistsPerAddress,
      trustProxy: env.TRUST_PROXY,
      keyOf: askedAddress,
      store: rateLimitStore({ db, databaseKind }),
    }),
    async (c) => {
      const { email, password } = c.req.valid('json');
      return c.json({ exists: await accountOpensWith(db, auth, email, password) });
    },
  );

// Better Auth refuses passwords over 128 characters; saying so here gives the same 400 shape.
const setPasswordSchema = z.object({
  newPassword: z
    .string()
    .min(authLimits.passwordMinLength, validationMessages.passwordTooShort)
    .max(128, 'Password must be at most 128 characters long.'),
});

export const accountRoutes = ({ db, auth }: { db: Database; auth: Auth }) =>
  new Hono()
    .get('/', requireUser(auth), async (c) => {
      const summary = await accountSummary(db, c.var.user.id);
      if (!summary) throw new ApiError(401, 'unauthorized', 'Please sign in to continue.');
      return c.json(summary);
    })
    // Accounts made by e-mail code have no password; Better Auth only lets the server add one.
    .post('/password', requireUser(auth), validate('json', setPasswordSchema), async (c) => {
      await setFirstPassword(db, auth, {
        userId: c.var.user.id,
        newPassword: c.req.valid('json').newPassword,
        headers: c.req.raw.headers,
      });
      return c.json({ ok: true as const });
    });
