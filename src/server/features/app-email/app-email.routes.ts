import { Hono } from 'hono';
import { z } from 'zod';
import { envQuerySchema } from '../../../shared/app-data';
import { type AppEmailOverview, appEmailsPerDay, suppressAddressSchema } from '../../../shared/app-services/email';
import { sentToday } from '../../apps/app-email/quota';
import { liftOwnerSuppression, listSuppressions, suppress } from '../../apps/app-email/suppressions';
import type { Auth } from '../../auth/auth';
import { requireUser } from '../../auth/session';
import type { Database } from '../../db/client';
import { validate } from '../../http/validate';
import { dataScope } from '../app-data/app-data-access';

const addressParams = z.object({
  projectId: z.string(),
  email: z.string().trim().toLowerCase().pipe(z.email('Enter a valid e-mail address.').max(254)),
});

/**
 * The builder's view of an app's e-mail (issue 33), owner only (others get a 404): today's sends
 * against the plan's quota per environment (`?env=preview|live`), and the app's suppression list,
 * where the owner may stop e-mail to an address and lift only the stops they made.
 */
export const appEmailRoutes = (deps: { db: Database; auth: Auth }) => {
  const signedIn = requireUser(deps.auth);
  const ownedProject = async (projectId: string, userId: string, env: 'preview' | 'live' = 'preview') =>
    dataScope(deps.db, projectId, userId, env);
  return new Hono()
    .get('/:projectId/email', signedIn, validate('query', envQuerySchema), async (c) => {
      const scope = await ownedProject(c.req.param('projectId'), c.var.user.id, c.req.valid('query').env);
      const projectId = scope.project.id;
      const overview: AppEmailOverview = {
        sentToday: await sentToday(deps.db, { projectId, environment: scope.environment }),
        quota: appEmailsPerDay[scope.tier],
        suppressions: await listSuppressions(deps.db, projectId),
      };
      return c.json(overview, 200);
    })
    .post('/:projectId/email/suppressions', signedIn, validate('json', suppressAddressSchema), async (c) => {
      const { project } = await ownedProject(c.req.param('projectId'), c.var.user.id);
      const { email } = c.req.valid('json');
      await suppress(deps.db, project.id, email, 'owner');
      return c.json({ email, suppressed: true }, 201);
    })
    .delete('/:projectId/email/suppressions/:email', signedIn, validate('param', addressParams), async (c) => {
      const { projectId, email } = c.req.valid('param');
      const { project } = await ownedProject(projectId, c.var.user.id);
      return c.json(await liftOwnerSuppression(deps.db, project.id, email), 200);
    });
};
