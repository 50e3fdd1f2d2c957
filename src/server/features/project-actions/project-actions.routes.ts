import { Hono } from 'hono';
import type { Auth } from '../../auth/auth';
import { requireUser } from '../../auth/session';
import { copyProject } from './project-copy';
import { deleteProject, type RemovalDeps } from './project-removal';

/** Deleting a project, and making a new one from it: a duplicate of one's own, a remix of a public one. */
export const projectActionsRoutes = (deps: RemovalDeps & { auth: Auth }) =>
  new Hono()
    .delete('/:projectId', requireUser(deps.auth), async (c) =>
      c.json(await deleteProject(deps, c.req.param('projectId'), c.var.user.id), 200),
    )
    .post('/:projectId/duplicate', requireUser(deps.auth), async (c) =>
      c.json(await copyProject(deps.db, c.req.param('projectId'), c.var.user.id, 'duplicate'), 201),
    )
    .post('/:projectId/remix', requireUser(deps.auth), async (c) =>
      c.json(await copyProject(deps.db, c.req.param('projectId'), c.var.user.id, 'remix'), 201),
    );
