import { Hono } from 'hono';
import { z } from 'zod';
import { usageSummary } from '../../access/token-pool';
import { authorizeWorkspace, personalWorkspaceId } from '../../access/workspaces';
import type { Auth } from '../../auth/auth';
import { requireUser } from '../../auth/session';
import type { Database } from '../../db/client';
import { validate } from '../../http/validate';

const usageQuerySchema = z.object({ workspace: z.uuid().optional() });

/**
 * Tokens used this month against the plan's allowance, for the builder's meter: the pool of the
 * named workspace (any member may read its total), the personal one otherwise.
 */
export const usageRoutes = ({ db, auth }: { db: Database; auth: Auth }) =>
  new Hono().get('/', requireUser(auth), validate('query', usageQuerySchema), async (c) => {
    const named = c.req.valid('query').workspace;
    const userId = c.var.user.id;
    const workspaceId = named
      ? (await authorizeWorkspace(db, named, userId, 'open')).workspace.id
      : await personalWorkspaceId(db, userId);
    return c.json(await usageSummary(db, workspaceId), 200);
  });
