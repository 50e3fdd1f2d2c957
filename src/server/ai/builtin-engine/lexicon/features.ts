// Features a description asks for by name ("with a chart", "let members log in").
import { FEATURES, type Feature } from './types';

// A "rate" that is a number, not a verdict: heart rate, interest rate.
export const RATING =
  /\b(?:ratings?|rated|star ratings?|stars?|(?<!(?:heart|interest|exchange|tax|hourly|pulse) )rate)\b/;

// Live weather and exchange rates come with the apps that keep places and currencies (their domain
// implies them), never from a word in passing: "a fishing log: catches, spots, weather" keeps catches.
const ASKS: Record<Exclude<Feature, 'weather' | 'rates'>, RegExp> = {
  chart: /\b(?:charts?|graphs?|plots?|over time|trends?|by category|by month|by week|visuali[sz]\w*|breakdowns?)\b/,
  totals: /\b(?:totals?|sums?|summary|summaries|how much|stats|statistics|averages?|adds? up|running balance)\b/,
  search: /\b(?:search\w*|find|look ?up)\b/,
  filters: /\bfilter\w*\b/,
  sort: /\b(?:sort\w*|rank\w*)\b/,
  rating: RATING,
  calendar: /\b(?:calendars?|agenda|(?:week|weekly) view|schedule view|planners?|timetables?|rotas?|schedules?)\b/,
  // A month at a glance: a colour or a mark on each day.
  month:
    /\b(?:(?:month|monthly) (?:calendars?|views?|overview)|heat ?maps?|each day of the month|every day of the month|year in pixels)\b/,
  kanban: /\b(?:kanban|columns|swim ?lanes?|drag(?:ging)? and drop|boards?(?! ?games?))\b/,
  timer: /\b(?:timers?|countdowns?|stopwatch|pomodoro)\b/,
  goals: /\b(?:goals?(?! scored)|targets?|progress|milestones?)\b/,
  // A pub quiz or a quiz night is an evening out, not questions to answer.
  quiz: /\b(?:(?<!pub )quiz\w*(?! (?:nights?|teams?|league))|flash ?cards?|test (?:me|myself|yourself|themselves)|practice questions)\b/,
  ranking:
    /\b(?:leaderboards?|scoreboards?|league tables?|standings|rankings?|rank (?:them|by)|who(?:'s| is) winning|top scorers?|(?:points|scores?|goals|hours) (?:per|for each|by) (?:kid|child|person|student|member|player|team|volunteer))\b/,
  streaks: /\b(?:streaks?|in a row|consecutive|don'?t break the chain)\b/,
  tags: /\b(?:tags?|tagged|tagging|labels?)\b/,
  export: /\b(?:export\w*|csv|download\w*|spreadsheets?(?!-like)|excel)\b/,
  signin:
    /\b(?:signin|signup|signon|login|logins|passwords?|multi-?user|(?:user|member|customer) accounts?|create (?:an )?accounts?|own accounts?|(?:users?|members?|customers?|clients?|students?|people) (?:who|can) (?:login|signin|signup|register)|each user|register)\b/,
};

/** The features a (normalised) description asks for, in FEATURES order. */
export function askedFeatures(text: string): Feature[] {
  return FEATURES.filter((feature) => feature in ASKS && ASKS[feature as keyof typeof ASKS].test(text));
}

// "a search box", "a kanban board", "status columns", "progress bars": a feature named with the
// widget that shows it. The widget noun reads like an app noun ("box", "board"), so unmasked the
// feature word would pass for the thing the app keeps.
const FEATURE_PHRASE =
  /\b(?:(?:daily|weekly|monthly|day|week|month) (?:calendar|view|heat ?map|chart|total|average|summary|goal)s?|heat ?maps?|(?:search|filter|sort|kanban|pipeline|calendar|chart|graph|progress|rating|star|tag|status|priority|summary|stats|total|export|login|signin|signup)(?:s|es)? (?:box|bar|board|field|view|page|tab|column|panel|widget|button|chart|graph|section|form|ring|meter)(?:s|es)?)\b/g;

/** The text with feature phrases blanked out (same length, so positions still line up). */
export function hideFeaturePhrases(text: string): string {
  return text.replace(FEATURE_PHRASE, (phrase) => ' '.repeat(phrase.length));
}
