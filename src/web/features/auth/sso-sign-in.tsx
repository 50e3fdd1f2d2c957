import { KeyRoundIcon, Loader2Icon } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ssoDiscoverSchema } from '../../../shared/sso';
import { ssoAuthTexts as t } from '../../../shared/sso-texts';
import { Button } from '../../components/ui/button';
import { Input, Label } from '../../components/ui/input';
import type { SsoRequiredError } from './sso-required';
import { useSsoSignIn } from './use-sso-sign-in';

interface SsoSignInProps {
  /** The address typed in the sign-in form: used at once when it is one. */
  email: string;
  returnTo: string;
  disabled?: boolean;
  /** A password or code step refused for the address: says why and offers this way in. */
  required?: SsoRequiredError | null;
  /** Said before anything is tried, e.g. that the last SSO sign-in came back failed. */
  notice?: string | null;
}

/**
 * "Continue with SSO". With an address already typed it goes straight to the identity provider;
 * without one it asks for the work address first.
 */
export function SsoSignIn({ email, returnTo, disabled, required, notice }: SsoSignInProps) {
  const { start, pending, error, setError } = useSsoSignIn(returnTo);
  const [asking, setAsking] = useState(false);
  const [address, setAddress] = useState('');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const fieldId = useId();
  const errorId = useId();
  // A refusal stays relevant only while the form still holds the address it was for.
  const refusal = required && required.email === email.trim() ? required : null;

  useEffect(() => {
    if (!required) return;
    setAsking(false);
    setError(null);
    buttonRef.current?.focus();
  }, [required, setError]);

  const begin = async () => {
    const typed = email.trim();
    setAddress(typed);
    if (ssoDiscoverSchema.safeParse({ email: typed }).success) {
      if (await start(typed)) return;
      // Falls through: the domain has no SSO, so the address shows up in the field to correct.
    } else setError(null);
    setAsking(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    start(address);
  };

  const message = refusal?.message ?? notice;
  return (
    <div className="grid gap-2">
      {message && (
        <p role="alert" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {message}
        </p>
      )}
      {asking ? (
        <form onSubmit={submit} noValidate className="grid gap-2 rounded-xl border border-slate-200 p-3">
          <Label htmlFor={fieldId}>{t.emailLabel}</Label>
          <Input
            id={fieldId}
            type="email"
            autoComplete="email"
            placeholder={t.emailPlaceholder}
            value={address}
            autoFocus
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => setAddress(e.target.value)}
          />
          <Button type="submit" variant="outline" className="w-full" disabled={disabled || pending}>
            {pending ? <Loader2Icon className="animate-spin" aria-hidden /> : <KeyRoundIcon aria-hidden />}
            {t.continue}
          </Button>
        </form>
      ) : (
        <Button ref={buttonRef} variant="outline" className="w-full" disabled={disabled || pending} onClick={begin}>
          {pending ? <Loader2Icon className="animate-spin" aria-hidden /> : <KeyRoundIcon aria-hidden />}
          {t.continue}
        </Button>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
