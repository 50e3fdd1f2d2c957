import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toasts } from '../../../shared/messages';
import { ssoAuthTexts } from '../../../shared/sso-texts';
import { Button } from '../../components/ui/button';
import { notify } from '../../components/ui/toaster';
import { signInWithPassword, signUpWithPassword } from './auth-actions';
import { CheckEmailPanel, CredentialFields } from './credential-fields';
import { OAuthButtons } from './oauth-buttons';
import { SsoRequiredError } from './sso-required';
import { SsoSignIn } from './sso-sign-in';

interface PasswordAuthFormProps {
  /** Where identity providers and the confirmation link bring the user back to. */
  returnTo: string;
  onSignedIn: () => void;
  onSecondFactor: (email: string) => void;
  onUseCode: () => void;
}

/** The full-page form: providers, then e-mail and password, for signing in or creating an account. */
export function PasswordAuthForm({ returnTo, onSignedIn, onSecondFactor, onUseCode }: PasswordAuthFormProps) {
  const [signingUp, setSigningUp] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirmationSentTo, setConfirmationSentTo] = useState<string | null>(null);
  const [ssoRequired, setSsoRequired] = useState<SsoRequiredError | null>(null);
  const ssoFailed = useSsoErrorArrival();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    setSsoRequired(null);
    setBusy(true);
    try {
      if (signingUp) {
        const outcome = await signUpWithPassword(address, password, returnTo);
        if (outcome === 'exists') {
          notify.error(toasts.accountExists.title, toasts.accountExists.description);
          setSigningUp(false);
        } else if (outcome === 'signed-in') {
          notify.success(toasts.accountCreated.title, toasts.accountCreated.description);
          onSignedIn();
        } else {
          notify.success(toasts.confirmationSent.title, toasts.confirmationSent.description);
          setConfirmationSentTo(address);
        }
      } else if ((await signInWithPassword(address, password)) === 'two-factor') {
        onSecondFactor(address);
      } else {
        notify.success(toasts.welcomeBack.title, toasts.welcomeBack.description);
        onSignedIn();
      }
    } catch (error) {
      if (error instanceof SsoRequiredError) {
        setSsoRequired(error);
      } else {
        const { title, description } = toasts.authError((error as Error).message, true);
        notify.error(title, description);
      }
    } finally {
      setBusy(false);
    }
  }

  if (confirmationSentTo) {
    return (
      <CheckEmailPanel
        email={confirmationSentTo}
        heading="h1"
        onBack={() => {
          setConfirmationSentTo(null);
          setSigningUp(false);
        }}
      />
    );
  }

  return (
    <div>
      <h1 className="text-center text-2xl font-semibold text-slate-900">
        {signingUp ? 'Create Your Account' : 'Welcome Back'}
      </h1>
      <p className="mt-1 mb-6 text-center text-sm text-slate-600">
        {signingUp ? 'Start shipping apps from a sentence.' : 'Sign in to keep building.'}
      </p>
      <OAuthButtons returnTo={returnTo} disabled={busy}>
        <SsoSignIn
          email={email}
          returnTo={returnTo}
          disabled={busy}
          required={ssoRequired}
          notice={ssoFailed ? ssoAuthTexts.didNotComplete : null}
        />
      </OAuthButtons>
      <form onSubmit={submit} className="grid gap-4">
        <CredentialFields
          idPrefix="auth"
          email={email}
          onEmailChange={setEmail}
          password={{ value: password, onChange: setPassword, isNew: signingUp }}
        />
        <Button type="submit" variant="gradient" disabled={busy}>
          {busy ? 'Please wait...' : signingUp ? 'Create Account' : 'Sign In'}
        </Button>
      </form>
      <div className="mt-5 grid gap-2 text-center text-sm">
        <button type="button" className="text-slate-600 hover:text-slate-900" onClick={() => setSigningUp((v) => !v)}>
          {signingUp ? 'Already have an account? Sign in' : "Don't have an account? Sign up"}
        </button>
        <button type="button" className="text-brand-600 hover:underline" onClick={onUseCode}>
          Email me a sign-in code instead
        </button>
      </div>
    </div>
  );
}

/**
 * Whether the identity provider sent the browser back here failed (?sso_error=, plus Better
 * Auth's own ?error=). Said once: the parameters leave the address bar, so a reload is quiet.
 */
function useSsoErrorArrival() {
  const [params, setParams] = useSearchParams();
  const [failed] = useState(() => params.has('sso_error'));
  useEffect(() => {
    if (!params.has('sso_error')) return;
    setParams(
      (current) => {
        for (const key of ['sso_error', 'error', 'error_description']) current.delete(key);
        return current;
      },
      { replace: true },
    );
  }, [params, setParams]);
  return failed;
}
