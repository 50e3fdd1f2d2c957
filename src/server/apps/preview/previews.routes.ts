import { Hono } from 'hono';
import { authorizeProject, findViewableProject } from '../../access/project-access';
import type { Auth } from '../../auth/auth';
import { optionalUser, requireUser } from '../../auth/session';
import type { Env } from '../../core/env';
import type { Database } from '../../db/client';
import { validate } from '../../http/validate';
import { buildView } from '../build/build-view';
import type { Builds } from '../build/builds.service';
import type { AccessTokens } from '../hosting/access-token';
import { accessTtl } from '../hosting/access-token';
import { previewOrigin } from '../hosting/app-hosts';
import { previewErrorSchema, recordPreviewError } from './preview-errors';

export const previewsRoutes = ({
  db,
  auth,
  env,
  builds,
  appAccess,
}: {
  db: Database;
  auth: Auth;
  env: Env;
  builds: Builds;
  appAccess: AccessTokens;
}) =>
  new Hono()
    /**
     * Where the builder's preview frame points: the project's own hostname, with a short-lived
     * grant when the project is not public, or when an editor asks (their grant also makes them
     * the app's owner in the preview, so its data survives reloads where frames get no storage).
     * Builds the current files first if they are new.
     */
    .get('/:projectId/preview', optionalUser(auth), async (c) => {
      const { project, canEdit, role } = await findViewableProject(
        db,
        c.req.param('projectId'),
        c.var.user?.id ?? null,
      );
      // A member's grant names them: the preview host stops honouring it once they are not one.
      const grant = (purpose: 'preview' | 'preview-owner') =>
        role && c.var.user
          ? appAccess.signFor(c.var.user.id, purpose, project.id, accessTtl.preview)
          : appAccess.sign(purpose, project.id, accessTtl.preview);
      const build = await builds.current(project.id);
      const shown = build?.status === 'ok' ? build : await builds.latestGood(project.id);
      return c.json(
        {
          origin: previewOrigin(env, project.id),
          token: canEdit ? grant('preview-owner') : project.visibility === 'public' ? null : grant('preview'),
          build: build ? buildView(build) : null,
          shownBuildId: shown?.id ?? null,
        },
        200,
      );
    })
    /** What the owner's preview reported while it ran: what an agent reply's runtime check reads. */
    .post('/:projectId/preview/errors', requireUser(auth), validate('json', previewErrorSchema), async (c) => {
      const project = await authorizeProject(db, c.req.param('projectId'), c.var.user.id);
      await recordPreviewError(db, project.id, c.req.valid('json'));
      return c.json({ recorded: true }, 201);
    });
