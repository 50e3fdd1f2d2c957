import { useState } from 'react';
import { type BoostValue, boostByValue, type PaidTier, paidTiers, planByTier, quote } from '../../../shared/plans';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Switch } from '../../components/ui/switch';
import { cn } from '../../lib/cn';
import { BoostSelect } from './boost-select';
import type { SubscriptionState } from './use-subscription';

export type PortalChange =
  | { action: 'switch'; tier: PaidTier; isAnnual: boolean; boosterPrice: number }
  | { action: 'cancel' };

/** The portal's choices, starting from the current subscription. */
export function PortalForm({
  subscription,
  busy,
  onChange,
}: {
  subscription: SubscriptionState;
  busy: boolean;
  onChange: (change: PortalChange) => void;
}) {
  const current = paidTiers.find((t) => planByTier(t).name === subscription.subscription_tier) ?? 'creator';
  const [tier, setTier] = useState<PaidTier>(current);
  const [annual, setAnnual] = useState(subscription.is_annual);
  const [boost, setBoost] = useState(subscription.boost as BoostValue);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const price = quote(planByTier(tier), annual, boostByValue(boost).price);
  const unchanged = tier === current && annual === subscription.is_annual && boost === subscription.boost;

  return (
    <Card className="space-y-6 p-6">
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">Plan</legend>
        <div className="mt-2 grid grid-cols-3 gap-2" role="radiogroup" aria-label="Plan">
          {paidTiers.map((t) => (
            // biome-ignore lint/a11y/useSemanticElements: a button styled as a segmented choice
            <button
              key={t}
              type="button"
              role="radio"
              aria-checked={tier === t}
              onClick={() => setTier(t)}
              className={cn(
                'cursor-pointer rounded-lg border px-3 py-2 text-sm font-medium',
                tier === t ? 'border-brand-500 bg-brand-50 text-brand-700' : 'border-slate-300 text-slate-700',
              )}
            >
              {planByTier(t).name}
            </button>
          ))}
        </div>
      </fieldset>
      <div className="flex items-center justify-between gap-4">
        <label htmlFor="portal-annual" className="text-sm font-semibold text-slate-900">
          Bill annually (save 10%)
        </label>
        <Switch id="portal-annual" checked={annual} onCheckedChange={setAnnual} aria-label="Bill annually" />
      </div>
      <BoostSelect id="portal-boost" value={boost} onChange={setBoost} />
      <p className="text-sm text-slate-600" data-testid="portal-price">
        {annual ? `$${price.total} a year ($${price.perMonth}/mo)` : `$${price.total} a month`}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="gradient"
          disabled={busy || unchanged}
          onClick={() =>
            onChange({ action: 'switch', tier, isAnnual: annual, boosterPrice: boostByValue(boost).price })
          }
        >
          Save Changes
        </Button>
        {confirmCancel ? (
          <Button variant="destructive" disabled={busy} onClick={() => onChange({ action: 'cancel' })}>
            Yes, Cancel My Plan
          </Button>
        ) : (
          <Button variant="outline" disabled={busy} onClick={() => setConfirmCancel(true)}>
            Cancel Subscription
          </Button>
        )}
      </div>
      {confirmCancel && (
        <p className="text-sm text-slate-600">Canceling ends your plan now and moves you to Free. Your apps stay.</p>
      )}
    </Card>
  );
}
