import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { analyticsQuerySchema } from '../../../shared/analytics';
import { planFor } from '../../access/entitlements';
import { findViewableProject } from '../../access/project-access';
import { analyticsReport } from '../../apps/analytics/analytics-report';
import { markOwnVisitor } from '../../apps/analytics/page-views';
import type { Auth } from '../../auth/auth';
import { requireUser } from '../../auth/session';
import type { Env } from '../../core/env';
import type { Database } from '../../db/client';
import { liveSites } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { clientAddress } from '../../http/client-address';
import { validate } from '../../http/validate';

/** A live app's analytics, for the members of its workspace (mounted at /api/projects). */
export const analyticsRoutes = ({ db, env, auth }: { db: Database; env: Env; auth: Auth }) =>
  new Hono().get('/:projectId/analytics', requireUser(auth), validate('query', analyticsQuerySchema), async (c) => {
    const { project, role } = await findViewableProject(db, c.req.param('projectId'), c.var.user.id);
    // A visitor of a public app sees the app, not who else visits it.
    if (!role) throw new ApiError(403, 'access_denied', 'Only members of the workspace can see the app’s analytics.');
    // Whoever reads the numbers is of the app's team: their own visits today are not counted.
    await markOwnVisitor(db, project.id, clientAddress(c, env.TRUST_PROXY), c.req.header('user-agent') ?? '');
    const [site] = await db
      .select({ id: liveSites.projectId })
      .from(liveSites)
      .where(eq(liveSites.projectId, project.id));
    const { tier } = await planFor(db, project.workspaceId);
    return c.json(
      await analyticsReport(db, project, { range: c.req.valid('query').range, tier, live: Boolean(site) }),
      200,
    );
  });
