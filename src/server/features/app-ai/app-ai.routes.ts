import { Hono } from 'hono';
import { type AiUsage, aiLimitsSchema } from '../../../shared/app-services/ai';
import type { Project } from '../../access/project-access';
import { usageSummary } from '../../access/token-pool';
import { type AiDeps, appModelFor } from '../../apps/app-ai/app-ai-calls';
import { aiLimitsOf, appAiMonth, saveAiLimits } from '../../apps/app-ai/app-ai-usage';
import type { Auth } from '../../auth/auth';
import { requireUser } from '../../auth/session';
import { validate } from '../../http/validate';
import { dataScope } from '../app-data/app-data-access';

/** What the builder shows of an app's AI: this month's use against its limits, and who answers. */
async function aiUsageOf(deps: AiDeps, project: Project): Promise<AiUsage> {
  const [month, limits, model, owner] = await Promise.all([
    appAiMonth(deps.db, project.id),
    aiLimitsOf(deps.db, project.id),
    appModelFor(deps, project.userId),
    usageSummary(deps.db, project.workspaceId),
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
      return c.json(await aiUsageOf(deps, project), 200);
    })
    .put('/:projectId/ai', signedIn, validate('json', aiLimitsSchema), async (c) => {
      const { project } = await dataScope(deps.db, c.req.param('projectId'), c.var.user.id, 'preview');
      await saveAiLimits(deps.db, project.id, c.req.valid('json'));
      return c.json(await aiUsageOf(deps, project), 200);
    });
};
