import { Hono } from 'hono';
import { authRateLimits, checkUserExistsSchema } from '../../../shared/auth';
import type { AppDeps } from '../../app-deps';
import { requireUser } from '../../auth/session';
import { ApiError } from '../../http/api-error';
import { rateLimit } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { accountSummary, userExists } from './account.service';

/** The spec's check-user-exists function, asked before a sign-up; limited so it cannot list accounts. */
export const checkUserExistsRoutes = ({ db, env }: AppDeps) =>
  new Hono().post(
    '/check-user-exists',
    rateLimit({ name: 'check-user-exists', ...authRateLimits.checkUserExists, trustProxy: env.TRUST_PROXY }),
    validate('json', checkUserExistsSchema),
    async (c) => c.json({ exists: await userExists(db, c.req.valid('json').email) }),
  );

export const accountRoutes = ({ db, auth }: AppDeps) =>
  new Hono().get('/', requireUser(auth), async (c) => {
    const summary = await accountSummary(db, c.var.user.id);
    if (!summary) throw new ApiError(401, 'unauthorized', 'Please sign in to continue.');
    return c.json(summary);
  });
