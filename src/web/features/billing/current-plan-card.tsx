import type { ReactNode } from 'react';
import { type BoostValue, boostByValue, formatTokens, plans, quote } from '../../../shared/plans';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { formatDate } from './subscriber-banner';
import type { SubscriptionState } from './use-subscription';

const statusLabels: Record<string, { label: string; tone: 'green' | 'blue' | 'grey' }> = {
  trialing: { label: 'Free trial', tone: 'blue' },
  active: { label: 'Active', tone: 'green' },
  past_due: { label: 'Payment due', tone: 'grey' },
};

/** What the user pays for now: plan, status, period, boost, and the date it renews. */
export function CurrentPlanCard({ subscription, children }: { subscription: SubscriptionState; children: ReactNode }) {
  const plan = plans.find((p) => p.name === subscription.subscription_tier) ?? plans[0];
  const boost = boostByValue(subscription.boost as BoostValue);
  const price = plan ? quote(plan, subscription.is_annual, boost.price) : null;
  const status = subscription.status ? statusLabels[subscription.status] : null;
  return (
    <Card className="flex flex-col gap-5 p-6 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="text-sm font-medium text-slate-500">Current plan</p>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <h2 className="text-2xl font-bold text-slate-900" data-testid="current-tier">
            {subscription.loading ? '…' : (plan?.name ?? 'Free')}
          </h2>
          {status && <Badge tone={status.tone}>{status.label}</Badge>}
        </div>
        {subscription.subscribed && price ? (
          <dl className="mt-2 space-y-0.5 text-sm text-slate-600">
            <div>
              <dt className="inline">Billing: </dt>
              <dd className="inline">
                {subscription.is_annual ? `$${price.total} a year ($${price.perMonth}/mo)` : `$${price.total} a month`}
                {plan?.limits.perSeat && subscription.seats > 1 ? ` per seat, ${subscription.seats} seats` : ''}
              </dd>
            </div>
            <div>
              <dt className="inline">Token boost: </dt>
              <dd className="inline">
                {boost.price ? `${boost.label} (+${formatTokens(boost.tokens)} tokens/month)` : 'None'}
              </dd>
            </div>
            <div>
              <dt className="inline">{subscription.status === 'trialing' ? 'Trial ends: ' : 'Renews: '}</dt>
              <dd className="inline">{formatDate(subscription.subscription_end)}</dd>
            </div>
          </dl>
        ) : (
          <p className="mt-2 text-sm text-slate-600">
            {subscription.loading
              ? 'Checking your subscription...'
              : 'You are on the Free plan. Upgrade any time below.'}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-3">{children}</div>
    </Card>
  );
}
