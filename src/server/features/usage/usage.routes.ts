import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { requireUser } from '../../auth/session';
import { usageSummary } from './usage.service';

/** Tokens used this month against the plan's allowance, for the builder's meter. */
export const usageRoutes = ({ db, auth }: AppDeps) =>
  new Hono().get('/', requireUser(auth), async (c) => c.json(await usageSummary(db, c.var.user.id), 200));
