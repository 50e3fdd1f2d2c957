import { z } from 'zod';
import { boostByPrice, type PlanTier, paidTiers, tokenBoosts } from './plans';

export { billingTexts, limitTexts } from './billing-texts';

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
