import { VENUES } from '../lexicon/names';
import { nounForms, titleCase } from '../lexicon/text';
import type { Archetype } from './archetypes';

// Names for the fixed kinds (store, courses, dashboard…) from what the description is about:
// "an online store selling handmade candles" is Handmade Candle Shop, "a dashboard showing website
// traffic" is Website Traffic Dashboard. A stock name is left for descriptions with no subject.

/** What a name of this kind ends with, unless its subject already says what it is. */
const SUFFIX: Partial<Record<Archetype, string>> = {
  store: 'Shop',
  learning: 'Academy',
  analytics: 'Dashboard',
  portfolio: 'Portfolio',
  social: 'Network',
  admin: 'Admin',
  blog: 'Blog',
  tasks: 'Tasks',
};

// Kinds whose suffix reads better after a singular: Candle Shop, Watercolor Blog.
const SINGULAR_BEFORE = new Set<Archetype>(['store', 'blog', 'admin']);

const PHRASE = String.raw`([a-z][a-z0-9'&-]*(?:\s+[a-z][a-z0-9'&-]*){0,2}?)(?=\s*[,.!?;:]|\s+(?:with|that|which|where|and|to|so|in|who|for|on|plus|using)\b|$)`;
const LEAD = String.raw`(?:(?:my|our|the|a|an|some|all|your)\s+)?`;

// Where a description says what the app is about, most telling first.
const SUBJECT_AT = [
  new RegExp(String.raw`\b(?:selling|sells|sell)\s+${LEAD}${PHRASE}`, 'i'),
  new RegExp(
    String.raw`\bto\s+(?:learn|teach|study|practi[sc]e|manage|sell|share|stream|discuss|show(?:case)?)\s+${LEAD}${PHRASE}`,
    'i',
  ),
  new RegExp(String.raw`\b(?:showing|about|on|of|for)\s+${LEAD}${PHRASE}`, 'i'),
];

// Words that say nothing about the subject.
const FILLER = new Set(
  'online new small simple little modern nice beautiful local best great people users everyone anyone me us it them things stuff section sections form page'.split(
    ' ',
  ),
);
const CONTAINERS = new Set('app application site website web page platform portal'.split(' '));
// What the app is rather than what it is about.
const KIND_NOUNS = new Set(
  'store shop webshop e-commerce ecommerce dashboard analytics blog portfolio network panel admin manager tracker courses course academy player list'.split(
    ' ',
  ),
);
// Kinds for which a place is a whole name ("my bakery" sells as Bakery); others add their word
// (Team Tasks, Gym Dashboard).
const PLACE_IS_NAME = new Set<Archetype>(['store', 'booking', 'landing', 'learning']);

/** The subject's words as they should read in a name, or null when they name nothing. */
function subjectWords(phrase: string): string[] | null {
  const words = phrase.split(/\s+/).filter((w) => w && !FILLER.has(w.toLowerCase()));
  if (words.length === 0 || words.every((w) => KIND_NOUNS.has(w.toLowerCase()) || CONTAINERS.has(w.toLowerCase())))
    return null;
  return words;
}

/** The prompt's own spelling of a word when it has capitals inside ("SaaS", "iPhone"), else title case. */
function cased(prompt: string, words: string[]): string {
  return words
    .map((word) => {
      const original = new RegExp(String.raw`\b${word.replace(/[^a-z0-9]/gi, '.')}\b`, 'i').exec(prompt)?.[0] ?? word;
      return /[A-Z]/.test(original.slice(1)) ? original : titleCase(word.toLowerCase());
    })
    .join(' ');
}

/** "sales dashboard with revenue charts" is Sales Dashboard: the opening phrase names the kind itself. */
function openingKindPhrase(prompt: string, archetype: Archetype): string | null {
  const suffix = SUFFIX[archetype];
  if (!suffix) return null;
  const opening = prompt
    .toLowerCase()
    .split(/[,;:.!?]|\s(?:with|for|that|which|where|to|of|about|and|showing|selling)\s/)[0]
    .replace(/^\W*(?:(?:a|an|the|my|our|simple|small|new)\s+)+/, '')
    .trim()
    .split(/\s+/);
  const last = opening.at(-1) ?? '';
  if (opening.length < 2 || opening.length > 4 || !KIND_NOUNS.has(last)) return null;
  const before = subjectWords(opening.slice(0, -1).join(' '));
  if (!before) return null;
  // "coffee shop online store" is Coffee Shop.
  return VENUES.has((before.at(-1) ?? '').toLowerCase())
    ? cased(prompt, before)
    : `${cased(prompt, before)} ${titleCase(last)}`;
}

/** The name of a fixed kind's app from its subject, or null when the description gives none. */
export function kindName(prompt: string, archetype: Archetype): string | null {
  for (const pattern of SUBJECT_AT) {
    const words = subjectWords(pattern.exec(prompt)?.[1] ?? '');
    if (!words) continue;
    const last = (words.at(-1) ?? '').toLowerCase();
    // A place ("my bakery", "a barber shop") or an app ("a meditation app") is a name already.
    if (CONTAINERS.has(last) || (VENUES.has(last) && PLACE_IS_NAME.has(archetype))) return cased(prompt, words);
    const suffix = SUFFIX[archetype];
    if (!suffix) return cased(prompt, words);
    if (SINGULAR_BEFORE.has(archetype)) words[words.length - 1] = nounForms(last).singular;
    return `${cased(prompt, words)} ${suffix}`;
  }
  return openingKindPhrase(prompt, archetype);
}
