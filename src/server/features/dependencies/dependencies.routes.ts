import { Hono } from 'hono';
import { z } from 'zod';
import { addDependencySchema, packageNameSchema } from '../../../shared/packages';
import type { PackageStore } from '../../apps/packages/package-store';
import type { Auth } from '../../auth/auth';
import { optionalUser, requireUser } from '../../auth/session';
import type { Database } from '../../db/client';
import { validate } from '../../http/validate';
import { addDependency, listDependencies, removeDependency } from './dependencies.service';

// Scoped names arrive URL-encoded in one path segment (@scope%2Fname); Hono decodes the param.
const removeParams = z.object({ projectId: z.string(), name: packageNameSchema });

/** The builder's dependency list: package.json's dependencies, and the owner's way to change them. */
export const dependenciesRoutes = (deps: { db: Database; auth: Auth; packages: PackageStore }) =>
  new Hono()
    .get('/:projectId/dependencies', optionalUser(deps.auth), async (c) =>
      c.json(await listDependencies(deps, c.req.param('projectId'), c.var.user?.id ?? null), 200),
    )
    .post('/:projectId/dependencies', requireUser(deps.auth), validate('json', addDependencySchema), async (c) =>
      c.json(await addDependency(deps, c.req.param('projectId'), c.var.user.id, c.req.valid('json')), 200),
    )
    .delete('/:projectId/dependencies/:name', requireUser(deps.auth), validate('param', removeParams), async (c) => {
      const { projectId, name } = c.req.valid('param');
      return c.json(await removeDependency(deps, projectId, c.var.user.id, name), 200);
    });
