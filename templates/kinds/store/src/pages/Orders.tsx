import { cloud, type Order, useCollection } from '@shipwright/cloud';
import { useEffect, useState } from 'react';

const statusWords: Record<Order['status'], string> = {
  pending: 'Waiting for payment',
  paid: 'Paid',
  failed: 'Payment failed',
  refunded: 'Refunded',
  canceled: 'Cancelled',
  expired: 'Expired',
};

/** The visitor's orders: what they bought, what it cost and where each stands. */
export function Orders() {
  const orders = useCollection<Omit<Order, 'id' | 'createdAt'>>('orders', { sort: 'createdAt', order: 'desc' });
  const [returned, setReturned] = useState<Order | null>(null);

  // Back from checkout: read that order fresh (the server asks the payment provider if it must),
  // and empty the cart once it is paid.
  useEffect(() => {
    const id = cloud.payments.returnedOrderId();
    if (!id) return;
    void cloud.payments
      .order(id)
      .then(async (order) => {
        setReturned(order);
        if (order.status !== 'paid') return;
        const cart = cloud.collection('cart');
        const { items } = await cart.list();
        await Promise.all(items.map((line) => cart.remove(line.id)));
      })
      .catch(() => undefined);
  }, []);

  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="text-3xl font-bold">Your orders</h1>
      {returned?.status === 'paid' && (
        <p role="status" className="mt-4 rounded-lg border border-green-300 bg-green-50 p-3 text-sm text-green-900">
          Thank you! Your order of {cloud.payments.formatAmount(returned.amountTotal, returned.currency)} is paid.
        </p>
      )}
      {returned && returned.status !== 'paid' && (
        <p role="status" className="mt-4 rounded-lg border border-line bg-panel p-3 text-sm">
          Your order is {statusWords[returned.status].toLowerCase()}.
        </p>
      )}
      {orders.error && (
        <p role="alert" className="mt-4 text-sm text-red-600">
          Your orders could not be loaded.{' '}
          <button type="button" onClick={() => void orders.reload()} className="font-semibold underline">
            Try again
          </button>
        </p>
      )}
      {orders.loading ? (
        <p role="status" className="mt-6 text-sm text-muted">
          Loading your orders…
        </p>
      ) : orders.items.length === 0 ? (
        <p className="mt-6 text-sm text-muted">No orders yet. What you buy in the shop shows here.</p>
      ) : (
        <ul className="mt-6 space-y-3">
          {orders.items.map((order) => (
            <li key={order.id} className="rounded-xl border border-line bg-panel p-4">
              <div className="flex items-center justify-between gap-2">
                <span className="font-semibold">{cloud.payments.formatAmount(order.amountTotal, order.currency)}</span>
                <span className={'rounded-full px-2 py-0.5 text-xs font-medium ' + (order.status === 'paid' ? 'bg-green-100 text-green-800' : 'bg-brand-50 text-brand-700')}>
                  {statusWords[order.status]}
                </span>
              </div>
              <p className="mt-1 text-sm text-muted">
                {new Date(order.createdAt).toLocaleString()}
                {order.provider === 'sandbox' && ' · Test checkout, no money taken'}
              </p>
              <ul className="mt-2 text-sm">
                {order.items.map((line) => (
                  <li key={line.product}>
                    {line.name} × {line.quantity}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
