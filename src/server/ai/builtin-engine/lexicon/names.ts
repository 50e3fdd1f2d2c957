// The app's name when the description gives one: quoted, "called X", or the venue it is for.
import { STOP, titleCase } from './text';

const CLEAN_NAME = /[^A-Za-z0-9&' -]/g;

/** Places and groups an app is "for": the app is named after them ("for my yoga studio"). */
export const VENUES = new Set(
  `studio studios shop store salon gym clinic practice school classroom team club restaurant cafe bakery church
  company business agency firm office farm charity nonprofit non-profit startup brewery hotel library band choir
  league academy surgery centre center hospital garage workshop kitchen bar pub nursery daycare orchestra
  household`.split(/\s+/),
);

/**
 * "for my yoga studio": where the words sit, so matching can discount them (they describe who the app
 * is for, not what it keeps) and naming can use them.
 */
export function findVenue(text: string): { start: number; end: number; phrase: string } | null {
  const match = /\bfor (?:my|our|a|the|his|her|their) ((?:[a-z&'-]+ ){0,3}[a-z&'-]+)/.exec(text.toLowerCase());
  if (!match) return null;
  const words = match[1].split(' ');
  const at = words.findIndex((w) => VENUES.has(w));
  if (at < 0) return null;
  const phrase = words.slice(0, at + 1).join(' ');
  const start = match.index;
  return { start, end: start + match[0].length - match[1].length + phrase.length, phrase };
}

/** A name the user gave: a quotation, or "called/named/titled X" (the first thing every reader of names tries). */
export function explicitName(description: string): string | null {
  // Single quotes count only around words, so "my mom's shop" is not read as a quotation.
  const quoted =
    /["“]([^"”]{2,40})["”]/.exec(description) ?? /(?:^|\s)'([^']{2,40})'(?=[\s.,!?;:]|$)/.exec(description);
  if (quoted) return quoted[1].trim();
  const called =
    /\b(?:called|named|titled)\s+([A-Za-z0-9&' -]{2,40}?)(?=[,.!?;:]|\s+(?:with|that|which|where|for|and|in)\b|$)/i.exec(
      description,
    );
  if (called) return titleCase(called[1].replace(CLEAN_NAME, '').trim());
  return null;
}

/** The name of the venue the app is for, when there is one: "Yoga Studio". */
export function venueName(description: string): string | null {
  const venue = findVenue(description);
  return venue ? titleCase(venue.phrase.replace(CLEAN_NAME, '').trim()) : null;
}

// Nouns that name an app by what it does with a thing: "a pomodoro timer", "an onboarding checklist".
const APP_NOUNS = new Set(
  'tracker log journal diary planner list checklist timer countdown organiser organizer manager calendar dashboard'.split(
    ' ',
  ),
);
// Where a description's opening phrase ends: "Pomodoro timer | with a task list". "and" ends it too,
// except where two things joined make one name ("Baby feeding and nap log").
const ENDS = 'with|for|that|which|where|to|of|about|or|so|including|i|we|you|from|in|on|by';
const openingEnd = (words: string) => new RegExp(`[,;:.!?(]|\\s(?:${words})\\s`, 'i');
const OPENING_END = openingEnd(`${ENDS}|and`);
const OPENING_END_BUT_AND = openingEnd(ENDS);
const LEADING = /^(?:(?:a|an|the|my|our|simple|quick|little|small|basic|new)\s+)+/;
// "Countdown to my wedding", "timer for my workouts": an app noun, then the one thing it is for.
const NOUN_FOR =
  /^(?:(?:a|an|the|my|our)\s+)?([a-z]+) (?:to|for) (?:my|our|the) ([a-z]+)(?:$|\s*[,;:.!?]|\s+(?:with|and|so|in|on|at)\s)/;

/**
 * The user's own name for the app when the description opens with a short phrase ending in such a
 * noun ("Employee onboarding checklist", "Pomodoro timer with a task list", "Baby feeding and nap
 * log"), or with one such noun and what it is for ("Countdown to my wedding": Wedding Countdown),
 * else null.
 */
export function ownAppName(description: string): string | null {
  const text = ` ${description.toLowerCase()} `;
  const joined = named(text.split(OPENING_END_BUT_AND)[0] ?? '', 5);
  if (joined?.includes(' and ')) return joined;
  const opening = text.split(OPENING_END)[0] ?? '';
  const [, noun = '', what = ''] = NOUN_FOR.exec(text.trim()) ?? [];
  if (APP_NOUNS.has(noun) && opening.trim().replace(LEADING, '') === noun && !STOP.has(what))
    return titleCase(`${what} ${noun}`);
  return named(opening, 4);
}

/** The words of an opening phrase ending in an app noun, as a name, if there are two to `most` of them. */
function named(phrase: string, most: number): string | null {
  const words = phrase.trim().replace(LEADING, '').split(/\s+/).filter(Boolean);
  if (words.length < 2 || words.length > most || !APP_NOUNS.has(words.at(-1) ?? '')) return null;
  if (words.some((w) => !/^[a-z][a-z'-]*$/.test(w))) return null;
  return titleCase(words.join(' ')).replace(/ And /g, ' and ');
}
