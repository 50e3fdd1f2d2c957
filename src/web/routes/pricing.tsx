import { useState } from 'react';
import { Link } from 'react-router';
import { texts } from '../../shared/messages';
import { paths } from '../../shared/routes';
import { PageHero } from '../components/layout/page-hero';
import { SubscriberBanner } from '../features/billing/subscriber-banner';
import { usePaymentReturn } from '../features/billing/use-payment-return';
import { useSubscription } from '../features/billing/use-subscription';
import { BillingToggle } from '../features/pricing/billing-toggle';
import { PlanGrid } from '../features/pricing/plan-grid';

export function PricingPage() {
  const [annual, setAnnual] = useState(false);
  const subscription = useSubscription();
  usePaymentReturn();

  return (
    <>
      <PageHero eyebrow="Pricing" title="Simple plans that grow with you">
        <p>Start free. Upgrade when you need more tokens, more apps and private deploys.</p>
        <div className="mt-8">
          <BillingToggle annual={annual} onChange={setAnnual} />
        </div>
      </PageHero>
      <section className="bg-slate-50 px-4 pb-20 sm:px-6">
        <div className="-mt-10">
          <SubscriberBanner subscription={subscription} />
          <PlanGrid annual={annual} subscription={subscription} returnTo="pricing" />
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
