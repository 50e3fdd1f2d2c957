import { BadgeCheckIcon } from 'lucide-react';
import type { SubscriptionState } from './use-subscription';

export const formatDate = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' }) : '';

/** Shown to active subscribers above the plans: which plan, and until when. */
export function SubscriberBanner({ subscription }: { subscription: SubscriptionState }) {
  if (!subscription.subscribed) return null;
  const end = formatDate(subscription.subscription_end);
  const when = subscription.status === 'trialing' ? `Your free trial runs until ${end}.` : `Renews on ${end}.`;
  return (
    <p
      role="status"
      className="mx-auto mb-8 flex max-w-3xl items-start gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900"
    >
      <BadgeCheckIcon className="mt-0.5 size-5 shrink-0" aria-hidden />
      <span>
        You're subscribed to the <strong>{subscription.subscription_tier}</strong> plan. {end ? when : ''}
      </span>
    </p>
  );
}
