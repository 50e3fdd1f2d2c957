import { useMutation } from '@tanstack/react-query';
import { KeyRoundIcon, MailIcon, ShieldCheckIcon, ShieldOffIcon, SmartphoneIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { SettingsCard } from '../../components/ui/settings-card';
import { notify } from '../../components/ui/toaster';
import type { AccountSummary } from '../account/use-account';
import { startEnrolment, type TwoFactorSetup } from './two-factor-actions';
import { TwoFactorDisableDialog } from './two-factor-disable-dialog';
import { TwoFactorEnrolDialog } from './two-factor-enrol-dialog';

export function SecurityTab({ account }: { account: AccountSummary }) {
  const [enrolling, setEnrolling] = useState<{ setup?: TwoFactorSetup } | null>(null);
  const [disabling, setDisabling] = useState(false);
  // Without a password there is nothing to ask first: enrolment starts on the click.
  const start = useMutation({
    mutationFn: () => startEnrolment(),
    onSuccess: (setup) => setEnrolling({ setup }),
    onError: (failure) => notify.error(failure.message),
  });
  const enable = () => (account.hasPassword ? setEnrolling({}) : start.mutate());
  const enabled = account.twoFactorEnabled;

  return (
    <>
      <SettingsCard
        title="Two-factor authentication"
        description="Ask for a 6-digit code from an authenticator app each time you sign in, so a stolen password or inbox is not enough."
        aside={
          <Badge tone={enabled ? 'green' : 'grey'} className="shrink-0">
            {enabled ? <ShieldCheckIcon className="size-3.5" aria-hidden /> : null}
            {enabled ? 'Enabled' : 'Not enabled'}
          </Badge>
        }
      >
        <div className="flex flex-col gap-4 rounded-xl bg-slate-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-3">
            <span
              aria-hidden
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-white text-brand-600 shadow-xs"
            >
              {enabled ? <ShieldCheckIcon className="size-5" /> : <SmartphoneIcon className="size-5" />}
            </span>
            <p className="text-sm text-slate-700">
              {enabled
                ? 'Your account asks for a code from your authenticator app after your password or e-mailed code.'
                : 'Use an app such as Google Authenticator, 1Password or Authy. Setting it up takes about a minute.'}
            </p>
          </div>
          {enabled ? (
            <Button variant="outline" className="shrink-0 text-red-700" onClick={() => setDisabling(true)}>
              <ShieldOffIcon />
              Disable 2FA
            </Button>
          ) : (
            <Button className="shrink-0" onClick={enable} disabled={start.isPending}>
              <ShieldCheckIcon />
              {start.isPending ? 'Starting...' : 'Enable 2FA'}
            </Button>
          )}
        </div>
      </SettingsCard>

      <SettingsCard title="Ways to sign in">
        <ul className="grid gap-3">
          <Method icon={<MailIcon />} name="E-mailed code" state="On">
            A one-time code sent to {account.email}.
          </Method>
          <Method icon={<KeyRoundIcon />} name="Password" state={account.hasPassword ? 'On' : 'Not set'}>
            {account.hasPassword ? (
              'Your email and password.'
            ) : (
              <>
                <Link to="?tab=password" className="font-medium text-brand-600 hover:underline">
                  Set a password
                </Link>{' '}
                to sign in without waiting for an e-mail.
              </>
            )}
          </Method>
        </ul>
      </SettingsCard>

      <TwoFactorEnrolDialog
        open={enrolling !== null}
        onOpenChange={(open) => !open && setEnrolling(null)}
        setup={enrolling?.setup}
      />
      <TwoFactorDisableDialog open={disabling} onOpenChange={setDisabling} hasPassword={account.hasPassword} />
    </>
  );
}

function Method({
  icon,
  name,
  state,
  children,
}: {
  icon: ReactNode;
  name: string;
  state: string;
  children: ReactNode;
}) {
  return (
    <li className="flex items-start gap-3 rounded-xl border border-slate-200 p-4">
      <span aria-hidden className="mt-0.5 text-slate-500 [&_svg]:size-5">
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
          {name}
          <Badge tone={state === 'On' ? 'green' : 'grey'}>{state}</Badge>
        </p>
        <p className="mt-0.5 text-sm break-words text-slate-600">{children}</p>
      </div>
    </li>
  );
}
