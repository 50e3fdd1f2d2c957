import { PartyPopperIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { authLimits } from '../../shared/auth';
import { toasts } from '../../shared/messages';
import { paths, safeReturnPath } from '../../shared/routes';
import { Card } from '../components/ui/card';
import { PageSpinner } from '../components/ui/page-spinner';
import { notify } from '../components/ui/toaster';
import { signInWithCode } from '../features/auth/auth-actions';
import { PasswordAuthForm } from '../features/auth/password-auth-form';
import { useSignInDialog } from '../features/auth/sign-in-dialog-context';
import { TwoFactorChallenge } from '../features/auth/two-factor-challenge';
import { useFinishSignIn } from '../features/auth/use-finish-sign-in';
import { authClient } from '../lib/auth-client';
import { useSession } from '../lib/session';

/** Full-page sign-in: also where e-mailed links, identity providers and the second factor land. */
export function AuthPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const openSignIn = useSignInDialog();
  const finishSignIn = useFinishSignIn();
  const returnTo = safeReturnPath(params.get('redirect'));
  const fromPayment = params.get('from') === 'payment';
  const [challengeEmail, setChallengeEmail] = useState<string | null>(null);
  const [working, setWorking] = useState(() => Boolean(params.get('two_factor') || params.get('code')));
  const started = useRef(false);

  // Arrivals that carry work: a one-click code link, or a provider sign-in that needs the second factor.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const linkEmail = params.get('email');
    const linkCode = params.get('code');
    const pendingSecondFactor = params.get('two_factor');
    if (!(linkEmail && linkCode) && !pendingSecondFactor) return;
    // The code must not stay in the address bar or history.
    setParams(
      (current) => {
        for (const key of ['email', 'code', 'two_factor']) current.delete(key);
        return current;
      },
      { replace: true },
    );
    const task = linkEmail && linkCode ? signInFromLink(linkEmail, linkCode) : loadChallenge();
    task.finally(() => setWorking(false));

    async function signInFromLink(email: string, code: string) {
      try {
        if ((await signInWithCode(email, code)) === 'two-factor') setChallengeEmail(email);
        else await finishSignIn('code', {});
      } catch (error) {
        const { title, description } = toasts.invalidCode((error as Error).message);
        notify.error(title, description);
      }
    }
    async function loadChallenge() {
      const res = await fetch('/api/auth/two-factor/pending').catch(() => null);
      if (res?.ok) setChallengeEmail(((await res.json()) as { email: string }).email);
      else notify.error('Sign-in expired', 'Your two-factor sign-in timed out. Please sign in again.');
    }
  }, [params, setParams, finishSignIn]);

  const signedIn = Boolean(session.data) && !challengeEmail;
  useEffect(() => {
    if (!signedIn) return;
    const timer = setTimeout(() => navigate(returnTo, { replace: true }), authLimits.redirectDelayMs);
    return () => clearTimeout(timer);
  }, [signedIn, navigate, returnTo]);

  if (session.isPending || working) return <PageSpinner label="Signing you in..." />;
  if (signedIn) {
    return <PageSpinner label={returnTo === paths.dashboard ? 'Redirecting to dashboard...' : 'Redirecting...'} />;
  }

  const providerReturn =
    returnTo === paths.dashboard ? paths.auth : `${paths.auth}?redirect=${encodeURIComponent(returnTo)}`;
  return (
    <section className="bg-slate-50 px-4 py-12 sm:py-20">
      <div className="mx-auto max-w-md">
        {fromPayment && (
          <p
            role="status"
            className="mb-4 flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900"
          >
            <PartyPopperIcon className="mt-0.5 size-5 shrink-0" aria-hidden />
            Payment successful! Create your account to access your subscription.
          </p>
        )}
        <Card className="p-6 sm:p-8">
          {challengeEmail ? (
            <TwoFactorChallenge
              email={challengeEmail}
              onVerified={async () => {
                await authClient.getSession({ query: { disableCookieCache: true } });
                setChallengeEmail(null);
              }}
              onCancel={async () => {
                await authClient.signOut().catch(() => undefined);
                setChallengeEmail(null);
              }}
            />
          ) : (
            <PasswordAuthForm
              returnTo={providerReturn}
              onSignedIn={() => authClient.getSession({ query: { disableCookieCache: true } })}
              onSecondFactor={setChallengeEmail}
              onUseCode={() => openSignIn({ onSuccess: () => navigate(returnTo) })}
            />
          )}
        </Card>
      </div>
    </section>
  );
}
