import { z } from 'zod';
import type { PlanTier } from './plans';

// Analytics of live apps (issue 36, ADR 0033): cookie-less counts kept per day.

export const analyticsRanges = ['7d', '30d', '90d', '365d'] as const;
export type AnalyticsRange = (typeof analyticsRanges)[number];
export const analyticsQuerySchema = z.object({ range: z.enum(analyticsRanges).default('30d') });
export const rangeDays: Record<AnalyticsRange, number> = { '7d': 7, '30d': 30, '90d': 90, '365d': 365 };

/** How long daily counts are kept, by plan. */
export const analyticsRetentionDays: Record<PlanTier, number> = { free: 30, creator: 90, pro: 365, team: 365 };

/** The breakdowns kept per day besides the totals. */
export const analyticsDimensions = ['page', 'referrer', 'device', 'browser'] as const;
export type AnalyticsDimension = (typeof analyticsDimensions)[number];

export interface AnalyticsCount {
  value: string;
  views: number;
}

export interface AnalyticsReport {
  range: AnalyticsRange;
  /** The first and last day shown (UTC, yyyy-mm-dd). */
  from: string;
  to: string;
  retentionDays: number;
  /** Whether the app has a live link now (there is nothing to count before its first deploy). */
  live: boolean;
  totals: { views: number; visitors: number };
  daily: Array<{ day: string; views: number; visitors: number }>;
  pages: AnalyticsCount[];
  referrers: AnalyticsCount[];
  devices: AnalyticsCount[];
  browsers: AnalyticsCount[];
}

/** Where a live page's beacon posts its page views, on the app's own host. */
export const beaconPath = '/__shipwright/pv';

/**
 * What anyone may post to a live app's analytics: a page view is a few hundred bytes, one address
 * browsing an app makes a handful a minute, and the whole app's views per minute have a ceiling,
 * so a flood neither fills memory nor the tables. Distinct pages, referrers and browsers kept per
 * app and day are capped too; the rest of the day's are counted under "Other".
 */
export const beaconLimits = {
  bodyBytes: 1024,
  perAddressPerMinute: 30,
  perAppPerMinute: 1_200,
  distinctValuesPerDay: 100,
} as const;

/** The value that stands for every page, referrer or browser past the day's cap. */
export const otherValue = 'Other';

/** A page view as the live page's beacon sends it. */
export const pageViewSchema = z.object({
  path: z.string().max(300).startsWith('/'),
  referrer: z.string().max(600).optional(),
});

export const analyticsTexts = {
  title: 'Analytics',
  notLive: 'Deploy the app to start counting visits. Analytics count the live app only, without cookies.',
  empty: 'No visits in this range yet.',
  direct: 'Direct',
  privacy:
    'Counted without cookies: a visitor is a daily-changing hash of address and browser, bots are left out, and so are your own visits.',
  retention: (days: number) => `Kept for ${days} days on your plan.`,
} as const;
