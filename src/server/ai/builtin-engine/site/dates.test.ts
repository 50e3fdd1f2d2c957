import { describe, expect, it } from 'vitest';
import { seasonOf } from '../understand/season';
import { buildSpec } from '../understand/spec';
import { siteContent } from './content';
import { longDate, occasionDay } from './dates';

// A website's dates are ahead of the day it is written, on a Saturday, in the season it names.

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('the days a website names', () => {
  it('are Saturdays at least the given weeks ahead, whatever the day it is written', () => {
    for (const today of ['2026-11-27', '2027-02-28', '2027-12-31'].map(day)) {
      const d = occasionDay(today, 8, null);
      expect(d.getUTCDay()).toBe(6);
      expect(d.getTime() - today.getTime()).toBeGreaterThanOrEqual(8 * 7 * 86_400_000);
    }
  });

  it('fall in the season named, this year when it is a fortnight away, else next year', () => {
    expect(longDate(occasionDay(day('2026-11-27'), 8, 'summer'))).toBe('Saturday 10 July 2027');
    expect(longDate(occasionDay(day('2026-11-27'), 8, 'winter'))).toBe('Saturday 12 December 2026');
    expect(longDate(occasionDay(day('2026-12-05'), 8, 'winter'))).toBe('Saturday 11 December 2027');
    expect(seasonOf('our company summer party')).toBe('summer');
    expect(seasonOf('the office christmas do')).toBe('winter');
    expect(seasonOf('a wedding website')).toBeNull();
  });

  it('are what the hero, the programme and the RSVP say', () => {
    const wedding = buildSpec('Wedding website for Anna and Ben with our story, the schedule and an RSVP form');
    const words = siteContent(wedding.site ?? expect.fail('a site'), wedding.name, day('2026-11-27'));
    expect(words.hero.subheading).toMatch(/^Saturday \d+ \w+ 2027 · /);
    expect(words.schedule.intro).toContain(words.hero.subheading.split(' · ')[0]);
    expect(words.rsvp.intro).toMatch(/^Please reply by \d+ \w+ 2027 /);
    const party = buildSpec('Event RSVP page for our company summer party');
    expect(siteContent(party.site ?? expect.fail('a site'), party.name, day('2026-11-27')).hero.subheading).toMatch(
      /^Saturday 10 July 2027 · /,
    );
  });
});
