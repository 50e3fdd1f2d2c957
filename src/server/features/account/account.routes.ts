import { Hono } from 'hono';
import { z } from 'zod';
import { authLimits, authRateLimits, checkUserExistsSchema } from '../../../shared/auth';
import { validationMessages } from '../../../shared/messages';
import type { Auth } from '../../auth/auth';
import { requireUser } from '../../auth/session';
import type { Env } from '../../core/env';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { rateLimit } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { accountSummary, setFirstPassword, userExists } from './account.service';

/** The spec's check-user-exists function, asked before a sign-up; limited so it cannot list accounts. */
export const checkUserExistsRoutes = ({ db, env }: { db: Database; env: Env }) =>
  new Hono().post(
    '/check-user-exists',
    rateLimit({ name: 'check-user-exists', ...authRateLimits.checkUserExists, trustProxy: env.TRUST_PROXY }),
    validate('json', checkUserExistsSchema),
    async (c) => c.json({ exists: await userExists(db, c.req.valid('json').email) }),
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
