import { type AnalyticsRange, analyticsTexts } from '../../../../shared/analytics';

/** The Analytics tab's words: the shared ones (the server's contract) and the tab's own; the journeys read them too. */
export const texts = {
  ...analyticsTexts,
  tab: analyticsTexts.title,
  range: 'Range',
  ranges: { '7d': '7 days', '30d': '30 days', '90d': '90 days', '365d': '12 months' } satisfies Record<
    AnalyticsRange,
    string
  >,
  views: 'Page views',
  visitors: 'Visitors (daily unique)',
  visitorsHint: 'Unique per day, added up: someone who comes back on another day counts again.',
  daily: 'Daily visits',
  dailyTable: (from: string, to: string) => `Page views and visitors per day, ${from} to ${to}`,
  chartFailed: 'The chart could not load. Reload the page to try again.',
  day: 'Day',
  pages: 'Top pages',
  referrers: 'Referrers',
  devices: 'Devices',
  browsers: 'Browsers',
  noneYet: 'None yet',
  unknown: 'Unknown',
  viewsOf: (views: string) => `${views} views`,
  loading: 'Loading analytics…',
  loadFailed: 'Could not load the analytics.',
  retry: 'Retry',
} as const;

const number = new Intl.NumberFormat('en-US');
const compactNumber = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** A day as the server sends it (yyyy-mm-dd, UTC) as a date. */
const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);

export const formatCount = (n: number) => number.format(n);
export const formatCompact = (n: number) => compactNumber.format(n);
/** "Mar 4": the chart's axis. */
export const formatShortDay = (day: string) => shortDay.format(dateOf(day));
/** "Mar 4, 2025": the table, the tooltip and the range shown. */
export const formatDay = (day: string) => longDay.format(dateOf(day));
