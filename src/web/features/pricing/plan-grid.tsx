import { lazy, Suspense, useState } from 'react';
import { type BoostValue, type PlanTier, plans } from '../../../shared/plans';
import type { SubscriptionState } from '../billing/use-subscription';
import { PlanCard } from './plan-card';
import { useChoosePlan } from './use-choose-plan';

// Only a guest who picks a paid plan sees the dialog: its code is not part of the pricing page.
const GuestCheckoutDialog = lazy(() =>
  import('./guest-checkout-dialog').then((m) => ({ default: m.GuestCheckoutDialog })),
);

const noBoosts = Object.fromEntries(plans.map((p) => [p.tier, 'none'])) as Record<PlanTier, BoostValue>;

/** The four plan cards with their boosts and buttons; the same on /pricing and /billing. */
export function PlanGrid({
  annual,
  subscription,
  returnTo,
}: {
  annual: boolean;
  subscription: SubscriptionState;
  returnTo: 'pricing' | 'billing';
}) {
  const [boosts, setBoosts] = useState(noBoosts);
  const { choose, guestChoice, closeGuestDialog, checkoutAsGuest } = useChoosePlan(returnTo);
  // Mounted from the first choice on, so the dialog can play its closing animation.
  const [guestDialogUsed, setGuestDialogUsed] = useState(false);
  if (guestChoice && !guestDialogUsed) setGuestDialogUsed(true);
  return (
    <>
      <div className="mx-auto grid max-w-7xl gap-6 md:grid-cols-2 xl:grid-cols-4">
        {plans.map((plan) => (
          <PlanCard
            key={plan.tier}
            plan={plan}
            annual={annual}
            boost={boosts[plan.tier]}
            onBoostChange={(boost) => setBoosts((current) => ({ ...current, [plan.tier]: boost }))}
            onChoose={() => choose({ plan, annual, boost: boosts[plan.tier] })}
            isCurrent={plan.price > 0 && subscription.subscription_tier === plan.name}
            disabled={subscription.loading}
          />
        ))}
      </div>
      {guestDialogUsed && (
        <Suspense fallback={null}>
          <GuestCheckoutDialog choice={guestChoice} onClose={closeGuestDialog} onSubmit={checkoutAsGuest} />
        </Suspense>
      )}
    </>
  );
}
