import { describe, expect, it } from 'vitest';
import { checkoutRequestSchema } from './billing';
import { boostByPrice, planByTier, plans, priceLines, quote, tokenBoosts } from './plans';

// Every plan x interval x boost, worked out by hand from section 9: annual = (monthly + boost) x 12 x 0.9
// rounded, per month under annual billing = annual / 12 rounded.
const expected: Record<string, Record<string, [number, number, number]>> = {
  // tier: { boost: [monthly total, annual total, annual per month] }
  creator: {
    none: [27, 292, 24],
    'starter-rush': [34, 367, 31],
    'power-pack': [44, 475, 40],
    'mega-fuel': [64, 691, 58],
  },
  pro: { none: [47, 508, 42], 'starter-rush': [54, 583, 49], 'power-pack': [64, 691, 58], 'mega-fuel': [84, 907, 76] },
  team: {
    none: [77, 832, 69],
    'starter-rush': [84, 907, 76],
    'power-pack': [94, 1015, 85],
    'mega-fuel': [114, 1231, 103],
  },
};

const cases = plans
  .filter((p) => p.price > 0)
  .flatMap((plan) => tokenBoosts.map((boost) => [plan.tier, boost.value] as const));

describe('price maths for every paid plan, interval and boost', () => {
  it.each(cases)('%s with %s', (tier, boostValue) => {
    const plan = planByTier(tier);
    const boost = tokenBoosts.find((b) => b.value === boostValue) ?? tokenBoosts[0];
    const [monthly, annual, perMonth] = expected[tier]?.[boostValue] ?? [];
    expect(quote(plan, false, boost?.price)).toEqual({ total: monthly, perMonth: monthly, interval: 'month' });
    expect(quote(plan, true, boost?.price)).toEqual({ total: annual, perMonth, interval: 'year' });
    for (const isAnnual of [false, true]) {
      const lines = priceLines(plan, isAnnual, boost as (typeof tokenBoosts)[number]);
      expect(lines).toHaveLength(boost?.price ? 2 : 1);
      expect(lines.reduce((sum, l) => sum + l.amount, 0)).toBe(isAnnual ? annual : monthly);
    }
  });

  it('is free for Free whatever the interval', () => {
    expect(quote(planByTier('free'), true)).toEqual({ total: 0, perMonth: 0, interval: 'year' });
    expect(quote(planByTier('free'), false)).toEqual({ total: 0, perMonth: 0, interval: 'month' });
  });

  it('names the boost by its price, and knows no other price', () => {
    expect([0, 7, 17, 37, null, undefined].map((p) => boostByPrice(p)?.value)).toEqual([
      'none',
      'starter-rush',
      'power-pack',
      'mega-fuel',
      'none',
      'none',
    ]);
    expect(boostByPrice(8)).toBeNull();
  });
});

describe('the checkout request', () => {
  it('takes the spec fields, trims the guest e-mail and reads the tier by name', () => {
    expect(
      checkoutRequestSchema.parse({
        tier: 'Pro',
        isAnnual: true,
        boosterPrice: 17,
        guestEmail: '  Buyer@Example.com ',
      }),
    ).toEqual({ tier: 'pro', isAnnual: true, boosterPrice: 17, guestEmail: 'buyer@example.com', returnTo: 'pricing' });
  });
  it('refuses an unknown tier or boost price', () => {
    expect(checkoutRequestSchema.safeParse({ tier: 'gold', isAnnual: false }).success).toBe(false);
    expect(checkoutRequestSchema.safeParse({ tier: 'pro', isAnnual: false, boosterPrice: 5 }).success).toBe(false);
  });
});
