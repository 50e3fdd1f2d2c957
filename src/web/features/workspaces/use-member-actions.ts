import { useNavigate } from 'react-router';
import { paths } from '../../../shared/routes';
import { workspaceToasts } from '../../../shared/workspace-texts';
import type { AssignableRole } from '../../../shared/workspaces';
import { api, unwrap } from '../../lib/api';
import { rememberedWorkspace, rememberWorkspace } from './remembered-workspace';
import type { WorkspaceMember } from './use-workspaces';
import { useWorkspaceMutation } from './workspace-mutation';

export const memberName = (member: Pick<WorkspaceMember, 'name' | 'email'>) => member.name.trim() || member.email;

/** Gives a member another role (admins; never the owner's). */
export function useChangeRole(workspaceId: string) {
  return useWorkspaceMutation({
    run: ({ member, role }: { member: WorkspaceMember; role: AssignableRole }) =>
      unwrap(
        api.workspaces[':workspaceId'].members[':userId'].$patch({
          param: { workspaceId, userId: member.userId },
          json: { role },
        }),
      ),
    done: ({ member, role }) => workspaceToasts.roleChanged(memberName(member), role),
    failed: workspaceToasts.roleChangeFailed,
  });
}

/** The user's way out of a workspace they left, or lost: the personal dashboard. */
export function useLeaveTo() {
  const navigate = useNavigate();
  return (workspaceId: string) => {
    if (rememberedWorkspace() === workspaceId) rememberWorkspace(null);
    navigate(paths.dashboard);
  };
}

/** Removes a member; removing oneself is leaving, which ends on the personal dashboard. */
export function useRemoveMember(workspaceId: string, workspaceName: string, selfId: string) {
  const leaveTo = useLeaveTo();
  return useWorkspaceMutation({
    run: (member: WorkspaceMember) =>
      unwrap(
        api.workspaces[':workspaceId'].members[':userId'].$delete({ param: { workspaceId, userId: member.userId } }),
      ),
    done: (member) =>
      member.userId === selfId ? workspaceToasts.left(workspaceName) : workspaceToasts.removed(memberName(member)),
    failed: workspaceToasts.removeFailed,
    after: (member) => {
      if (member.userId === selfId) leaveTo(workspaceId);
    },
  });
}

/** Hands the workspace to another member; the owner stays on as an admin. */
export function useTransferOwnership(workspaceId: string) {
  return useWorkspaceMutation({
    run: (member: WorkspaceMember) =>
      unwrap(
        api.workspaces[':workspaceId'].transfer.$post({ param: { workspaceId }, json: { userId: member.userId } }),
      ),
    done: (member) => workspaceToasts.transferred(memberName(member)),
    failed: workspaceToasts.transferFailed,
  });
}
