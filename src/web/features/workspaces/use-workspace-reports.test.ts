import { describe, expect, it } from 'vitest';
import { monthLabel, recentMonths } from './use-workspace-reports';

describe('recentMonths', () => {
  it('counts back across a new year, newest first', () => {
    expect(recentMonths(6, new Date('2026-02-15T12:00:00Z'))).toEqual([
      '2026-02',
      '2026-01',
      '2025-12',
      '2025-11',
      '2025-10',
      '2025-09',
    ]);
  });
  it('uses the UTC month, as tokens are counted', () => {
    expect(recentMonths(1, new Date('2026-03-31T23:30:00Z'))).toEqual(['2026-03']);
  });
});

describe('monthLabel', () => {
  it('names the month and year', () => expect(monthLabel('2026-11', 'en-US')).toBe('November 2026'));
});
