import { CheckIcon } from 'lucide-react';
import { type BoostValue, boostByValue, formatTokens, type Plan, quote } from '../../../shared/plans';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { BoostSelect } from '../billing/boost-select';

export interface PlanCardProps {
  plan: Plan;
  annual: boolean;
  boost: BoostValue;
  onBoostChange: (boost: BoostValue) => void;
  onChoose: () => void;
  isCurrent?: boolean;
  disabled?: boolean;
}

export function PlanCard({ plan, annual, boost, onBoostChange, onChoose, isCurrent, disabled }: PlanCardProps) {
  const isFree = plan.price === 0;
  const booster = boostByValue(isFree ? 'none' : boost);
  const price = quote(plan, annual, booster.price);
  return (
    <article
      aria-label={`${plan.name} plan`}
      className={cn(
        'relative flex flex-col rounded-3xl border bg-white p-6 shadow-sm',
        plan.popular ? 'border-brand-500 shadow-xl shadow-brand-500/15 ring-1 ring-brand-500' : 'border-slate-200',
      )}
    >
      {plan.popular && (
        <Badge tone="gradient" className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1">
          Most Popular
        </Badge>
      )}
      <h3 className="text-lg font-semibold text-slate-900">{plan.name}</h3>
      <p className="mt-1 min-h-10 text-sm text-slate-600">{plan.description}</p>
      <div className="mt-5 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-slate-900" data-testid="price">
          ${price.perMonth}
        </span>
        <span className="text-sm text-slate-500">
          {isFree ? `/${plan.period}` : `/${plan.period.replace('month', 'mo')}`}
        </span>
      </div>
      <p className="mt-1 h-5 text-sm text-slate-500" data-testid="billing-note">
        {isFree ? 'No credit card needed' : annual ? `$${price.total} billed annually` : 'Billed monthly'}
      </p>
      <div className="mt-5">
        <BoostSelect id={`boost-${plan.tier}`} value={booster.value} onChange={onBoostChange} disabled={isFree} />
        <p className="mt-1.5 h-4 text-xs text-slate-500">
          {isFree
            ? 'Boosts come with paid plans'
            : booster.tokens > 0
              ? `+${formatTokens(booster.tokens)} tokens every month`
              : ''}
        </p>
      </div>
      <ul className="mt-6 flex-1 space-y-2.5 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2 text-slate-700">
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-brand-600" />
            {feature}
          </li>
        ))}
      </ul>
      <Button
        className="mt-8 w-full"
        size="lg"
        variant={plan.popular ? 'gradient' : 'outline'}
        disabled={disabled || isCurrent}
        onClick={onChoose}
      >
        {isCurrent ? 'Current Plan' : plan.buttonText}
      </Button>
    </article>
  );
}
