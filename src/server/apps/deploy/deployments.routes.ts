import { Hono } from 'hono';
import type { Auth } from '../../auth/auth';
import { requireUser } from '../../auth/session';
import type { DeployDeps } from './deployments.service';
import { deploy, listDeployments, rollback, takeDown } from './deployments.service';

export const deploymentsRoutes = (deps: DeployDeps & { auth: Auth }) =>
  new Hono()
    .get('/:projectId/deployments', requireUser(deps.auth), async (c) =>
      c.json(await listDeployments(deps, c.req.param('projectId'), c.var.user.id), 200),
    )
    .post('/:projectId/deployments', requireUser(deps.auth), async (c) =>
      c.json(await deploy(deps, c.req.param('projectId'), c.var.user.id), 201),
    )
    .post('/:projectId/deployments/:deploymentId/rollback', requireUser(deps.auth), async (c) =>
      c.json(await rollback(deps, c.req.param('projectId'), c.var.user.id, c.req.param('deploymentId')), 200),
    )
    .delete('/:projectId/deployments', requireUser(deps.auth), async (c) =>
      c.json(await takeDown(deps, c.req.param('projectId'), c.var.user.id), 200),
    );
