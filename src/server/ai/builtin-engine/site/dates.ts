// The days a website's words name (the wedding, the event, the tour), always ahead of the day the
// site is written: a fixed date would soon be in the past. The owner edits them in src/data.ts.
import type { Season } from '../understand/season';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** The month an occasion named for a season falls in (northern; a winter party is a December one). */
const SEASON_MONTH: Record<Season, number> = { spring: 4, summer: 6, autumn: 9, winter: 11 };

const DAY_MS = 86_400_000;
/** A day some days before (negative) or after another. */
export const daysFrom = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/** The first given weekday (0 Sunday … 6 Saturday) on or after a date. */
function onOrAfter(date: Date, weekday: number): Date {
  return daysFrom(date, (weekday - date.getUTCDay() + 7) % 7);
}

/**
 * A Saturday at least `weeks` ahead of today; for an occasion named for a season, the second
 * Saturday of its month, this year's when at least a fortnight away.
 */
export function occasionDay(today: Date, weeks: number, season: Season | null): Date {
  if (!season) return onOrAfter(daysFrom(today, weeks * 7), 6);
  const earliest = daysFrom(today, 14);
  const month = SEASON_MONTH[season];
  const year = earliest.getUTCFullYear() + (earliest.getUTCMonth() > month ? 1 : 0);
  const second = onOrAfter(new Date(Date.UTC(year, month, 8)), 6);
  return second < earliest ? onOrAfter(new Date(Date.UTC(year + 1, month, 8)), 6) : second;
}

/** "Saturday 12 September 2026". */
export const longDate = (d: Date) =>
  `${DAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
/** "1 August 2026". */
export const dayMonthYear = (d: Date) => `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
/** "Sat 14 March". */
export const shortDate = (d: Date) =>
  `${DAYS[d.getUTCDay()]?.slice(0, 3)} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
/** "March 2027". */
export const monthYear = (d: Date) => `${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
