import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { accessTtl } from '../../apps/access-token';
import { previewOrigin } from '../../apps/app-hosts';
import { optionalUser } from '../../auth/session';
import { findViewableProject } from '../projects/project-access';
import { buildView } from './build-view';

export const previewsRoutes = ({ db, auth, env, builds, appAccess }: AppDeps) =>
  new Hono()
    /**
     * Where the builder's preview frame points: the project's own hostname, with a short-lived
     * grant when the project is not public. Builds the current files first if they are new.
     */
    .get('/:projectId/preview', optionalUser(auth), async (c) => {
      const { project } = await findViewableProject(db, c.req.param('projectId'), c.var.user?.id ?? null);
      const build = await builds.current(project.id);
      const shown = build?.status === 'ok' ? build : await builds.latestGood(project.id);
      return c.json(
        {
          origin: previewOrigin(env, project.id),
          token: project.visibility === 'public' ? null : appAccess.sign('preview', project.id, accessTtl.preview),
          build: build ? buildView(build) : null,
          shownBuildId: shown?.id ?? null,
        },
        200,
      );
    });
