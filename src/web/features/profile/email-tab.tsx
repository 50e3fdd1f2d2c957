import { useMutation } from '@tanstack/react-query';
import { MailCheckIcon, ShieldCheckIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { emailSchema } from '../../../shared/auth';
import { toasts, validationMessages } from '../../../shared/messages';
import { paths } from '../../../shared/routes';
import { Button } from '../../components/ui/button';
import { FieldError, Input, Label } from '../../components/ui/input';
import { Note, SettingsCard } from '../../components/ui/settings-card';
import { notify } from '../../components/ui/toaster';
import { authCall, authClient } from '../../lib/auth-client';
import type { AccountSummary } from '../account/use-account';

export function EmailTab({ account }: { account: AccountSummary }) {
  const [newEmail, setNewEmail] = useState('');
  const [error, setError] = useState<string>();
  const [requested, setRequested] = useState<string>();

  const request = useMutation({
    mutationFn: (address: string) =>
      authCall(authClient.changeEmail({ newEmail: address, callbackURL: `${paths.profile}?tab=email` })),
    onSuccess: (_, address) => {
      notify.success(toasts.emailUpdateRequested.title, toasts.emailUpdateRequested.description);
      setRequested(address);
      setNewEmail('');
    },
    onError: (failure) => notify.error(failure.message),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailSchema.safeParse(newEmail);
    if (!parsed.success) {
      setError(newEmail.trim() ? parsed.error.issues[0]?.message : validationMessages.newEmailRequired);
      return;
    }
    setError(undefined);
    request.mutate(parsed.data);
  };

  return (
    <SettingsCard title="Email address" description="The address you sign in with and where we send account e-mails.">
      <div className="grid gap-6">
        <div className="rounded-xl bg-slate-50 p-4">
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Current email</p>
          <p className="mt-0.5 font-semibold break-all text-slate-900">{account.email}</p>
        </div>

        <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Change email">
          <div className="grid gap-1.5">
            <Label htmlFor="new-email">New email</Label>
            <Input
              id="new-email"
              name="newEmail"
              type="email"
              value={newEmail}
              onChange={(e) => {
                setNewEmail(e.target.value);
                if (error) setError(undefined);
              }}
              autoComplete="email"
              placeholder="you@example.com"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'new-email-error' : 'new-email-hint'}
            />
            <FieldError id="new-email-error" message={error} />
          </div>
          <Note icon={<ShieldCheckIcon />}>
            <p id="new-email-hint">
              For your security we first e-mail a link to your current address. Once you approve it there, we send a
              confirmation link to the new address. Your email changes when both links have been followed.
            </p>
          </Note>
          <Button type="submit" disabled={request.isPending} className="justify-self-start">
            {request.isPending ? 'Sending...' : 'Update Email'}
          </Button>
        </form>

        {requested && (
          <div role="status" className="flex gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm">
            <MailCheckIcon className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
            <p className="min-w-0 text-emerald-900">
              Check <span className="font-semibold break-all">{account.email}</span> for the approval link. After that,
              confirm from <span className="font-semibold break-all">{requested}</span>.
            </p>
          </div>
        )}
      </div>
    </SettingsCard>
  );
}
