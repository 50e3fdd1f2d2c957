import { MailCheckIcon } from 'lucide-react';
import { authLimits } from '../../../shared/auth';
import { Button } from '../../components/ui/button';
import { Input, Label } from '../../components/ui/input';

interface CredentialFieldsProps {
  idPrefix: string;
  email: string;
  onEmailChange: (value: string) => void;
  /** Left out on the e-mailed-code tab, which asks for the address only. */
  password?: { value: string; onChange: (value: string) => void; isNew: boolean };
}

/** E-mail and password as the dialog and the /auth page both ask for them. */
export function CredentialFields({ idPrefix, email, onEmailChange, password }: CredentialFieldsProps) {
  return (
    <>
      <div className="grid gap-1.5">
        <Label htmlFor={`${idPrefix}-email`}>Email</Label>
        <Input
          id={`${idPrefix}-email`}
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => onEmailChange(e.target.value)}
        />
      </div>
      {password && (
        <div className="grid gap-1.5">
          <Label htmlFor={`${idPrefix}-password`}>Password</Label>
          <Input
            id={`${idPrefix}-password`}
            type="password"
            required
            minLength={authLimits.passwordMinLength}
            autoComplete={password.isNew ? 'new-password' : 'current-password'}
            value={password.value}
            onChange={(e) => password.onChange(e.target.value)}
          />
        </div>
      )}
    </>
  );
}

/** After a password sign-up: the account waits for the link in the confirmation e-mail. */
export function CheckEmailPanel({
  email,
  onBack,
  heading: Heading = 'p',
}: {
  email: string;
  onBack: () => void;
  heading?: 'h1' | 'p';
}) {
  return (
    <div className="text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <MailCheckIcon className="size-6" aria-hidden />
      </span>
      <Heading className="mt-4 text-xl font-semibold text-slate-900">Check your email</Heading>
      <p className="mt-2 text-sm text-slate-600">
        We've sent a confirmation link to <span className="font-medium text-slate-900">{email}</span>. Open it to finish
        creating your account.
      </p>
      <Button variant="outline" className="mt-6 w-full" onClick={onBack}>
        Back to sign in
      </Button>
    </div>
  );
}
