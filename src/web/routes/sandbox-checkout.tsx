import { useMutation, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { PageSpinner } from '../components/ui/page-spinner';
import { OrderSummary } from '../features/billing/order-summary';
import { SandboxFrame } from '../features/billing/sandbox-frame';
import { api, unwrap } from '../lib/api';

/** The sandbox's checkout page: the order as the server priced it, with Pay and Cancel. */
export function SandboxCheckoutPage() {
  const { checkoutId = '' } = useParams();
  // The token travels in the fragment, so it never reaches a server log or a Referer header.
  const token = window.location.hash.slice(1);
  const order = useQuery({
    queryKey: ['sandbox-checkout', checkoutId],
    queryFn: () =>
      unwrap(
        api.billing.sandbox.checkout[':id'].$get({ param: { id: checkoutId }, header: { 'x-checkout-token': token } }),
      ),
    retry: false,
  });
  const finish = useMutation({
    mutationFn: async (action: 'pay' | 'cancel') => {
      const route = api.billing.sandbox.checkout[':id'][action];
      return unwrap(route.$post({ param: { id: checkoutId }, json: { token } }));
    },
    onSuccess: ({ url }) => window.location.assign(url),
  });

  if (order.isPending) return <PageSpinner label="Loading checkout..." />;
  if (order.error || !order.data) {
    return (
      <SandboxFrame title="Checkout unavailable">
        <p className="text-slate-600">{order.error?.message}</p>
      </SandboxFrame>
    );
  }
  const closed = order.data.status !== 'open' || order.data.expired;
  return (
    <SandboxFrame title="Checkout">
      <Card className="p-6">
        <OrderSummary order={order.data} />
        {finish.error && (
          <p role="alert" className="mt-4 text-sm text-red-600">
            {finish.error.message}
          </p>
        )}
        {closed && <p className="mt-4 text-sm text-slate-600">This checkout is {order.data.status}.</p>}
        <div className="mt-6 grid gap-3 sm:grid-cols-2">
          <Button variant="outline" size="lg" disabled={finish.isPending} onClick={() => finish.mutate('cancel')}>
            Cancel
          </Button>
          <Button
            variant="gradient"
            size="lg"
            disabled={finish.isPending || (closed && order.data.status !== 'completed')}
            onClick={() => finish.mutate('pay')}
          >
            {finish.isPending ? 'Please wait...' : 'Pay'}
          </Button>
        </div>
      </Card>
    </SandboxFrame>
  );
}
