import { MailIcon, RotateCwIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { invitationTexts } from '../../../shared/workspace-texts';
import { roleLabels } from '../../../shared/workspaces';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { SettingsCard } from '../../components/ui/settings-card';
import { useResendInvitation, useRevokeInvitation } from './use-workspace-actions';
import type { WorkspaceInvitation } from './use-workspaces';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** Invitations not yet answered, expired ones too (they can be sent again), each with Resend and Revoke. */
export function PendingInvitations({
  workspaceId,
  invitations,
}: {
  workspaceId: string;
  invitations: WorkspaceInvitation[];
}) {
  const pending = invitations.filter((i) => i.status === 'pending' || i.status === 'expired');
  return (
    <SettingsCard
      title={invitationTexts.pendingHeading}
      aside={pending.length > 0 ? <Badge tone="grey">{pending.length}</Badge> : null}
    >
      {pending.length === 0 ? (
        <div className="flex flex-col items-center rounded-xl border-2 border-dashed border-slate-200 px-6 py-8 text-center">
          <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
            <MailIcon className="size-5" aria-hidden />
          </span>
          <p className="mt-3 font-semibold text-slate-900">{invitationTexts.noPending}</p>
          <p className="mt-1 text-sm text-slate-600">{invitationTexts.noPendingBody}</p>
        </div>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label={invitationTexts.pendingHeading}>
          {pending.map((invitation) => (
            <InvitationItem key={invitation.id} workspaceId={workspaceId} invitation={invitation} />
          ))}
        </ul>
      )}
    </SettingsCard>
  );
}

function InvitationItem({ workspaceId, invitation }: { workspaceId: string; invitation: WorkspaceInvitation }) {
  const [confirming, setConfirming] = useState(false);
  const resend = useResendInvitation(workspaceId);
  const revoke = useRevokeInvitation(workspaceId);
  const expired = invitation.status === 'expired';
  return (
    <li className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="truncate font-medium text-slate-900">{invitation.email}</span>
          <Badge tone="grey">{roleLabels[invitation.role]}</Badge>
          {expired && <Badge className="bg-amber-100 text-amber-800">{invitationTexts.expired}</Badge>}
        </p>
        <p className="mt-0.5 text-xs text-slate-500">
          {invitationTexts.invitedBy(invitation.invitedByEmail ?? '')}
          {!expired && ` · ${invitationTexts.expires(dateFormat.format(new Date(invitation.expiresAt)))}`}
        </p>
      </div>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-label={invitationTexts.resendLabel(invitation.email)}
          disabled={resend.isPending}
          onClick={() => resend.mutate(invitation)}
        >
          <RotateCwIcon aria-hidden className={resend.isPending ? 'animate-spin' : undefined} />
          {invitationTexts.resend}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={invitationTexts.revokeLabel(invitation.email)}
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
          onClick={() => setConfirming(true)}
        >
          <XIcon aria-hidden />
          {invitationTexts.revoke}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !revoke.isPending && setConfirming(open)}
        title={invitationTexts.revokeTitle(invitation.email)}
        body={invitationTexts.revokeBody}
        action={invitationTexts.revokeConfirm}
        cancel={invitationTexts.cancel}
        pending={revoke.isPending}
        onConfirm={() => revoke.mutate(invitation, { onSuccess: () => setConfirming(false) })}
      />
    </li>
  );
}
