import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toasts } from '../../../shared/messages';
import { notify } from '../../components/ui/toaster';
import { api, unwrap } from '../../lib/api';
import { finishSigningOut, refreshSession, signOutOfServer, useSession } from '../../lib/session';

export const accountQueryKey = ['account'] as const;

/** The session (shared, reactive) and, when signed in, the account summary from /api/account. */
export function useAccount() {
  const session = useSession();
  const userId = session.data?.user.id;
  const account = useQuery({
    queryKey: [...accountQueryKey, userId],
    queryFn: () => unwrap(api.account.$get()),
    enabled: Boolean(userId),
  });
  return { session, user: session.data?.user ?? null, account: account.data, accountQuery: account };
}

export type AccountSummary = NonNullable<ReturnType<typeof useAccount>['account']>;

/** Re-reads the account summary after a change (names, 2FA, e-mail). */
export function useRefreshAccount() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await refreshSession();
    await queryClient.invalidateQueries({ queryKey: accountQueryKey });
  }, [queryClient]);
}

/** Sign Out everywhere the spec shows it: toast, then the landing page. */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await signOutOfServer();
    } catch (error) {
      console.error('sign-out failed', error); // the spec logs sign-out failures only
    }
    await navigate('/');
    await finishSigningOut();
    queryClient.removeQueries({ queryKey: accountQueryKey });
    notify.success(toasts.signedOut.title, toasts.signedOut.description);
  }, [navigate, queryClient]);
}
