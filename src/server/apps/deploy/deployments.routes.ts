import { Hono } from 'hono';
import { deployRequestSchema } from '../../../shared/security-review';
import type { Auth } from '../../auth/auth';
import { requireUser } from '../../auth/session';
import { ApiError } from '../../http/api-error';
import type { DeployDeps } from './deployments.service';
import { deploy, listDeployments, reviewDeploy, rollback, takeDown } from './deployments.service';

export const deploymentsRoutes = (deps: DeployDeps & { auth: Auth }) =>
  new Hono()
    .get('/:projectId/deployments', requireUser(deps.auth), async (c) =>
      c.json(await listDeployments(deps, c.req.param('projectId'), c.var.user.id), 200),
    )
    .get('/:projectId/deployments/review', requireUser(deps.auth), async (c) =>
      c.json(await reviewDeploy(deps, c.req.param('projectId'), c.var.user.id), 200),
    )
    .post('/:projectId/deployments', requireUser(deps.auth), async (c) => {
      // The body is optional: a first deploy sends none.
      const body = deployRequestSchema.safeParse(await c.req.json().catch(() => ({})));
      if (!body.success) throw new ApiError(400, 'invalid_body', 'confirmCritical must be true or false.');
      const confirm = body.data.confirmCritical === true;
      return c.json(await deploy(deps, c.req.param('projectId'), c.var.user.id, confirm), 201);
    })
    .post('/:projectId/deployments/:deploymentId/rollback', requireUser(deps.auth), async (c) =>
      c.json(await rollback(deps, c.req.param('projectId'), c.var.user.id, c.req.param('deploymentId')), 200),
    )
    .delete('/:projectId/deployments', requireUser(deps.auth), async (c) =>
      c.json(await takeDown(deps, c.req.param('projectId'), c.var.user.id), 200),
    );
