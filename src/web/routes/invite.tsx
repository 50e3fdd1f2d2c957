import { useQueryClient } from '@tanstack/react-query';
import { LayoutDashboardIcon, LinkIcon } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../shared/routes';
import { inviteTexts } from '../../shared/workspace-texts';
import { buttonVariants } from '../components/ui/button';
import { PageSpinner } from '../components/ui/page-spinner';
import { accountQueryKey } from '../features/account/use-account';
import { InvitationCard } from '../features/workspaces/invitation-card';
import { useInvitation } from '../features/workspaces/use-invitation';
import { finishSigningOut, signOutOfServer } from '../lib/session';

/** An invitation link's page (signed in: visitors sign in first and come back here). */
export function InvitePage() {
  const { token = '' } = useParams();
  const invitation = useInvitation(token);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  // Another account is signed in: sign out, then sign in and come back to this link.
  const switchAccount = async () => {
    try {
      await signOutOfServer();
    } catch (error) {
      console.error('sign-out failed', error);
    }
    await navigate(`${paths.auth}?redirect=${encodeURIComponent(paths.invite(token))}`);
    await finishSigningOut();
    queryClient.removeQueries({ queryKey: accountQueryKey });
  };

  const toDashboard = (
    <Link to={paths.dashboard} className={buttonVariants({ variant: 'outline' })}>
      <LayoutDashboardIcon aria-hidden />
      {inviteTexts.goToDashboard}
    </Link>
  );

  return (
    <div className="min-h-full bg-slate-50 px-4 py-12 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-xl">
        {invitation.data ? (
          <InvitationCard
            token={token}
            invitation={invitation.data}
            onSwitchAccount={() => void switchAccount()}
            done={toDashboard}
          />
        ) : invitation.isError ? (
          <div role="alert" className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
            <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-red-50 text-red-600">
              <LinkIcon className="size-6" aria-hidden />
            </span>
            <h1 className="mt-4 text-xl font-semibold text-slate-900">{inviteTexts.title}</h1>
            <p className="mt-1 text-sm text-slate-600">{invitation.error.message || inviteTexts.notFound}</p>
            <div className="mt-5">{toDashboard}</div>
          </div>
        ) : (
          <PageSpinner label={inviteTexts.loading} />
        )}
      </div>
    </div>
  );
}
