import { Hono } from 'hono';
import { type AiUsage, aiLimitsSchema } from '../../../shared/app-services/ai';
import { type AiDeps, appModelFor } from '../../apps/app-ai/app-ai-calls';
import { aiLimitsOf, appAiMonth, saveAiLimits } from '../../apps/app-ai/app-ai-usage';
import type { Auth } from '../../auth/auth';
import { requireUser } from '../../auth/session';
import { validate } from '../../http/validate';
import { dataScope } from '../app-data/app-data-access';
import { usageSummary } from '../usage/usage.service';

/** What the builder shows of an app's AI: this month's use against its limits, and who answers. */
async function aiUsageOf(deps: AiDeps, projectId: string, ownerId: string): Promise<AiUsage> {
  const [month, limits, model, owner] = await Promise.all([
    appAiMonth(deps.db, projectId),
    aiLimitsOf(deps.db, projectId),
    appModelFor(deps, ownerId),
    usageSummary(deps.db, ownerId),
  ]);
  return {
    ...month,
    limits,
    source: model?.source ?? 'none',
    ownerTokensLeft: Math.max(0, owner.allowance - owner.used - owner.reserved),
  };
}

/**
 * The builder's view of an app's AI (`/api/projects/:id/ai`): its use this month and the limits the
 * owner sets on it, per app and month and per visitor and day. Owner only; others get a 404.
 */
export const appAiRoutes = (deps: AiDeps & { auth: Auth }) => {
  const signedIn = requireUser(deps.auth);
  return new Hono()
    .get('/:projectId/ai', signedIn, async (c) => {
      const { project } = await dataScope(deps.db, c.req.param('projectId'), c.var.user.id, 'preview');
      return c.json(await aiUsageOf(deps, project.id, project.userId), 200);
    })
    .put('/:projectId/ai', signedIn, validate('json', aiLimitsSchema), async (c) => {
      const { project } = await dataScope(deps.db, c.req.param('projectId'), c.var.user.id, 'preview');
      await saveAiLimits(deps.db, project.id, c.req.valid('json'));
      return c.json(await aiUsageOf(deps, project.id, project.userId), 200);
    });
};
