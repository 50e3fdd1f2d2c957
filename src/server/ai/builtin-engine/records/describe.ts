import type { Feature, Understanding } from '../lexicon/types';
import { understand } from '../lexicon/understand';
import { recordFields, recordsFeatures } from './kind';

// What the first reply says about a records app: exactly what the page has, and plainly what
// was asked for that it does not.

export const list = (parts: string[]) =>
  parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;

const EXTRAS: Array<[keyof ReturnType<typeof recordsFeatures>['on'], string]> = [
  ['timer', 'a timer'],
  ['goal', 'a goal with progress'],
  ['summary', 'summary cards with totals'],
  ['trend', 'a chart over time'],
  ['byCategory', 'a chart by category'],
  ['kanban', 'a board view'],
  ['week', 'a week view'],
  ['month', 'a month calendar'],
  ['weather', 'the weather now in each, fetched live'],
  ['rates', 'a converter at live exchange rates'],
  ['quiz', 'a quiz'],
  ['ranking', 'a leaderboard'],
  ['checkins', 'daily check-ins'],
  ['streaks', 'streaks'],
  ['markAllDone', 'a “Mark all done” button'],
  ['shuffle', 'a “Shuffle” button'],
  ['clearAll', 'a button that clears them all'],
  ['csv', 'a CSV export'],
  ['signin', 'sign-in with an e-mailed code'],
];

const MISSING: Record<Feature, string> = {
  chart: 'a chart',
  totals: 'totals',
  search: 'search',
  filters: 'filters (the list has no field to filter by)',
  sort: 'sorting',
  rating: 'ratings',
  calendar: 'a calendar',
  month: 'a month calendar',
  kanban: 'a board (the list has no status to make columns of)',
  timer: 'a timer',
  goals: 'goals with progress',
  quiz: 'a quiz (the list has no answer to quiz on)',
  ranking: 'a leaderboard',
  streaks: 'streaks',
  tags: 'tags',
  export: 'an export',
  signin: 'sign-in for accounts',
  weather: 'live weather',
  rates: 'live exchange rates',
};

/** "adding habits with their name, frequency and notes, searching, … and removing them, plus streaks". */
export function describeRecords(u: Understanding): string {
  const { on } = recordsFeatures(u);
  const fields = list(recordFields(u).map((f) => f.label.toLowerCase()));
  const filters = u.fields.filter((f) => f.type === 'select').map((f) => f.label.toLowerCase());
  const actions = ['searching', ...(filters.length ? [`filtering by ${list(filters)}`] : []), 'sorting'];
  const extras = EXTRAS.filter(([key]) => on[key]).map(([, text]) => text);
  const plural = u.subject.plural.toLowerCase();
  return `adding ${plural} with their ${fields}, ${actions.join(', ')}, editing and removing them${extras.length ? `, plus ${list(extras)}` : ''}`;
}

/** A list's first three fields, as a reply names what its page keeps: "name, phone and email". */
export const firstFields = (u: Understanding) => list(u.fields.slice(0, 3).map((f) => f.label.toLowerCase()));

/** The pages of the other things a records app keeps: "a Tenants page for tenants with their name, phone and email". */
export function describeRelated(nouns: readonly string[]): string {
  const pages = nouns.map((noun) => {
    const u = understand(noun);
    return `a ${u.subject.plural} page for ${u.subject.plural.toLowerCase()} with their ${firstFields(u)}`;
  });
  return pages.length ? `, and ${list(pages)}` : '';
}

/** A sentence naming what was asked for and not built, or nothing. */
export function missingFeatures(u: Understanding): string {
  const { missing } = recordsFeatures(u);
  if (missing.length === 0) return '';
  const them = missing.length === 1 ? 'it' : 'them';
  return (
    ` I haven’t added ${list(missing.map((f) => MISSING[f]))}: the built-in engine can’t build ${them} yet. ` +
    'I can add a chart, totals, a board, a week view, a month calendar, daily check-ins, streaks, a timer, a goal, a quiz, a leaderboard, sign-in or a CSV export, ' +
    'and buttons that clear all, mark all done or shuffle; an AI provider can build the rest.'
  );
}
