import { CheckIcon, Loader2Icon, TriangleAlertIcon, UsersIcon, XIcon } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { inviteTexts } from '../../../shared/workspace-texts';
import { roleDescriptions } from '../../../shared/workspaces';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { notify } from '../../components/ui/toaster';
import { ApiRequestError } from '../../lib/api';
import { type InvitationPreview, useAnswerInvitation } from './use-invitation';

interface InvitationCardProps {
  token: string;
  invitation: InvitationPreview;
  /** Signs out and comes back here, for an invitation meant for another account. */
  onSwitchAccount: () => void;
  /** The way on once nothing is left to answer. */
  done: ReactNode;
}

/**
 * "<inviter> invited you to join <workspace> as <Role>", with Accept and Decline while it is
 * pending; otherwise what became of it. A refusal shows the server's own words, which never name
 * the address the invitation was sent to beyond what the server chose to say.
 */
export function InvitationCard({ token, invitation, onSwitchAccount, done }: InvitationCardProps) {
  const { accept, decline } = useAnswerInvitation(token, invitation.workspaceName);
  const error = accept.error ?? decline.error;
  const wrongAccount = error instanceof ApiRequestError && error.code === 'wrong_account';
  const busy = accept.isPending || decline.isPending;

  useEffect(() => {
    if (!error) return;
    const toast = accept.error ? inviteTexts.acceptFailed(error.message) : inviteTexts.declineFailed(error.message);
    notify.error(toast.title, toast.description);
  }, [error, accept.error]);

  return (
    <article
      aria-labelledby="invitation-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10"
    >
      <span className="mx-auto inline-flex size-14 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-500 to-accent-500 text-white shadow-lg shadow-brand-500/25">
        <UsersIcon className="size-7" aria-hidden />
      </span>
      <h1 id="invitation-heading" className="mt-5 text-2xl font-bold tracking-tight text-balance text-slate-900">
        {inviteTexts.headline(invitation.invitedByName, invitation.workspaceName, invitation.role)}
      </h1>
      <p className="mx-auto mt-3 flex max-w-md flex-wrap items-center justify-center gap-2 text-sm text-slate-600">
        <Badge>{inviteTexts.roleLine(invitation.role)}</Badge>
        {roleDescriptions[invitation.role]}
      </p>

      {wrongAccount && (
        <div
          role="alert"
          className="mx-auto mt-6 flex max-w-md gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-left text-sm text-amber-900"
        >
          <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
          <div>
            <p className="font-semibold">{inviteTexts.wrongAccountTitle}</p>
            <p className="mt-0.5">{error.message}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={onSwitchAccount}>
              {inviteTexts.switchAccount}
            </Button>
          </div>
        </div>
      )}

      {invitation.status === 'pending' ? (
        <div className="mt-8 flex flex-col-reverse justify-center gap-3 sm:flex-row">
          <Button variant="outline" size="lg" disabled={busy} onClick={() => decline.mutate()}>
            {decline.isPending ? <Loader2Icon aria-hidden className="animate-spin" /> : <XIcon aria-hidden />}
            {decline.isPending ? inviteTexts.declining : inviteTexts.decline}
          </Button>
          <Button variant="gradient" size="lg" disabled={busy} onClick={() => accept.mutate()}>
            {accept.isPending ? <Loader2Icon aria-hidden className="animate-spin" /> : <CheckIcon aria-hidden />}
            {accept.isPending ? inviteTexts.accepting : inviteTexts.accept}
          </Button>
        </div>
      ) : (
        <div className="mt-8">
          <p role="status" className="text-sm font-medium text-slate-700">
            {inviteTexts.status[invitation.status]}
          </p>
          <div className="mt-5">{done}</div>
        </div>
      )}
    </article>
  );
}
