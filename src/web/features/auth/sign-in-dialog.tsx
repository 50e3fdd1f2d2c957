import { Tabs } from 'radix-ui';
import { type FormEvent, useEffect, useState } from 'react';
import { isCompleteCode, keepCodeDigits } from '../../../shared/auth';
import { toasts } from '../../../shared/messages';
import { paths } from '../../../shared/routes';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { Input, Label } from '../../components/ui/input';
import { notify } from '../../components/ui/toaster';
import { authClient } from '../../lib/auth-client';
import { sendSignInCode, signInWithCode, signInWithPassword, signUpWithPassword } from './auth-actions';
import { CheckEmailPanel, CredentialFields } from './credential-fields';
import { OAuthButtons } from './oauth-buttons';
import { SsoRequiredError } from './sso-required';
import { SsoSignIn } from './sso-sign-in';
import { TwoFactorChallenge } from './two-factor-challenge';
import { useFinishSignIn } from './use-finish-sign-in';

export interface SignInDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Runs after a successful sign-in, so the action that asked for it can continue. */
  onSuccess?: () => void;
}

type Method = 'magic' | 'password';
type Step = 'email' | 'code' | 'check-email' | 'two-factor';

const tabClass =
  'flex-1 rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 transition data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm';

/** The spec's sign-in dialog: providers, password or e-mailed code, sign-up, and the second factor. */
export function SignInDialog({ open, onOpenChange, onSuccess }: SignInDialogProps) {
  const [method, setMethod] = useState<Method>('magic');
  const [signingUp, setSigningUp] = useState(false);
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [ssoRequired, setSsoRequired] = useState<SsoRequiredError | null>(null);
  const finishSignIn = useFinishSignIn();

  // Every opening starts clean: magic link, e-mail step, empty fields.
  useEffect(() => {
    if (!open) return;
    setMethod('magic');
    setSigningUp(false);
    setStep('email');
    setEmail('');
    setPassword('');
    setCode('');
    setBusy(false);
    setSsoRequired(null);
  }, [open]);

  async function finish(greeting: 'password' | 'code' | 'second-factor') {
    onOpenChange(false);
    await finishSignIn(greeting, { onSuccess, to: paths.dashboard });
  }

  async function run(task: () => Promise<void>, failure: (message: string) => void) {
    setBusy(true);
    setSsoRequired(null);
    try {
      await task();
    } catch (error) {
      if (error instanceof SsoRequiredError) {
        // The domain signs in only through its identity provider: back to where that button is.
        setSsoRequired(error);
        setStep('email');
      } else {
        failure((error as Error).message);
      }
    } finally {
      setBusy(false);
    }
  }
  const authError = (message: string) => notify.error(toasts.authError(message).title, message);

  const submitEmail = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (method === 'magic') {
      return run(async () => {
        await sendSignInCode(address);
        notify.success(toasts.magicLinkSent.title, toasts.magicLinkSent.description);
        setStep('code');
      }, authError);
    }
    if (signingUp) {
      return run(async () => {
        const outcome = await signUpWithPassword(address, password, paths.dashboard);
        if (outcome === 'exists') {
          notify.error(toasts.accountExists.title, toasts.accountExists.description);
          setSigningUp(false);
        } else if (outcome === 'signed-in') {
          notify.success(toasts.accountCreated.title, toasts.accountCreated.description);
          await finish('second-factor');
        } else {
          notify.success(toasts.confirmationSent.title, toasts.confirmationSent.description);
          setStep('check-email');
        }
      }, authError);
    }
    return run(async () => {
      const outcome = await signInWithPassword(address, password);
      if (outcome === 'two-factor') setStep('two-factor');
      else await finish('password');
    }, authError);
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (!isCompleteCode(code)) return;
    return run(
      async () => {
        const outcome = await signInWithCode(email.trim(), code);
        if (outcome === 'two-factor') setStep('two-factor');
        else await finish('code');
      },
      (message) => notify.error(toasts.invalidCode(message).title, toasts.invalidCode(message).description),
    );
  };

  const cancelSecondFactor = async () => {
    await authClient.signOut().catch(() => undefined);
    setStep('email');
    setCode('');
    setPassword('');
  };

  const title =
    step === 'code' ? 'Enter Your Code' : signingUp && method === 'password' ? 'Create Account' : 'Welcome Back';
  const description =
    step === 'email'
      ? signingUp && method === 'password'
        ? 'Create an account to start building.'
        : 'Sign in to create projects and keep building.'
      : undefined;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={step === 'two-factor' ? 'Two-Factor Authentication' : title} description={description}>
        {step === 'two-factor' && (
          <TwoFactorChallenge
            email={email.trim()}
            onVerified={() => finish('second-factor')}
            onCancel={cancelSecondFactor}
            hideHeading
          />
        )}

        {step === 'check-email' && (
          <CheckEmailPanel
            email={email.trim()}
            onBack={() => {
              setSigningUp(false);
              setStep('email');
            }}
          />
        )}

        {step === 'code' && (
          <form onSubmit={submitCode} className="grid gap-4">
            <p className="text-sm text-slate-600">
              We've sent a 6-digit code to <span className="font-medium text-slate-900">{email.trim()}</span>
            </p>
            <div className="grid gap-1.5">
              <Label htmlFor="sign-in-code">Code</Label>
              <Input
                id="sign-in-code"
                value={code}
                onChange={(e) => setCode(keepCodeDigits(e.target.value))}
                inputMode="numeric"
                autoComplete="one-time-code"
                placeholder="000000"
                className="h-12 text-center text-2xl tracking-[0.5em]"
                autoFocus
              />
            </div>
            <Button type="submit" disabled={busy || !isCompleteCode(code)}>
              {busy ? 'Verifying...' : 'Verify Code'}
            </Button>
            <button
              type="button"
              className="text-sm text-slate-600 hover:text-slate-900"
              onClick={() => {
                setCode('');
                setStep('email');
              }}
            >
              ← Back to email
            </button>
          </form>
        )}

        {step === 'email' && (
          <>
            <OAuthButtons returnTo={paths.dashboard} disabled={busy}>
              <SsoSignIn email={email} returnTo={paths.dashboard} disabled={busy} required={ssoRequired} />
            </OAuthButtons>
            <Tabs.Root value={method} onValueChange={(v) => setMethod(v as Method)}>
              <Tabs.List aria-label="Sign-in method" className="flex gap-1 rounded-lg bg-slate-100 p-1">
                <Tabs.Trigger value="password" className={tabClass}>
                  Password
                </Tabs.Trigger>
                <Tabs.Trigger value="magic" className={tabClass}>
                  Magic Link
                </Tabs.Trigger>
              </Tabs.List>
            </Tabs.Root>
            <form onSubmit={submitEmail} className="mt-4 grid gap-4">
              <CredentialFields
                idPrefix="sign-in"
                email={email}
                onEmailChange={setEmail}
                password={
                  method === 'password' ? { value: password, onChange: setPassword, isNew: signingUp } : undefined
                }
              />
              <Button type="submit" variant="gradient" disabled={busy}>
                {busy
                  ? 'Please wait...'
                  : method === 'magic'
                    ? 'Send Magic Link'
                    : signingUp
                      ? 'Create Account'
                      : 'Sign In'}
              </Button>
              {method === 'password' && (
                <button
                  type="button"
                  className="text-sm text-slate-600 hover:text-slate-900"
                  onClick={() => setSigningUp((v) => !v)}
                >
                  {signingUp ? 'Already have an account? Sign in' : "Don't have an account? Sign up"}
                </button>
              )}
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
