import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/routes';
import { authClient } from '../../lib/auth-client';
import { useSignInDialog } from './sign-in-dialog-context';

/**
 * The calls to action that lead into the builder: signed in, go straight on; signed out, sign
 * in first and then carry on with the same prompt.
 */
export function useStartBuilding() {
  const navigate = useNavigate();
  const openSignIn = useSignInDialog();
  const session = authClient.useSession();
  return useCallback(
    (prompt?: string) => {
      const go = () => navigate(paths.dashboard, { state: prompt ? { initialPrompt: prompt } : undefined });
      if (session.data) go();
      else openSignIn({ onSuccess: go });
    },
    [navigate, openSignIn, session.data],
  );
}
