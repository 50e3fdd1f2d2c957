import { paths } from '../../../shared/routes';
import type { Env } from '../../core/env';
import type { BillingProvider } from './billing-provider';

/**
 * The built-in provider: its checkout and portal are our own pages (clearly labelled sandbox),
 * which drive the same event handling Stripe's webhooks do (sandbox.service.ts).
 */
export function sandboxProvider(env: Env): BillingProvider {
  return {
    name: 'sandbox',
    // The token rides in the fragment: browsers never send it to a server or in a Referer.
    createCheckout: async (order) => ({
      url: `${env.APP_URL}${paths.sandboxCheckout(order.checkoutId)}#${order.token}`,
      providerSessionId: null,
    }),
    createPortal: async () => ({ url: `${env.APP_URL}${paths.sandboxPortal}` }),
  };
}
