import { Hono } from 'hono';
import { deployRequestSchema } from '../../../shared/security-review';
import type { Auth } from '../../auth/auth';
import { requireUser } from '../../auth/session';
import { validate } from '../../http/validate';
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
    // The body is optional (a request without one deploys, unless the review blocks it).
    .post('/:projectId/deployments', requireUser(deps.auth), validate('json', deployRequestSchema), async (c) => {
      const confirm = c.req.valid('json').confirmCritical === true;
      return c.json(await deploy(deps, c.req.param('projectId'), c.var.user.id, confirm), 201);
    })
    .post('/:projectId/deployments/:deploymentId/rollback', requireUser(deps.auth), async (c) =>
      c.json(await rollback(deps, c.req.param('projectId'), c.var.user.id, c.req.param('deploymentId')), 200),
    )
    .delete('/:projectId/deployments', requireUser(deps.auth), async (c) =>
      c.json(await takeDown(deps, c.req.param('projectId'), c.var.user.id), 200),
    );
