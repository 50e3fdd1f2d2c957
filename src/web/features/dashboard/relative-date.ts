const dayMs = 24 * 60 * 60 * 1000;

/** Whole calendar days from `then` to `now` in local time (so 23:59 → 00:01 is one day). */
export function calendarDaysBetween(then: Date, now: Date): number {
  const start = new Date(then.getFullYear(), then.getMonth(), then.getDate());
  const end = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  // Rounded: a daylight-saving change makes one local day 23 or 25 hours long.
  return Math.round((end.getTime() - start.getTime()) / dayMs);
}

/**
 * The project cards' date: "just now" within a minute, "today", "yesterday", "N days ago" for
 * fewer than 7 days, otherwise the local date. A time slightly ahead of ours (clock skew) is "just now".
 */
export function relativeDate(value: string | Date, now: Date = new Date(), locale?: string): string {
  const then = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(then.getTime())) return '';
  const days = calendarDaysBetween(then, now);
  if (days <= 0) return now.getTime() - then.getTime() < 60_000 ? 'just now' : 'today';
  if (days === 1) return 'yesterday';
  if (days < 7) return `${days} days ago`;
  return then.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' });
}
