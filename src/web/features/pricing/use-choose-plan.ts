import { useCallback, useState } from 'react';
import { toasts } from '../../../shared/messages';
import { type BoostValue, boostByValue, type Plan, plans } from '../../../shared/plans';
import { notify } from '../../components/ui/toaster';
import { useSession } from '../../lib/session';
import { createCheckout, pendingCheckout } from '../billing/billing-actions';

export interface PlanChoice {
  plan: Plan;
  annual: boolean;
  boost: BoostValue;
}

const requestFor = (choice: PlanChoice, returnTo: 'pricing' | 'billing') => ({
  tier: choice.plan.tier,
  isAnnual: choice.annual,
  boosterPrice: boostByValue(choice.boost).price,
  returnTo,
});

/**
 * What a plan button does: Free only informs; signed in, checkout opens in a new tab; signed
 * out, the choice is remembered and the guest e-mail dialog asks where the plan should go.
 */
export function useChoosePlan(returnTo: 'pricing' | 'billing' = 'pricing') {
  const session = useSession();
  const [guestChoice, setGuestChoice] = useState<PlanChoice | null>(null);

  const choose = useCallback(
    (choice: PlanChoice) => {
      if (choice.plan.price === 0) {
        notify.info(toasts.freePlan.title, toasts.freePlan.description);
        return;
      }
      if (session.data) {
        void createCheckout(requestFor(choice, returnTo));
        return;
      }
      const { tier, isAnnual, boosterPrice } = requestFor(choice, returnTo);
      pendingCheckout.save({ tier, isAnnual, boosterPrice, cardIndex: plans.indexOf(choice.plan), returnTo });
      setGuestChoice(choice);
    },
    [session.data, returnTo],
  );

  const checkoutAsGuest = (email: string) =>
    guestChoice ? createCheckout({ ...requestFor(guestChoice, returnTo), guestEmail: email }) : Promise.resolve(false);

  return { choose, guestChoice, closeGuestDialog: () => setGuestChoice(null), checkoutAsGuest };
}

/** The sign-in dialog's success path: carries on with the checkout chosen before signing in. */
export function continuePendingCheckout() {
  const pending = pendingCheckout.take();
  if (!pending) return;
  const { tier, isAnnual, boosterPrice, returnTo = 'pricing' } = pending;
  void createCheckout({ tier, isAnnual, boosterPrice, returnTo });
}
