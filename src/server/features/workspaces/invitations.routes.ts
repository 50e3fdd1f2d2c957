import { Hono } from 'hono';
import type { Auth } from '../../auth/auth';
import { requireUser } from '../../auth/session';
import { acceptInvitation, declineInvitation, previewInvitation } from './invitation-responses';
import type { WorkspaceDeps } from './workspace-deps';

/**
 * An invitation's link, answered by the signed-in account it was sent to. The token is the path's
 * last segment: the request log keeps it out (http/logged-path.ts).
 */
export const invitationsRoutes = (deps: WorkspaceDeps & { auth: Auth }) =>
  new Hono()
    .get('/:token', requireUser(deps.auth), async (c) =>
      c.json(await previewInvitation(deps.db, c.req.param('token')), 200),
    )
    .post('/:token/accept', requireUser(deps.auth), async (c) =>
      c.json(await acceptInvitation(deps, c.req.param('token'), c.var.user), 200),
    )
    .post('/:token/decline', requireUser(deps.auth), async (c) => {
      await declineInvitation(deps, c.req.param('token'), c.var.user);
      return c.body(null, 204);
    });
