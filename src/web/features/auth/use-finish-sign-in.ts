import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { authLimits } from '../../../shared/auth';
import { toasts } from '../../../shared/messages';
import { notify } from '../../components/ui/toaster';
import { refreshSession } from '../../lib/session';

type Greeting = 'password' | 'code' | 'second-factor';

/**
 * After any successful sign-in: refresh the shared session, greet, then either continue what
 * asked for the sign-in or go on to a page (after the spec's 100 ms).
 */
export function useFinishSignIn() {
  const navigate = useNavigate();
  return useCallback(
    async (greeting: Greeting, next: { onSuccess?: () => void; to?: string }) => {
      await refreshSession();
      if (greeting === 'password') notify.success(toasts.welcomeBack.title, toasts.welcomeBack.description);
      if (greeting === 'code') notify.success(toasts.welcomeMagic.title, toasts.welcomeMagic.description);
      if (next.onSuccess) next.onSuccess();
      else if (next.to) {
        const to = next.to;
        setTimeout(() => navigate(to), authLimits.redirectDelayMs);
      }
    },
    [navigate],
  );
}
