// What people call the parts of a records page in a follow-up ("add a chart", "a button to
// shuffle them", "remove the export"), as the `features` keys of the app's src/schema.ts.

export interface PagePart {
  key: string;
  /** How a reply names it: "added a chart over time". */
  name: string;
  asks: RegExp;
}

/** Parts asked for by name. A chart "by category" is its own part; a plain "chart" is over time. */
export const PAGE_PARTS: PagePart[] = [
  // "a chart of points per kid" ranks people: a leaderboard, not a chart by category or over time.
  {
    key: 'ranking',
    name: 'a leaderboard',
    asks: /\b(?:leaderboards?|scoreboards?|league tables?|standings|rankings?|rank (?:them|by)|who (?:has|did|does) (?:the )?most)\b|\b(?:charts?|graphs?|bars?|totals?) of [\w ]+ (?:per|for each|by) (?:kid|child|person|people|member|player|student|team|volunteer|who|assignee)\b/,
  },
  {
    key: 'byCategory',
    name: 'a chart by category',
    asks: /\b(?:charts?|graphs?|breakdown|pie)\b.*\bby (?:category|type|kind|status|genre|\w+)\b|\bpie charts?\b|\bbreakdown\b/,
  },
  {
    key: 'trend',
    name: 'a chart over time',
    asks: /\b(?:charts?|graphs?|trends?|plots?|visuali[sz]ations?)\b/,
  },
  {
    key: 'summary',
    name: 'summary cards with totals',
    asks: /\b(?:totals?|summary|summaries|stats|statistics|averages?|sums?)\b/,
  },
  { key: 'kanban', name: 'a board view', asks: /\b(?:kanban|boards?|status columns|columns by \w+|swim ?lanes?)\b/ },
  // Before the week view: "a month calendar" names a calendar too.
  {
    key: 'month',
    name: 'a month calendar',
    asks: /\b(?:(?:month|monthly) (?:calendars?|views?|overview)|heat ?maps?|each day of the month)\b/,
  },
  { key: 'week', name: 'a week view', asks: /\b(?:calendar|week(?:ly)? view|schedule view|agenda)\b/ },
  { key: 'checkins', name: 'daily check-ins', asks: /\b(?:check-?ins?|done today|daily ticks?)\b/ },
  { key: 'streaks', name: 'streaks', asks: /\bstreaks?\b/ },
  { key: 'csv', name: 'a CSV export', asks: /\b(?:csv|exports?|downloads?|spreadsheet)\b/ },
  { key: 'timer', name: 'a timer', asks: /\b(?:timers?|countdowns?|stopwatch|pomodoro)\b/ },
  { key: 'goal', name: 'a goal with progress', asks: /\b(?:goals?|targets?|progress bars?)\b/ },
  { key: 'quiz', name: 'a quiz', asks: /\b(?:quiz(?:zes)?|flash ?cards?|study mode|practice mode)\b/ },
  { key: 'search', name: 'the search box', asks: /\bsearch(?:es|ing)?\b|\bsearch (?:box|bar|field)\b/ },
  {
    key: 'signin',
    name: 'sign-in',
    asks: /\b(?:sign[- ]?ins?|log[- ]?ins?|sign[- ]?ups?|accounts?|logging in|signing in)\b/,
  },
];

/** Parts every records page has already, so asking for them changes nothing. */
export const BUILT_IN: Array<{ asks: RegExp; says: string }> = [
  { asks: /\bfilters?\b|\bfiltering\b/, says: 'filters for its choice fields' },
  { asks: /\bsort(?:s|ing)?\b|\border(?:ing)? by\b/, says: 'a Sort menu' },
  { asks: /\bedit(?:ing)?\b/, says: 'editing' },
];

/** Buttons a follow-up can add ("a button that resets all streaks"): the part that draws each. */
export const BUTTONS: Array<{ key: string; name: string; asks: RegExp }> = [
  {
    key: 'markAllDone',
    name: 'a “Mark all done” button',
    asks: /\bmark(?:s|ing)? (?:all|everything|them all|every \w+)\b|\b(?:complete|check off|tick off|finish)(?:s|es)? (?:all|everything)\b/,
  },
  { key: 'shuffle', name: 'a “Shuffle” button', asks: /\b(?:shuffles?|randomi[sz]es?|random order|mix(?:es)? up)\b/ },
  { key: 'csv', name: 'a CSV export button', asks: /\b(?:exports?|downloads?|csv|spreadsheet)\b/ },
  {
    key: 'clearAll',
    name: 'a button that clears them all',
    asks: /\b(?:reset|clear|delete|remove|wipe|erase|empty|start over)(?:s|es)?\b/,
  },
];

/** What the built-in engine can do to a records app, for replies about what it could not. */
export const RECORDS_CAN =
  'add, remove, rename or retype a field; add or remove a chart, totals, a board, a week view, a month calendar, check-ins, streaks, a timer, a goal, a quiz, a leaderboard, search, sign-in or a CSV export; add buttons that clear all, mark all done or shuffle';
