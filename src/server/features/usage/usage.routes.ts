import { Hono } from 'hono';
import type { Auth } from '../../auth/auth';
import { requireUser } from '../../auth/session';
import type { Database } from '../../db/client';
import { usageSummary } from './usage.service';

/** Tokens used this month against the plan's allowance, for the builder's meter. */
export const usageRoutes = ({ db, auth }: { db: Database; auth: Auth }) =>
  new Hono().get('/', requireUser(auth), async (c) => c.json(await usageSummary(db, c.var.user.id), 200));
