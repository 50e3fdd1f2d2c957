import { useState } from 'react';
import { Link } from 'react-router';
import { texts } from '../../shared/messages';
import { type BoostValue, type PlanTier, plans } from '../../shared/plans';
import { paths } from '../../shared/routes';
import { PageHero } from '../components/layout/page-hero';
import { BillingToggle } from '../features/pricing/billing-toggle';
import { PlanCard } from '../features/pricing/plan-card';
import { useChoosePlan } from '../features/pricing/use-choose-plan';

const noBoosts = Object.fromEntries(plans.map((p) => [p.tier, 'none'])) as Record<PlanTier, BoostValue>;

export function PricingPage() {
  const [annual, setAnnual] = useState(false);
  const [boosts, setBoosts] = useState(noBoosts);
  const choosePlan = useChoosePlan();

  return (
    <>
      <PageHero eyebrow="Pricing" title="Simple plans that grow with you">
        <p>Start free. Upgrade when you need more tokens, more apps and private deploys.</p>
        <div className="mt-8">
          <BillingToggle annual={annual} onChange={setAnnual} />
        </div>
      </PageHero>
      <section className="bg-slate-50 px-4 pb-20 sm:px-6">
        <div className="mx-auto -mt-10 grid max-w-7xl gap-6 md:grid-cols-2 xl:grid-cols-4">
          {plans.map((plan) => (
            <PlanCard
              key={plan.tier}
              plan={plan}
              annual={annual}
              boost={boosts[plan.tier]}
              onBoostChange={(boost) => setBoosts((current) => ({ ...current, [plan.tier]: boost }))}
              onChoose={() => choosePlan({ plan, annual, boost: boosts[plan.tier] })}
            />
          ))}
        </div>
        <div className="mx-auto mt-12 max-w-3xl space-y-3 text-center">
          <p className="font-medium text-slate-800">{texts.trialNote}</p>
          <p className="text-slate-600">
            Need more seats, single sign-on or a custom agreement?{' '}
            <Link to={paths.contact} className="font-medium text-brand-600 hover:underline">
              Contact us for enterprise pricing
            </Link>
            .
          </p>
        </div>
      </section>
    </>
  );
}
