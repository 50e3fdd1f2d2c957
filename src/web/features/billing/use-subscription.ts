import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { api, unwrap } from '../../lib/api';
import { useSession } from '../../lib/session';

export const subscriptionQueryKey = ['subscription'] as const;

type CheckResult = Awaited<ReturnType<typeof checkSubscription>>;
const checkSubscription = () => unwrap(api.functions['check-subscription'].$post());

const notSubscribed: CheckResult = {
  subscribed: false,
  subscription_tier: null,
  subscription_end: null,
  status: null,
  is_annual: false,
  boost: 'none',
  seats: 1,
  trial_end: null,
  cancel_at_period_end: false,
};

/**
 * The spec's subscription state: loading until known; signed out means not subscribed; signed
 * in, the server's check decides. A failed check keeps what was known and is only logged.
 */
export function useSubscription() {
  const session = useSession();
  const userId = session.data?.user.id;
  const query = useQuery({
    queryKey: [...subscriptionQueryKey, userId],
    queryFn: checkSubscription,
    enabled: Boolean(userId),
    retry: false,
  });
  useEffect(() => {
    if (query.error) console.error('check-subscription failed', query.error);
  }, [query.error]);
  const loading = session.isPending || (Boolean(userId) && query.isPending && !query.error);
  return { ...(userId ? (query.data ?? notSubscribed) : notSubscribed), loading };
}

export type SubscriptionState = ReturnType<typeof useSubscription>;

/** The spec's refreshSubscription: asks the server again (after a payment or a portal visit). */
export function useRefreshSubscription() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: subscriptionQueryKey }), [queryClient]);
}
