// Which known domain a description is about: every domain word found, weighed by where it sits.
import { DOMAINS } from './domains';
import { findVenue } from './names';
import { wordPattern } from './text';
import type { Domain } from './types';

export interface DomainMatch {
  domain: Domain;
  word: string;
  start: number;
  end: number;
  score: number;
  /** Naming the app ("habit tracker", "a tracker for my runs") or after a verb ("feed the cats"). */
  anchor: 'app' | 'verb' | null;
  /** Inside "for my yoga studio": who the app is for, not what it keeps. */
  inVenue: boolean;
  /** Before the description turns to how the app should work ("…, with a class schedule"). */
  inHead: boolean;
}

/** Nouns that name the app itself: the word before one is what the app keeps ("habit tracker"). */
export const APP_NOUNS =
  'tracker|trackers|crm|log|logs|logbook|list|lists|journal|diary|planner|organi[sz]er|collection|catalog|catalogue|library|keeper|manager|book|counter|database|register|directory|board|app|tool|system|calendar|schedule|rota|notebook|spreadsheet|wallet|shelf|chart|box|checklist';
const AFTER_APP_NOUN = new RegExp(`^[ -](?:${APP_NOUNS})\\b`);
// "reading list", "address book": a phrase ending in an app noun names the app. A lone "book" or
// "box" is just the thing.
const LAST_IS_APP_NOUN = new RegExp(`. (?:${APP_NOUNS})$`);
// "log my gym workouts", "keep track of the cheeses", "track how much water": a verb, a few small words,
// at most one more (a modifier, not a preposition: in "time tracking for client projects" the client
// is not what is tracked).
const VERB_BEFORE =
  /\b(?:track|tracking|tracks|log|logging|record|recording|keep|keeping|manage|managing|organi[sz]e|organi[sz]ing|collect|collecting|catalog|catalogue|plan|planning|count|counting|monitor|monitoring|list|listing|remember|save|saving|store|storing|note|jot|water|feed|rate|rating|review|compare|schedule|reserve|sell|selling|run|running|follow|see|add|share|tally|of)(?: (?:of|all|my|our|the|your|their|a|an|every|each|which|what|how|much|many|daily|weekly|new|favou?rite|[a-z]+'s))*(?: (?!(?:for|with|to|from|in|on|at|by|about)\b)[a-z-]+)? $/;
const FOR_AFTER_APP_NOUN = new RegExp(`\\b(?:${APP_NOUNS}) (?:for|of) (?:(?:my|our|the|all|your) )*(?:[a-z-]+ )?$`);
// Where the description turns from what it keeps to how the app should work.
const TAIL_START =
  /\b(?:with|that|which|where|including|so|plus|showing|to see|and see|and get|and a|and an|for (?:my|our))\b|[,;:.!?]/g;

/** Words for a set of things or for notes about them: the thing before them is still the subject. */
const GATHERING =
  /^(?:pipelines?|rosters?|rotas?|schedules?|timetables?|menus?|inventor(?:y|ies)|reminders?|notes?|ideas?|plans?)$/;

function headEnd(text: string): number {
  TAIL_START.lastIndex = 0;
  for (let m = TAIL_START.exec(text); m; m = TAIL_START.exec(text)) if (m.index > 3) return m.index;
  return text.length;
}

function anchorOf(text: string, word: string, start: number, end: number): DomainMatch['anchor'] {
  const before = text.slice(Math.max(0, start - 60), start);
  if (AFTER_APP_NOUN.test(text.slice(end)) || LAST_IS_APP_NOUN.test(word) || FOR_AFTER_APP_NOUN.test(before))
    return 'app';
  return VERB_BEFORE.test(before) ? 'verb' : null;
}

function score(word: string, start: number, head: number, anchored: boolean): number {
  // Longer phrases are surer; a match that names the app or follows a verb is the subject.
  return 2 + word.split(' ').length - 1 + (anchored ? 6 : 0) + (start < head ? 3 : 0) - start / 1000;
}

/** Every domain word in the (normalised) text, shorter ones inside longer ones dropped, scored. */
export function findMatches(text: string): DomainMatch[] {
  const found: Pick<DomainMatch, 'domain' | 'word' | 'start' | 'end'>[] = [];
  for (const domain of DOMAINS)
    for (const word of domain.words)
      for (const m of text.matchAll(wordPattern(word)))
        found.push({ domain, word, start: m.index, end: m.index + m[0].length });
  const kept = found.filter(
    (a) => !found.some((b) => b !== a && b.start <= a.start && b.end >= a.end && b.end - b.start > a.end - a.start),
  );
  const head = headEnd(text);
  const venue = findVenue(text);
  return kept.map((m) => {
    const inVenue = venue !== null && m.start >= venue.start && m.end <= venue.end;
    // "student grades": in two nouns together the last is the thing, the first only says which; not
    // so before a word for a set of them or notes about them ("volunteer roster", "medication reminders").
    const modifier = kept.some(
      (b) => b.start === m.end + 1 && text[m.end] === ' ' && b.domain !== m.domain && !GATHERING.test(b.word),
    );
    // Words in "for my yoga studio" say who the app is for, not what it keeps.
    const weight = (inVenue ? 0.3 : 1) * (modifier ? 0.5 : 1);
    const anchor = anchorOf(text, m.word, m.start, m.end);
    const scored = score(m.word, m.start, head, anchor !== null) * weight;
    return { ...m, anchor, inVenue, inHead: m.start < head, score: scored };
  });
}

/** The domain the matches point at most strongly, with its best single match. */
export function bestMatch(matches: readonly DomainMatch[]): DomainMatch | null {
  const byDomain = new Map<string, DomainMatch[]>();
  for (const m of matches) byDomain.set(m.domain.id, [...(byDomain.get(m.domain.id) ?? []), m]);
  let best: DomainMatch | null = null;
  let bestTotal = 0;
  for (const group of byDomain.values()) {
    const top = group.reduce((a, b) => (b.score > a.score ? b : a));
    // A second mention of the same domain helps a little; it does not outweigh a stronger subject.
    const total = top.score + 0.5 * (new Set(group.map((g) => g.start)).size - 1);
    if (total > bestTotal) {
      best = top;
      bestTotal = total;
    }
  }
  return best;
}
