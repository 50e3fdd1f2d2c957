import { CreditCardIcon, LogOutIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/routes';
import { generalTexts, memberTexts } from '../../../shared/workspace-texts';
import { can } from '../../../shared/workspaces';
import { Badge } from '../../components/ui/badge';
import { Button, buttonVariants } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { SettingsCard } from '../../components/ui/settings-card';
import { DeleteWorkspaceDialog } from './delete-workspace-dialog';
import { RenameForm } from './rename-form';
import { useRemoveMember } from './use-member-actions';
import type { WorkspaceDetail } from './use-workspaces';

/** The name, the plan and the way out: delete for the owner, leave for everyone else. */
export function GeneralTab({ workspace, selfId }: { workspace: WorkspaceDetail; selfId: string }) {
  return (
    <>
      {/* Keyed so the field starts again from the saved name once it changes. */}
      <RenameForm key={workspace.name} workspace={workspace} />
      <SettingsCard title={generalTexts.planHeading} aside={<Badge>{workspace.planName}</Badge>}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="text-sm text-slate-600">
            <p>{generalTexts.planLine(workspace.planName, workspace.seats)}</p>
            <p className="mt-0.5">{generalTexts.yourRole(workspace.role)}</p>
          </div>
          {can(workspace.role, 'delete') && (
            <Link to={paths.billing} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              <CreditCardIcon aria-hidden />
              {generalTexts.manageBilling}
            </Link>
          )}
        </div>
      </SettingsCard>
      <SettingsCard
        title={generalTexts.dangerHeading}
        description={can(workspace.role, 'delete') ? generalTexts.deleteDescription : generalTexts.leaveDescription}
        className="border-red-200"
      >
        {can(workspace.role, 'delete') ? (
          <DeleteWorkspaceDialog workspace={workspace} />
        ) : (
          <LeaveButton workspace={workspace} selfId={selfId} />
        )}
      </SettingsCard>
    </>
  );
}

function LeaveButton({ workspace, selfId }: { workspace: WorkspaceDetail; selfId: string }) {
  const [confirming, setConfirming] = useState(false);
  const leave = useRemoveMember(workspace.id, workspace.name, selfId);
  const self = workspace.members.find((m) => m.userId === selfId);
  if (!self) return null;
  return (
    <>
      <Button variant="destructive" onClick={() => setConfirming(true)}>
        <LogOutIcon aria-hidden />
        {memberTexts.leaveWorkspace}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !leave.isPending && setConfirming(open)}
        title={memberTexts.leaveTitle(workspace.name)}
        body={memberTexts.leaveBody}
        action={leave.isPending ? memberTexts.working : memberTexts.leaveConfirm}
        cancel={memberTexts.cancel}
        pending={leave.isPending}
        onConfirm={() => leave.mutate(self)}
      />
    </>
  );
}
