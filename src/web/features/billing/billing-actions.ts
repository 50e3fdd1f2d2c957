import type { CheckoutRequest } from '../../../shared/billing';
import { billingTexts } from '../../../shared/billing-texts';
import { notify } from '../../components/ui/toaster';
import { api, unwrap } from '../../lib/api';

/**
 * Opens a provider page in a new tab. The tab is opened at once (still inside the click, so no
 * popup blocker objects) and sent on when the URL arrives; without a tab, this one goes.
 */
async function openInNewTab(getUrl: () => Promise<string>) {
  const tab = window.open('', '_blank');
  try {
    const url = await getUrl();
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** The spec's createCheckout(tier, isAnnual, boosterPrice), plus guestEmail for guests. */
export async function createCheckout(request: CheckoutRequest): Promise<boolean> {
  try {
    await openInNewTab(async () => (await unwrap(api.functions['create-checkout'].$post({ json: request }))).url);
    return true;
  } catch (error) {
    const { title, description } = billingTexts.checkoutFailed((error as Error).message);
    notify.error(title, description);
    return false;
  }
}

/** The spec's openCustomerPortal. */
export async function openCustomerPortal() {
  try {
    await openInNewTab(async () => (await unwrap(api.functions['customer-portal'].$post())).url);
  } catch (error) {
    notify.error(billingTexts.portalFailed, (error as Error).message);
  }
}

const pendingKey = 'shipwright.pendingCheckout';

/** The choice a signed-out buyer made (tier, annual flag, booster, card index), kept for after sign-in. */
export interface PendingCheckout {
  tier: string;
  isAnnual: boolean;
  boosterPrice: number;
  cardIndex: number;
  /** The page the buyer started on, where the payment return lands. */
  returnTo?: 'pricing' | 'billing';
}

export const pendingCheckout = {
  save: (choice: PendingCheckout) => sessionStorage.setItem(pendingKey, JSON.stringify(choice)),
  take(): PendingCheckout | null {
    const raw = sessionStorage.getItem(pendingKey);
    sessionStorage.removeItem(pendingKey);
    try {
      return raw ? (JSON.parse(raw) as PendingCheckout) : null;
    } catch {
      return null;
    }
  },
};
