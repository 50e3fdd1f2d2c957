import { PEOPLE, PEOPLE_LISTS, SAMPLE_TITLES, SAMPLE_VALUES } from './sample-titles';
import type { Field, Understanding } from './types';

// The records a list's preview opens with, so every part of its page (charts, totals, rankings,
// boards, calendars) shows itself before anyone has typed a thing. Values come from the field's
// type and label; a date is a number of days from the day the samples are added (-3: three days
// before), so they stay recent however late the preview is first opened.

export type SampleValue = string | number | boolean;
export type Sample = Record<string, SampleValue>;

const COUNT = 5;
const first = (name: string) => name.split(' ')[0] ?? name;

// Five values each, one per sample, for the kinds of number a label names.
const NUMBERS: Array<[RegExp, number[]]> = [
  [/point|score|goal|star|vote/i, [10, 5, 15, 5, 20]],
  [/qty|quantit|count|serving|cop(y|ies)|reps|sets|people|guests|seats|stock|units/i, [2, 1, 4, 3, 6]],
  [/min|duration/i, [30, 45, 25, 60, 20]],
  [/hour/i, [2, 1.5, 3, 4, 0.5]],
  [/km|mile|distance/i, [5, 3.2, 10, 7.5, 4]],
  [/day/i, [7, 3, 14, 7, 10]],
  [/weight|kg|lb/i, [72.4, 72.1, 71.8, 71.5, 71.2]],
  [/page/i, [320, 180, 412, 256, 198]],
  [/year/i, [2019, 2021, 2015, 2023, 2018]],
  [/percent|%/i, [80, 65, 90, 50, 75]],
];
const DEFAULT_NUMBERS = [3, 8, 5, 12, 6];
const MONEY: Array<[RegExp, number[]]> = [
  [/\brent\b|salary|income|wage|budget|limit/i, [1450, 980, 2200, 650, 1200]],
  [/rate|hour/i, [45, 60, 75, 50, 90]],
];
const DEFAULT_MONEY = [12.5, 48, 120, 8.99, 35];
// Dates ahead for what is due or planned; behind for what was done.
const AHEAD =
  /due|deadline|\bby\b|until|next|harvest|expir|renew|return|start|end|event|appointment|booked|when|scheduled|planned/i;
// Most within the week, so a week view has something on it the day the preview opens.
const DAYS_AHEAD = [0, 1, 2, 5, 9];
const DAYS_BEHIND = [0, -1, -3, -6, -10];
const PERSON =
  /who|assign|owner|\bby\b|member|person|kid|child|player|host|teacher|coach|author|artist|brought|student|customer|client|tenant|driver|volunteer|\bwith\b|name/i;
const PLACE = /location|room|place|where|city|venue|address|\bbed\b|aisle|spot|area|desk/i;
const PLACES = ['Kitchen', 'Office', 'Living room', 'Garden', 'Hallway'];

const pick = <T>(table: Array<[RegExp, T]>, label: string, fallback: T) =>
  table.find(([pattern]) => pattern.test(label))?.[1] ?? fallback;

/** The titles of the samples: the domain's own, people's names for lists of people, else "Desk A". */
function titles(u: Understanding, title: Field): string[] {
  const own = u.known ? SAMPLE_TITLES[u.domain.id] : undefined;
  if (own) return [...own];
  if (
    (u.known && PEOPLE_LISTS.has(u.domain.id)) ||
    (/^(?:full )?name$/i.test(title.label) && PEOPLE_LISTS.has(u.domain.id))
  )
    return [...PEOPLE];
  const singular = u.subject.singular.replace(/^./, (c) => c.toUpperCase());
  return ['A', 'B', 'C', 'D', 'E'].map((letter) => `${singular} ${letter}`);
}

/** One field's value in sample `i`, or undefined where a sample is better left without one. */
function sampleValue(field: Field, i: number): SampleValue | undefined {
  const label = field.label;
  switch (field.type) {
    case 'number':
      return pick(NUMBERS, label, DEFAULT_NUMBERS)[i];
    case 'currency':
      return pick(MONEY, label, DEFAULT_MONEY)[i];
    case 'date':
      return (AHEAD.test(label) ? DAYS_AHEAD : DAYS_BEHIND)[i];
    case 'select':
      return field.options?.[i % field.options.length];
    case 'boolean':
      return i % 2 === 0;
    case 'rating':
      return [5, 4, 3, 5, 4][i];
    case 'email':
      return `${first(PEOPLE[i] ?? '').toLowerCase()}@example.com`;
    case 'phone':
      return `+1 555 01${10 + i}`;
    case 'url':
      return 'https://example.com';
    case 'text':
      // Three people, so what is summed per person (points, hours) ranks them.
      if (PERSON.test(label)) return first(PEOPLE[i % 3] ?? '');
      if (PLACE.test(label)) return PLACES[i];
      return undefined;
    default:
      // Long notes, tags and pictures are the owner's to write.
      return undefined;
  }
}

/** Five sample records for a list with these fields, `titleKey` naming each. */
export function sampleRecords(u: Understanding, fields: readonly Field[], titleKey: string): Sample[] {
  const title = fields.find((f) => f.key === titleKey);
  if (!title) return [];
  const names = titles(u, title);
  const own = (u.known && SAMPLE_VALUES[u.domain.id]) || {};
  return Array.from({ length: COUNT }, (_, i) => {
    const sample: Sample = {};
    for (const field of fields) {
      const value = field === title ? names[i] : (own[field.key]?.[i] ?? sampleValue(field, i));
      if (value !== undefined) sample[field.key] = value;
    }
    return sample;
  });
}
