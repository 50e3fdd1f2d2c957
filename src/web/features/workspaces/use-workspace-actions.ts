import { workspaceToasts } from '../../../shared/workspace-texts';
import type { AssignableRole } from '../../../shared/workspaces';
import { ApiRequestError, api, unwrap } from '../../lib/api';
import { useLeaveTo } from './use-member-actions';
import type { WorkspaceInvitation } from './use-workspaces';
import { useWorkspaceMutation } from './workspace-mutation';

/** Renames the workspace (admins). */
export function useRenameWorkspace(workspaceId: string) {
  return useWorkspaceMutation({
    run: (name: string) => unwrap(api.workspaces[':workspaceId'].$patch({ param: { workspaceId }, json: { name } })),
    done: () => workspaceToasts.renamed,
    failed: workspaceToasts.renameFailed,
  });
}

/** Deletes the workspace and its projects (the owner, once no plan pays for it); then the personal dashboard. */
export function useDeleteWorkspace(workspaceId: string, workspaceName: string) {
  const leaveTo = useLeaveTo();
  return useWorkspaceMutation({
    run: () => unwrap(api.workspaces[':workspaceId'].$delete({ param: { workspaceId } })),
    done: () => workspaceToasts.deleted(workspaceName),
    failed: workspaceToasts.deleteFailed,
    after: () => leaveTo(workspaceId),
  });
}

/** Invitations need the Team plan: the form says so with a way to it. */
export const needsTeamPlan = (error: unknown) => error instanceof ApiRequestError && error.code === 'plan_required';

/** E-mails an invitation; the form handles a refusal for want of the Team plan itself. */
export function useInvite(workspaceId: string) {
  return useWorkspaceMutation({
    run: (input: { email: string; role: AssignableRole }) =>
      unwrap(api.workspaces[':workspaceId'].invitations.$post({ param: { workspaceId }, json: input })),
    done: ({ email }) => workspaceToasts.invited(email),
    failed: workspaceToasts.inviteFailed,
    shownBy: needsTeamPlan,
  });
}

export function useResendInvitation(workspaceId: string) {
  return useWorkspaceMutation({
    run: (invitation: WorkspaceInvitation) =>
      unwrap(
        api.workspaces[':workspaceId'].invitations[':invitationId'].resend.$post({
          param: { workspaceId, invitationId: invitation.id },
        }),
      ),
    done: (invitation) => workspaceToasts.resent(invitation.email),
    failed: workspaceToasts.resendFailed,
  });
}

export function useRevokeInvitation(workspaceId: string) {
  return useWorkspaceMutation({
    run: (invitation: WorkspaceInvitation) =>
      unwrap(
        api.workspaces[':workspaceId'].invitations[':invitationId'].$delete({
          param: { workspaceId, invitationId: invitation.id },
        }),
      ),
    done: () => workspaceToasts.revoked,
    failed: workspaceToasts.revokeFailed,
  });
}
