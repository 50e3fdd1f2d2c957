import { describe, expect, it } from 'vitest';
import { calendarDaysBetween, relativeDate } from './relative-date';

// Local-time constructors, so the expectations hold in any time zone the tests run in.
const at = (day: number, hour = 12, minute = 0) => new Date(2026, 10, day, hour, minute);
const now = at(22, 15, 30);

describe('relativeDate', () => {
  it('says "just now" within the last minute, and for a time slightly ahead of ours', () => {
    expect(relativeDate(new Date(now.getTime() - 30_000), now)).toBe('just now');
    expect(relativeDate(new Date(now.getTime() + 5_000), now)).toBe('just now');
  });

  it('says "today" for earlier the same day', () => {
    expect(relativeDate(at(22, 0, 1), now)).toBe('today');
    expect(relativeDate(at(22, 15, 28), now)).toBe('today');
  });

  it('counts calendar days, not 24-hour periods', () => {
    expect(relativeDate(at(21, 23, 59), at(22, 0, 1))).toBe('yesterday');
    expect(relativeDate(at(21, 9), now)).toBe('yesterday');
    expect(relativeDate(at(20, 23), now)).toBe('2 days ago');
  });

  it('says "N days ago" under 7 days, then the date', () => {
    expect(relativeDate(at(16), now)).toBe('6 days ago');
    expect(relativeDate(at(15), now, 'en-US')).toBe('Nov 15, 2026');
    expect(relativeDate(new Date(2025, 0, 3), now, 'en-US')).toBe('Jan 3, 2025');
  });

  it('reads the ISO strings the API sends, and shows nothing for a broken one', () => {
    expect(relativeDate(at(19).toISOString(), now)).toBe('3 days ago');
    expect(relativeDate('not a date', now)).toBe('');
  });
});

describe('calendarDaysBetween', () => {
  it('is whole local days across a month end', () => {
    expect(calendarDaysBetween(new Date(2026, 9, 31, 22), new Date(2026, 10, 1, 1))).toBe(1);
    expect(calendarDaysBetween(at(22, 1), at(22, 23))).toBe(0);
  });
});
