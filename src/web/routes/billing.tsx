import { ArrowLeftIcon, ExternalLinkIcon, LifeBuoyIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../shared/routes';
import { PageHero } from '../components/layout/page-hero';
import { Button, buttonVariants } from '../components/ui/button';
import { openCustomerPortal } from '../features/billing/billing-actions';
import { CurrentPlanCard } from '../features/billing/current-plan-card';
import { usePaymentReturn } from '../features/billing/use-payment-return';
import { useSubscription } from '../features/billing/use-subscription';
import { BillingToggle } from '../features/pricing/billing-toggle';
import { PlanGrid } from '../features/pricing/plan-grid';

/** Billing & Subscription: the current plan, the portal, and the plans to move to. */
export function BillingPage() {
  const subscription = useSubscription();
  const [annual, setAnnual] = useState(false);
  usePaymentReturn();
  return (
    <>
      <PageHero eyebrow="Billing" title="Billing & Subscription">
        <p>Your plan, your invoices and your token boosts in one place.</p>
        <Link
          to={paths.dashboard}
          className={buttonVariants({ variant: 'outlineDark', size: 'sm', className: 'mt-5' })}
        >
          <ArrowLeftIcon aria-hidden />
          Back to Dashboard
        </Link>
        <div className="mt-8">
          <BillingToggle annual={annual} onChange={setAnnual} />
        </div>
      </PageHero>
      <section className="bg-slate-50 px-4 pb-20 sm:px-6">
        <div className="mx-auto -mt-10 max-w-7xl">
          <CurrentPlanCard subscription={subscription}>
            <Button variant="gradient" onClick={() => void openCustomerPortal()} disabled={subscription.loading}>
              <ExternalLinkIcon aria-hidden />
              Manage Subscription
            </Button>
            <Link to={paths.contact} className={buttonVariants({ variant: 'outline' })}>
              <LifeBuoyIcon aria-hidden />
              Contact Support
            </Link>
          </CurrentPlanCard>
          <h2 className="mt-12 mb-6 text-2xl font-bold tracking-tight text-slate-900">Plans</h2>
          <PlanGrid annual={annual} subscription={subscription} returnTo="billing" />
        </div>
      </section>
    </>
  );
}
