import { describe, expect, it } from 'vitest';
import { annualPrice, annualPricePerMonth, planByTier, quote, tokenBoosts } from './plans';

describe('annual price = (monthly + booster) x 12 x 0.9, rounded', () => {
  it.each([
    ['free', 0, 0],
    ['creator', 27, 292],
    ['pro', 47, 508],
    ['team', 77, 832],
  ] as const)('%s at $%i/month costs $%i a year', (tier, monthly, annual) => {
    expect(planByTier(tier).price).toBe(monthly);
    expect(annualPrice(monthly)).toBe(annual);
  });

  it.each([
    [27, 7, 367, 31],
    [27, 17, 475, 40],
    [47, 37, 907, 76],
    [77, 7, 907, 76],
  ])('$%i with a $%i boost is $%i a year, $%i a month', (monthly, booster, annual, perMonth) => {
    expect(annualPrice(monthly, booster)).toBe(annual);
    expect(annualPricePerMonth(monthly, booster)).toBe(perMonth);
  });
});

describe('quote', () => {
  it('charges monthly price plus boost each month', () => {
    expect(quote(planByTier('pro'), false, 17)).toEqual({ total: 64, perMonth: 64, interval: 'month' });
  });
  it('charges the annual price once a year and shows annual / 12 per month', () => {
    expect(quote(planByTier('creator'), true)).toEqual({ total: 292, perMonth: 24, interval: 'year' });
    expect(quote(planByTier('team'), true)).toEqual({ total: 832, perMonth: 69, interval: 'year' });
  });
  it('offers the four boosts of the spec', () => {
    expect(tokenBoosts.map((b) => [b.label, b.price, b.tokens])).toEqual([
      ['No boost', 0, 0],
      ['Starter Rush', 7, 1_000_000],
      ['Power Pack', 17, 3_000_000],
      ['Mega Fuel', 37, 10_000_000],
    ]);
  });
});
