import { useCallback, useState } from 'react';
import { paths } from '../../../shared/routes';
import { ssoDiscoverSchema } from '../../../shared/sso';
import { ssoAuthTexts } from '../../../shared/sso-texts';
import { ApiRequestError } from '../../lib/api';
import { discoverSso, startSsoSignIn } from '../sso/sso-api';

/** Where the identity provider sends the browser back when the sign-in fails there. */
export const ssoErrorReturn = `${paths.auth}?sso_error=1`;

/**
 * "Continue with SSO": finds the provider for the address's domain, asks Better Auth where that
 * provider signs in, and leaves for it. `error` is the line to show under the button.
 */
export function useSsoSignIn(returnTo: string) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = useCallback(
    /** Resolves true when the browser is leaving for the identity provider, false after a failure. */
    async (email: string): Promise<boolean> => {
      const parsed = ssoDiscoverSchema.safeParse({ email });
      if (!parsed.success) {
        setError(ssoAuthTexts.invalidEmail);
        return false;
      }
      setError(null);
      setPending(true);
      try {
        const { providerId } = await discoverSso(parsed.data.email);
        const { url } = await startSsoSignIn({
          providerId,
          loginHint: parsed.data.email,
          callbackURL: returnTo,
          errorCallbackURL: ssoErrorReturn,
        });
        if (!url) throw new Error(ssoAuthTexts.startFailed);
        // Stays pending: the page is on its way to the identity provider.
        window.location.href = url;
        return true;
      } catch (failure) {
        setError(
          failure instanceof ApiRequestError && failure.status === 404
            ? ssoAuthTexts.notConfigured
            : failure instanceof Error && failure.message
              ? failure.message
              : ssoAuthTexts.startFailed,
        );
        setPending(false);
        return false;
      }
    },
    [returnTo],
  );

  return { start, pending, error, setError };
}
