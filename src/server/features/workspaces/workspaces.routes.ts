import { Hono } from 'hono';
import { changeRoleSchema, inviteSchema, renameWorkspaceSchema, transferSchema } from '../../../shared/workspaces';
import type { Auth } from '../../auth/auth';
import { assertFreshSession } from '../../auth/fresh-session';
import { requireUser } from '../../auth/session';
import { validate } from '../../http/validate';
import { invite, resendInvitation, revokeInvitation } from './invitations.service';
import { changeRole, removeMember } from './members.service';
import type { WorkspaceDeps } from './workspace-deps';
import { listWorkspaces, readWorkspace } from './workspace-view';
import { deleteWorkspace, renameWorkspace, transferWorkspace } from './workspaces.service';

/** The signed-in user's workspaces, their members and invitations (ADR 0028). */
export const workspacesRoutes = (deps: WorkspaceDeps & { auth: Auth }) => {
  const { db, auth } = deps;
  return (
    new Hono()
      .get('/', requireUser(auth), async (c) => c.json({ workspaces: await listWorkspaces(db, c.var.user.id) }, 200))
      .get('/:workspaceId', requireUser(auth), async (c) =>
        c.json(await readWorkspace(db, c.req.param('workspaceId'), c.var.user.id), 200),
      )
      .patch('/:workspaceId', requireUser(auth), validate('json', renameWorkspaceSchema), async (c) =>
        c.json(await renameWorkspace(db, c.req.param('workspaceId'), c.var.user, c.req.valid('json').name), 200),
      )
      .delete('/:workspaceId', requireUser(auth), async (c) => {
        await deleteWorkspace(deps, c.req.param('workspaceId'), c.var.user);
        return c.body(null, 204);
      })
      // Handing a workspace over cannot be undone by the owner it harms: only a recent sign-in may.
      .post('/:workspaceId/transfer', requireUser(auth), validate('json', transferSchema), async (c) => {
        assertFreshSession(c.var.session);
        return c.json(
          await transferWorkspace(db, c.req.param('workspaceId'), c.var.user, c.req.valid('json').userId),
          200,
        );
      })
      .patch('/:workspaceId/members/:userId', requireUser(auth), validate('json', changeRoleSchema), async (c) => {
        const { workspaceId, userId } = c.req.param();
        return c.json(await changeRole(db, workspaceId, c.var.user, userId, c.req.valid('json').role), 200);
      })
      .delete('/:workspaceId/members/:userId', requireUser(auth), async (c) => {
        const { workspaceId, userId } = c.req.param();
        await removeMember(deps, workspaceId, c.var.user, userId);
        return c.body(null, 204);
      })
      .post('/:workspaceId/invitations', requireUser(auth), validate('json', inviteSchema), async (c) =>
        c.json(await invite(deps, c.req.param('workspaceId'), c.var.user, c.req.valid('json')), 201),
      )
      .post('/:workspaceId/invitations/:invitationId/resend', requireUser(auth), async (c) => {
        const { workspaceId, invitationId } = c.req.param();
        return c.json(await resendInvitation(deps, workspaceId, c.var.user, invitationId), 200);
      })
      .delete('/:workspaceId/invitations/:invitationId', requireUser(auth), async (c) => {
        const { workspaceId, invitationId } = c.req.param();
        await revokeInvitation(db, workspaceId, c.var.user, invitationId);
        return c.body(null, 204);
      })
  );
};
