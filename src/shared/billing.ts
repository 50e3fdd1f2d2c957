import { z } from 'zod';
import { boostByPrice, type PlanTier, paidTiers, tokenBoosts } from './plans';

/** The spec's texts for checkout, the portal and payment returns, kept once. */
export const billingTexts = {
  checkoutNeedsUser: 'User must be authenticated to create checkout',
  portalNeedsUser: 'User must be authenticated to access customer portal',
  paymentSuccess: {
    title: 'Payment Successful!',
    description: 'Your subscription has been activated. It may take a moment to update.',
  },
  paymentCanceled: { title: 'Payment Canceled', description: 'Your subscription process was canceled.' },
  checkoutFailed: (message?: string) => ({
    title: 'Error',
    description: message || 'Failed to create checkout session',
  }),
  portalFailed: 'Failed to open customer portal',
  currentPlan: 'Current Plan',
  freeNeedsNoCheckout: "You're already on the free plan! No subscription needed.",
  accountExists: 'This email is already registered. Please sign in instead.',
  alreadySubscribed:
    'You already have a subscription. Open Manage subscription on the Billing page to switch plans or billing period.',
  noSubscription: 'You have no paid subscription to manage yet. Choose a plan first.',
  checkoutGone: 'This checkout is no longer available. Start again from the pricing page.',
  upgradeLink: 'Upgrade your plan at /pricing',
} as const;

/** Refusals of the plan limits: each says what the limit is and where to lift it. */
export const limitTexts = {
  apps: (planName: string, count: number) =>
    `Your ${planName} plan allows up to ${count} apps. ${billingTexts.upgradeLink} to create more; your existing apps stay as they are.`,
  visibility: (planName: string) =>
    `Private and secret apps need a paid plan; the ${planName} plan keeps apps public. ${billingTexts.upgradeLink} to change who can see this app.`,
};

const tier = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.enum(['free', ...paidTiers], { message: `must be one of ${paidTiers.join(', ')}` }),
);

const boosterPrice = z
  .number()
  .nullish()
  .refine((price) => boostByPrice(price) !== null, {
    message: `must be one of ${tokenBoosts.map((b) => b.price).join(', ')}`,
  });

/** The spec's checkout request (tier, isAnnual, boosterPrice, guestEmail) plus where to come back to. */
export const checkoutRequestSchema = z.object({
  tier,
  isAnnual: z.boolean().default(false),
  boosterPrice,
  guestEmail: z.string().trim().toLowerCase().email('Please enter a valid email address.').max(254).optional(),
  returnTo: z.enum(['pricing', 'billing']).default('pricing'),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

export const sandboxPortalSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('switch'), tier, isAnnual: z.boolean(), boosterPrice }),
  z.object({ action: z.literal('cancel') }),
]);

/** The statuses in which a subscription gives its plan (past_due: Stripe is still retrying the card). */
export const entitledStatuses = ['trialing', 'active', 'past_due'] as const;

export const isPaidTier = (value: string): value is Exclude<PlanTier, 'free'> =>
  (paidTiers as readonly string[]).includes(value);
