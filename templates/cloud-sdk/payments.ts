import { request } from './client';
import type { CheckoutOptions, Order } from './types';

/** Currencies counted in whole units (500 JPY is `500`); the rest in cents. */
const zeroDecimal = new Set('bif clp djf gnf jpy kmf krw mga pyg rwf ugx vnd vuv xaf xof xpf'.split(' '));

/**
 * Taking money. The server prices every checkout from the app's `products` collection
 * (`{ name, price, currency? }`, price like 12.99), never from the browser, and keeps each
 * purchase in the `orders` collection, which each buyer reads their own of
 * (`cloud.collection<Order>('orders')`) and nobody writes. Payments go to the owner's Stripe
 * account, or, before they connect one, to a test checkout on the app's own host.
 */
export const payments = {
  /**
   * Opens the checkout for these products and leaves the page. After paying the buyer comes back
   * to `successPath` (after cancelling, to `cancelPath`) with `?order=<id>` added. A refusal
   * throws a CloudError (`product_not_found`, `product_unpriced`, `mixed_currencies`,
   * `payments_failed`) whose `message` is fit to show.
   */
  async checkout(options: CheckoutOptions): Promise<never> {
    const { url } = await request<{ url: string; orderId: string }>('POST', '/payments/checkout', options);
    window.location.assign(url);
    // The page is leaving: whoever awaits this never needs to go on.
    return new Promise<never>(() => {});
  },

  /** One of this visitor's orders, as it stands now (a success page shows it paid). */
  order: (id: string) => request<Order>('GET', `/payments/orders/${encodeURIComponent(id)}`),

  /** The order this page was sent back with (`?order=<id>`), or null. */
  returnedOrderId: () => new URLSearchParams(window.location.search).get('order'),

  /** An order's amount as people read it: `formatAmount(1299, 'usd')` is "$12.99". */
  formatAmount(amount: number, currency: string) {
    const units = zeroDecimal.has(currency.toLowerCase()) ? 1 : 100;
    try {
      return new Intl.NumberFormat(undefined, { style: 'currency', currency: currency.toUpperCase() }).format(
        amount / units,
      );
    } catch {
      return `${(amount / units).toFixed(units === 1 ? 0 : 2)} ${currency.toUpperCase()}`;
    }
  },
};
