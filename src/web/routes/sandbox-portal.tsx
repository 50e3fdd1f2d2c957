import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../shared/routes';
import { buttonVariants } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { PageSpinner } from '../components/ui/page-spinner';
import { notify } from '../components/ui/toaster';
import { type PortalChange, PortalForm } from '../features/billing/portal-form';
import { SandboxFrame } from '../features/billing/sandbox-frame';
import { subscriptionQueryKey, useSubscription } from '../features/billing/use-subscription';
import { api, unwrap } from '../lib/api';

/** The sandbox's customer portal: switch plan, change the billing period or boost, or cancel. */
export function SandboxPortalPage() {
  const subscription = useSubscription();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (body: PortalChange) => unwrap(api.billing.sandbox.portal.$post({ json: body })),
    onSuccess: async (_, body) => {
      await queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
      notify.success(body.action === 'cancel' ? 'Subscription canceled' : 'Subscription updated');
    },
    onError: (error) => notify.error('Could not change the subscription', error.message),
  });

  if (subscription.loading) return <PageSpinner label="Loading your subscription..." />;
  return (
    <SandboxFrame title="Manage your subscription">
      {subscription.subscribed ? (
        <PortalForm subscription={subscription} busy={change.isPending} onChange={(body) => change.mutate(body)} />
      ) : (
        <Card className="p-6">
          <p className="text-slate-700">You have no active subscription. You're on the Free plan.</p>
        </Card>
      )}
      <Link to={paths.billing} className={buttonVariants({ variant: 'link', className: 'mt-6 px-0' })}>
        ← Return to Shipwright
      </Link>
    </SandboxFrame>
  );
}
