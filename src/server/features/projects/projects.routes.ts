import { Hono } from 'hono';
import { createProjectSchema, listProjectsQuerySchema, updateProjectSchema } from '../../../shared/projects';
import { markOwnVisitor } from '../../apps/analytics/page-views';
import type { Auth } from '../../auth/auth';
import { optionalUser, requireUser } from '../../auth/session';
import type { Env } from '../../core/env';
import type { Database } from '../../db/client';
import { clientAddress } from '../../http/client-address';
import { validate } from '../../http/validate';
import { createProject, listProjects, openProject, updateProject } from './projects.service';

export const projectsRoutes = ({ db, env, auth }: { db: Database; env: Env; auth: Auth }) =>
  new Hono()
    .get('/', requireUser(auth), validate('query', listProjectsQuerySchema), async (c) =>
      c.json(await listProjects(db, c.var.user.id, c.req.valid('query')), 200),
    )
    .post('/', requireUser(auth), validate('json', createProjectSchema), async (c) =>
      c.json(await createProject(db, c.var.user.id, c.req.valid('json')), 201),
    )
    // Public and secret projects are readable by anyone with the link, signed in or not.
    .get('/:projectId', optionalUser(auth), async (c) => {
      const view = await openProject(db, c.req.param('projectId'), c.var.user?.id ?? null);
      // A member opening the builder is of the app's team: their visits to the live app today are not counted.
      if (view.role)
        await markOwnVisitor(db, view.id, clientAddress(c, env.TRUST_PROXY), c.req.header('user-agent') ?? '');
      return c.json(view, 200);
    })
    .patch('/:projectId', requireUser(auth), validate('json', updateProjectSchema), async (c) =>
      c.json(await updateProject(db, c.req.param('projectId'), c.var.user.id, c.req.valid('json')), 200),
    );
