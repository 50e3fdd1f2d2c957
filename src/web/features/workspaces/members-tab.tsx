import { can } from '../../../shared/workspaces';
import { InviteForm } from './invite-form';
import { MembersCard } from './members-card';
import { PendingInvitations } from './pending-invitations';
import type { WorkspaceDetail } from './use-workspaces';

/** Members for everyone (read-only below admin); inviting and the pending invitations for admins. */
export function MembersTab({ workspace, selfId }: { workspace: WorkspaceDetail; selfId: string }) {
  const manages = can(workspace.role, 'members');
  return (
    <>
      <MembersCard workspace={workspace} selfId={selfId} />
      {manages && <InviteForm workspaceId={workspace.id} />}
      {manages && <PendingInvitations workspaceId={workspace.id} invitations={workspace.invitations} />}
    </>
  );
}
