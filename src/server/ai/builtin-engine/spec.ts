import { type Archetype, detectArchetype } from './archetypes';
import { type AccentName, DEFAULT_ACCENT, findColour } from './colours';
import { type Understanding, understand } from './lexicon';
import { nounForms, titleCase } from './lexicon/text';

export { titleCase };

// What a first prompt asks for, read into the few choices the engine makes.

export interface AppSpec {
  archetype: Archetype;
  name: string;
  accent: AccentName;
  dark: boolean;
  sections: SectionKind[];
  /** Meaningful nouns from the prompt, used to fill generic content. */
  nouns: string[];
  /** What a list app keeps ("a habit tracker" keeps habits); items when the prompt does not say. */
  subject: Subject;
  /** For the generic kind: what the description asks the list to keep, and how to show it. */
  records?: Understanding;
}

export interface Subject {
  singular: string;
  plural: string;
}

export const SECTION_KINDS = [
  'contact',
  'about',
  'faq',
  'testimonials',
  'pricing',
  'newsletter',
  'team',
  'gallery',
] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

export function findSections(text: string): SectionKind[] {
  const lower = text.toLowerCase();
  // "about" is usually a preposition ("a blog about baking"): only "about us/me" asks for a section.
  return SECTION_KINDS.filter((kind) =>
    kind === 'about' ? /\babout (?:us|me|page|section)\b/.test(lower) : lower.includes(kind.replace(/s$/, '')),
  );
}

const STOP = new Set(
  'a an the and or for with my our your app application website site web page that this to of in on me i we want build make create need please some simple small modern nice beautiful where can which lets let users user people who has have it is be using'.split(
    ' ',
  ),
);

export function extractNouns(prompt: string): string[] {
  const words = prompt.toLowerCase().match(/[a-z][a-z-]{2,}/g) ?? [];
  return [...new Set(words.filter((w) => !STOP.has(w) && !findColour(w) && w !== 'dark'))].slice(0, 8);
}

// "a habit tracker", "my workout log": the word before names what the list keeps.
const LIST_PHRASE =
  /\b([a-z]{3,})[ -](?:tracker|log|journal|diary|planner|organi[sz]er|collection|catalogue|catalog|library|keeper)\b/i;
// "keep track of recipes", "log my runs": a plural after the verb does.
const LIST_VERB =
  /\b(?:track(?:ing)?|log(?:ging)?|collect(?:ing)?|organi[sz]e|list|record)\s+(?:of\s+)?(?:all\s+)?(?:my\s+|our\s+|the\s+)?([a-z]{3,}s)\b/i;
const NOT_A_SUBJECT = new Set(
  'daily weekly monthly personal private shared family team digital online quick easy basic free smart mini new things stuff'.split(
    ' ',
  ),
);
const isSubject = (word: string) => !STOP.has(word) && !NOT_A_SUBJECT.has(word) && !word.endsWith('ing');

/** What a list app keeps, read from the prompt: "a habit tracker" keeps habits, else items. */
export function findSubject(prompt: string): Subject {
  const lower = prompt.toLowerCase();
  const before = LIST_PHRASE.exec(lower)?.[1];
  if (before && isSubject(before)) return nounForms(before);
  const after = LIST_VERB.exec(lower)?.[1];
  if (after && isSubject(after)) return nounForms(after);
  return { singular: 'item', plural: 'items' };
}

const NAME_FALLBACK: Record<Archetype, string> = {
  store: 'Corner Shop',
  learning: 'Bright Academy',
  music: 'Soundwave',
  analytics: 'Insight Board',
  portfolio: 'Studio Portfolio',
  social: 'Circle',
  admin: 'Control Room',
  blog: 'The Daily Notes',
  tasks: 'Taskflow',
  booking: 'Easy Booking',
  landing: 'Launchpad',
  generic: 'My App',
};

const CLEAN_NAME = /[^A-Za-z0-9&' -]/g;

export function extractName(prompt: string, archetype: Archetype): string {
  // Single quotes count only around words, so "my mom's shop" is not read as a quotation.
  const quoted = /["“]([^"”]{2,40})["”]/.exec(prompt) ?? /(?:^|\s)'([^']{2,40})'(?=[\s.,!?;:]|$)/.exec(prompt);
  if (quoted) return quoted[1].trim();
  const called =
    /\b(?:called|named|titled)\s+([A-Za-z0-9&' -]{2,40}?)(?=[,.!?;:]|\s+(?:with|that|which|where|for|and|in)\b|$)/i.exec(
      prompt,
    );
  if (called) return titleCase(called[1].replace(CLEAN_NAME, '').trim());
  const forMy =
    /\bfor (?:my|our|a|the)\s+([A-Za-z0-9&' -]{2,40}?)(?=[,.!?;:]|\s+(?:with|that|which|where|and|in)\b|$)/i.exec(
      prompt,
    );
  if (forMy) {
    const words = forMy[1].replace(CLEAN_NAME, '').trim().split(/\s+/).slice(0, 4);
    if (words.length > 0 && words[0].length > 1) return titleCase(words.join(' '));
  }
  // A list app is named for what it keeps: "a habit tracker" is Habit Tracker.
  const phrase = archetype === 'generic' ? LIST_PHRASE.exec(prompt) : null;
  if (phrase && isSubject(phrase[1].toLowerCase())) return titleCase(phrase[0].toLowerCase());
  return NAME_FALLBACK[archetype];
}

export function buildSpec(prompt: string): AppSpec {
  const archetype = detectArchetype(prompt);
  if (archetype === 'generic') {
    const records = understand(prompt);
    const subject = { singular: records.subject.singular.toLowerCase(), plural: records.subject.plural.toLowerCase() };
    return { ...baseSpec(prompt, archetype), name: records.name, subject, records };
  }
  return baseSpec(prompt, archetype);
}

function baseSpec(prompt: string, archetype: Archetype): AppSpec {
  return {
    archetype,
    name: extractName(prompt, archetype),
    accent: findColour(prompt) ?? DEFAULT_ACCENT[archetype],
    dark: /\bdark\b/i.test(prompt),
    sections: findSections(prompt),
    nouns: extractNouns(prompt),
    subject: findSubject(prompt),
  };
}
