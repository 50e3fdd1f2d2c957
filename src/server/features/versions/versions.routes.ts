import { Hono } from 'hono';
import type { Auth } from '../../auth/auth';
import { optionalUser, requireUser } from '../../auth/session';
import type { Database } from '../../db/client';
import { listVersions, restoreVersion, versionDiff, versionFiles } from './versions.service';

export const versionsRoutes = ({ db, auth }: { db: Database; auth: Auth }) =>
  new Hono()
    .get('/:projectId/versions', optionalUser(auth), async (c) =>
      c.json(await listVersions(db, c.req.param('projectId'), c.var.user?.id ?? null), 200),
    )
    .get('/:projectId/versions/:versionId', optionalUser(auth), async (c) => {
      const { projectId, versionId } = c.req.param();
      return c.json(await versionFiles(db, projectId, versionId, c.var.user?.id ?? null), 200);
    })
    .get('/:projectId/versions/:versionId/diff', optionalUser(auth), async (c) => {
      const { projectId, versionId } = c.req.param();
      return c.json(await versionDiff(db, projectId, versionId, c.var.user?.id ?? null), 200);
    })
    .post('/:projectId/versions/:versionId/restore', requireUser(auth), async (c) => {
      const { projectId, versionId } = c.req.param();
      return c.json(await restoreVersion(db, projectId, versionId, c.var.user.id), 201);
    });
