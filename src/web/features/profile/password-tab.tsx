import { useMutation } from '@tanstack/react-query';
import { KeyRoundIcon, LogOutIcon } from 'lucide-react';
import { type ComponentProps, type FormEvent, useState } from 'react';
import { authLimits } from '../../../shared/auth';
import { toasts } from '../../../shared/messages';
import { Button } from '../../components/ui/button';
import { FieldError, Input, Label } from '../../components/ui/input';
import { Note, SettingsCard } from '../../components/ui/settings-card';
import { notify } from '../../components/ui/toaster';
import { api, unwrap } from '../../lib/api';
import { authCall, authClient } from '../../lib/auth-client';
import { type AccountSummary, useRefreshAccount } from '../account/use-account';
import { type PasswordField, type PasswordProblem, passwordProblem } from './password-rules';

const empty: Record<PasswordField, string> = { current: '', next: '', confirm: '' };

export function PasswordTab({ account }: { account: AccountSummary }) {
  // Accounts made by e-mail code have no password to prove, so they set a first one instead.
  return account.hasPassword ? <ChangePasswordForm /> : <SetPasswordForm />;
}

function ChangePasswordForm() {
  const { values, field, problem, check, reset } = usePasswordFields();
  const change = useMutation({
    mutationFn: () =>
      authCall(authClient.changePassword({ currentPassword: values.current, newPassword: values.next })),
    onSuccess: () => {
      notify.success(toasts.passwordUpdated.title);
      reset();
    },
    onError: (failure) => notify.error(failure.message),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (check(values)) change.mutate();
  };

  return (
    <SettingsCard
      title="Change password"
      description={`Use at least ${authLimits.passwordMinLength} characters. A longer passphrase is stronger.`}
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Change password">
        <PasswordInput label="Current password" autoComplete="current-password" {...field('current')} />
        <div className="grid gap-5 sm:grid-cols-2">
          <PasswordInput label="New password" autoComplete="new-password" {...field('next')} />
          <PasswordInput label="Confirm new password" autoComplete="new-password" {...field('confirm')} />
        </div>
        <FieldError id="password-error" message={problem?.message} />
        <Note icon={<LogOutIcon />}>
          <p>Changing your password signs you out on all your other devices. This one stays signed in.</p>
        </Note>
        <Button type="submit" disabled={change.isPending} className="justify-self-start">
          {change.isPending ? 'Updating...' : 'Update Password'}
        </Button>
      </form>
    </SettingsCard>
  );
}

function SetPasswordForm() {
  const refreshAccount = useRefreshAccount();
  const { values, field, problem, check, reset } = usePasswordFields();
  const set = useMutation({
    mutationFn: () => unwrap(api.account.password.$post({ json: { newPassword: values.next } })),
    onSuccess: async () => {
      notify.success(toasts.passwordUpdated.title);
      reset();
      await refreshAccount();
    },
    onError: (failure) => notify.error(failure.message),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (check({ next: values.next, confirm: values.confirm })) set.mutate();
  };

  return (
    <SettingsCard
      title="Set a password"
      description="You sign in with codes we e-mail you. Add a password to also sign in with your email and password."
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Set password">
        <div className="grid gap-5 sm:grid-cols-2">
          <PasswordInput label="New password" autoComplete="new-password" {...field('next')} />
          <PasswordInput label="Confirm new password" autoComplete="new-password" {...field('confirm')} />
        </div>
        <FieldError id="password-error" message={problem?.message} />
        <Note icon={<KeyRoundIcon />}>
          <p>E-mailed sign-in codes keep working after you set a password.</p>
        </Note>
        <Button type="submit" disabled={set.isPending} className="justify-self-start">
          {set.isPending ? 'Saving...' : 'Set Password'}
        </Button>
      </form>
    </SettingsCard>
  );
}

/** The password fields' values; one message covers the form since the rules span fields. */
function usePasswordFields() {
  const [values, setValues] = useState(empty);
  const [problem, setProblem] = useState<PasswordProblem | null>(null);
  const field = (name: PasswordField) => ({
    id: `password-${name}`,
    name,
    value: values[name],
    invalid: Boolean(problem?.fields.includes(name)),
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setProblem(null);
    },
  });
  /** True when the shown fields pass the spec's rules; otherwise shows why. */
  const check = (shown: Partial<Record<PasswordField, string>>) => {
    const found = passwordProblem(shown);
    setProblem(found);
    return !found;
  };
  return { values, field, problem, check, reset: () => setValues(empty) };
}

type PasswordInputProps = Omit<ComponentProps<'input'>, 'onChange'> & {
  id: string;
  label: string;
  invalid: boolean;
  onChange: (value: string) => void;
};

function PasswordInput({ id, label, invalid, onChange, ...props }: PasswordInputProps) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="password"
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? 'password-error' : undefined}
        {...props}
      />
    </div>
  );
}
