import { Loader2Icon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { type OAuthProviderId, oauthProviders } from '../../../shared/auth';
import { toasts } from '../../../shared/messages';
import { Button } from '../../components/ui/button';
import { notify } from '../../components/ui/toaster';
import { authCall, authClient } from '../../lib/auth-client';
import { siteConfig } from '../../lib/site-config';
import { ProviderIcon } from './provider-icons';

/**
 * "Continue with Google / Microsoft / GitHub". A provider this server has no credentials for
 * says so in the spec's failure toast instead of sending the browser to a broken redirect.
 * `children` join the list after them (Continue with SSO).
 */
export function OAuthButtons({
  returnTo,
  disabled,
  children,
}: {
  returnTo: string;
  disabled?: boolean;
  children?: ReactNode;
}) {
  const [pending, setPending] = useState<OAuthProviderId | null>(null);

  async function start(id: OAuthProviderId, label: string) {
    if (!siteConfig.oauthProviders.includes(id)) {
      const { title, description } = toasts.oauthFailed(
        label,
        `${label} sign-in isn't set up on this server yet. Please use your e-mail instead.`,
      );
      notify.error(title, description);
      return;
    }
    setPending(id);
    try {
      // On success the client navigates to the provider; we never come back to this line.
      await authCall(authClient.signIn.social({ provider: id, callbackURL: returnTo, errorCallbackURL: '/auth' }));
    } catch (error) {
      const { title, description } = toasts.oauthFailed(label, (error as Error).message);
      notify.error(title, description);
      setPending(null);
    }
  }

  return (
    <div>
      <div className="grid gap-2">
        {oauthProviders.map(({ id, label }) => (
          <Button
            key={id}
            variant="outline"
            className="w-full"
            disabled={disabled || pending !== null}
            onClick={() => start(id, label)}
          >
            {pending === id ? <Loader2Icon className="animate-spin" aria-hidden /> : <ProviderIcon provider={id} />}
            Continue with {label}
          </Button>
        ))}
        {children}
      </div>
      <div className="relative my-5 text-center text-xs uppercase tracking-wide text-slate-500">
        <span className="absolute inset-x-0 top-1/2 h-px bg-slate-200" aria-hidden />
        <span className="relative bg-white px-3">Or continue with email</span>
      </div>
    </div>
  );
}
