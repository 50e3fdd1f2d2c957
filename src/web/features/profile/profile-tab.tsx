import { useMutation } from '@tanstack/react-query';
import { CalendarDaysIcon, LogInIcon } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { toasts } from '../../../shared/messages';
import { Button } from '../../components/ui/button';
import { Input, Label } from '../../components/ui/input';
import { SettingsCard } from '../../components/ui/settings-card';
import { notify } from '../../components/ui/toaster';
import { authCall, authClient } from '../../lib/auth-client';
import { type AccountSummary, useRefreshAccount } from '../account/use-account';

// The visitor's own locale and time zone: these are their dates, not the server's.
const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });
const momentFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const nameMaxLength = 100;

export function ProfileTab({ account }: { account: AccountSummary }) {
  const refreshAccount = useRefreshAccount();
  const [firstName, setFirstName] = useState(account.firstName);
  const [lastName, setLastName] = useState(account.lastName);
  const names = { firstName: firstName.trim(), lastName: lastName.trim() };
  const changed = names.firstName !== account.firstName || names.lastName !== account.lastName;

  const save = useMutation({
    mutationFn: () => authCall(authClient.updateUser(names)),
    onSuccess: async () => {
      notify.success(toasts.profileUpdated.title);
      setFirstName(names.firstName);
      setLastName(names.lastName);
      await refreshAccount();
    },
    onError: (error) => notify.error(error.message),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };

  return (
    <>
      <SettingsCard title="Personal information" description="How we address you in the app and in our e-mails.">
        <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Personal information">
          <div className="grid gap-5 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor="profile-first-name">First name</Label>
              <Input
                id="profile-first-name"
                name="firstName"
                value={firstName}
                onChange={(e) => setFirstName(e.target.value)}
                autoComplete="given-name"
                maxLength={nameMaxLength}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="profile-last-name">Last name</Label>
              <Input
                id="profile-last-name"
                name="lastName"
                value={lastName}
                onChange={(e) => setLastName(e.target.value)}
                autoComplete="family-name"
                maxLength={nameMaxLength}
              />
            </div>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="profile-email">Email</Label>
            <Input
              id="profile-email"
              value={account.email}
              readOnly
              aria-describedby="profile-email-hint"
              className="bg-slate-50 text-slate-600"
            />
            <p id="profile-email-hint" className="text-xs text-slate-500">
              To change it, use the{' '}
              <Link to="?tab=email" className="font-medium text-brand-600 hover:underline">
                Email tab
              </Link>
              .
            </p>
          </div>
          <Button type="submit" disabled={save.isPending || !changed} className="justify-self-start">
            {save.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </form>
      </SettingsCard>

      <SettingsCard title="Account activity">
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact icon={<CalendarDaysIcon />} term="Member since">
            <time dateTime={account.createdAt}>{dayFormat.format(new Date(account.createdAt))}</time>
          </Fact>
          <Fact icon={<LogInIcon />} term="Last sign-in">
            {account.lastSignInAt ? (
              <time dateTime={account.lastSignInAt}>{momentFormat.format(new Date(account.lastSignInAt))}</time>
            ) : (
              'Not recorded yet'
            )}
          </Fact>
        </dl>
      </SettingsCard>
    </>
  );
}

function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-3 rounded-xl bg-slate-50 p-4">
      <span
        aria-hidden
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-white text-brand-600 shadow-xs [&_svg]:size-5"
      >
        {icon}
      </span>
      <div className="min-w-0">
        <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{term}</dt>
        <dd className="mt-0.5 text-sm font-semibold text-slate-900">{children}</dd>
      </div>
    </div>
  );
}
