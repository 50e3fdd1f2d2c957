import { askedFeatures } from '../lexicon/features';
import { explicitName, ownAppName, VENUES } from '../lexicon/names';
import { relatedNouns } from '../lexicon/related';
import { NOUN_STOP, normalise, nounForms, titleCase } from '../lexicon/text';
import type { Understanding } from '../lexicon/types';
import { understand } from '../lexicon/understand';
import { type Archetype, detectArchetype, isKindWord, joinsKindWord, namesKind, unshownBy } from './archetypes';
import { type AccentName, DEFAULT_ACCENT, findColour } from './colours';
import { asksBeyondTasks, droppedSentence } from './kind-fields';
import { kindName } from './kind-names';
import { type AssistAsk, asksWebhook, assistOf, type DigestAsk, digestOf } from './server-asks';
import { readSite, type SiteSpec, siteName } from './site-spec';

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
  /** For the generic kind: other things it keeps, each on a page of its own ("properties and tenants"). */
  related?: string[];
  /** For the site kind: what the site is for and the parts it has. */
  site?: SiteSpec;
  /** For the other kinds: a sentence naming fields the description asked for that the kind's page lacks. */
  dropped?: string;
  /** For the generic kind: a summary on a schedule the description asks for ("a daily digest"). */
  digest?: DigestAsk;
  /** For the generic kind: records arrive from other services by webhook. */
  webhook?: boolean;
  /** For the generic kind: a page that asks the app's AI ("suggest a recipe from what's in my fridge"). */
  assist?: AssistAsk;
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

// Words that ask for a section only in some phrases: "about" is usually a preposition ("a blog about
// baking"), "team" and "contact" usually say who the app is for or what it keeps ("a team task
// manager", "a contact list").
const ASKS_SECTION: Partial<Record<SectionKind, RegExp>> = {
  about: /\babout (?:us|me|page|section)\b/,
  team: /\b(?:team|staff) (?:section|page|bios?|members? section)\b|\bmeet (?:the|our) team\b/,
  contact: /\bcontact (?:form|section|page|us|me|details|info)\b|\bget in touch\b/,
};

export function findSections(text: string): SectionKind[] {
  const lower = text.toLowerCase();
  return SECTION_KINDS.filter((kind) => (ASKS_SECTION[kind] ?? new RegExp(`\\b${kind.replace(/s$/, '')}`)).test(lower));
}

export function extractNouns(prompt: string): string[] {
  const words = prompt.toLowerCase().match(/[a-z][a-z-]{2,}/g) ?? [];
  return [...new Set(words.filter((w) => !NOUN_STOP.has(w) && !findColour(w) && w !== 'dark'))].slice(0, 8);
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
const isSubject = (word: string) => !NOUN_STOP.has(word) && !NOT_A_SUBJECT.has(word) && !word.endsWith('ing');

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
  // A site is named after its venue when nothing better is given (site-spec.ts).
  site: '',
  generic: 'My App',
};

const CLEAN_NAME = /[^A-Za-z0-9&' -]/g;

export function extractName(prompt: string, archetype: Archetype): string {
  const given = explicitName(prompt);
  if (given !== null) return given;
  const ofKind = archetype === 'generic' || archetype === 'site' ? null : kindName(prompt, archetype);
  if (ofKind) return ofKind.replace(CLEAN_NAME, '');
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
  return topicName(prompt) ?? openingName(prompt) ?? ownAppName(prompt) ?? NAME_FALLBACK[archetype];
}

// "A blog about baking bread", "my podcast about gardening": what the thing opens by saying it is about.
const ABOUT =
  /^\W*(?:[a-z'-]+ ){0,3}?[a-z'-]+ about (?:(?:my|our|the|a|an) )?([a-z][a-z' -]*?)(?=\s*[,.!?;:]|\s+(?:with|that|which|where|and|for|in|to|so|plus)\b|$)/i;
// "Restaurant site", "my bakery's website": the description's opening noun phrase, up to where it
// turns to what the site has or whom it is for.
const OPENING_END = /[,;:.!?]|\s(?:with|for|that|which|where|to|of|about|and|so|including)\s/i;
const CONTAINERS = new Set('site website homepage page app platform portal'.split(' '));

function topicName(prompt: string): string | null {
  const topic = ABOUT.exec(prompt)?.[1];
  if (!topic || /^(?:us|me|page|section)\b/i.test(topic)) return null;
  return titleCase(topic.trim().split(/\s+/).slice(0, 3).join(' ').replace(CLEAN_NAME, ''));
}

/**
 * "Restaurant site with a menu" is Restaurant, "a yoga studio with class times" is Yoga Studio: the
 * description's opening noun names the app when it is a place or a business, not a kind of app
 * ("a music app", "a booking site") or a plain adjective.
 */
function openingName(prompt: string): string | null {
  const words = ` ${prompt.toLowerCase()} `
    .split(OPENING_END)[0]
    .replace(/'s\b/g, '')
    .split(/[^a-z0-9&'-]+/)
    .filter(Boolean);
  if (words.length === 0 || words.length > 5) return null;
  const last = words.at(-1) ?? '';
  // Before "site" or "app" every word may be the name; otherwise only a phrase ending in a venue.
  const named = CONTAINERS.has(last) ? words.slice(0, -1) : VENUES.has(last) ? words : [];
  const start = named.findIndex((w) => !NOUN_STOP.has(w) && !NOT_A_SUBJECT.has(w) && !findColour(w) && w !== 'dark');
  const kept = start < 0 ? [] : named.slice(start);
  if (kept.every((w) => isKindWord(w) || NOUN_STOP.has(w))) return null;
  return titleCase(kept.join(' ').replace(CLEAN_NAME, ''));
}

// "a course catalogue", "a podcast list": the owner keeps a list of the things, rather than a page
// where visitors use them. (A product catalogue stays a shop: its visitors buy from it.)
const LIST_WORDS = 'catalogues?|catalogs?|lists?|director(?:y|ies)|databases?|registers?|records';

function namesAList(prompt: string, u: Understanding): boolean {
  const nouns = [u.subject.singular, u.subject.plural].map((n) => n.toLowerCase().replace(/[^a-z ]/g, ''));
  return new RegExp(String.raw`\b(?:${nouns.join('|')})\s+(?:${LIST_WORDS})\b`, 'i').test(prompt);
}

export function buildSpec(prompt: string): AppSpec {
  const detected = detectArchetype(prompt);
  const records = understand(prompt);
  // A kind's keyword can sit in a description that plainly keeps a known thing ("a job application
  // tracker with a kanban board", "podcast episodes I want to listen to"): the records app fits it
  // better, unless that domain names this kind as the fuller app for it, or the description opens by
  // naming the kind outright ("a blog to track my travels").
  // A website shows words and a form: a known thing with a part a site cannot show ("a fundraiser
  // page with a goal thermometer") is the records app's.
  const asked = askedFeatures(normalise(prompt));
  const site = readSite(prompt, detected);
  if (site && !(records.known && unshownBy('site', asked).length > 0)) return siteSpec(prompt, site);
  // The task list keeps a title and a tick: a description asking for more fields ("with due dates
  // and assignees") gets the records app, which keeps them.
  const keeps =
    (records.strong && records.domain.kind !== detected && !namesKind(prompt, detected)) ||
    (detected === 'tasks' && records.domain.kind === 'tasks' && asksBeyondTasks(prompt)) ||
    (detected !== 'store' && records.strong && namesAList(prompt, records)) ||
    // A page feature the kind cannot show is one the records app can ("a pomodoro timer with a task
    // list"); a known thing named with the kind's own word ("meeting room booking", "stock
    // portfolio", "book a desk") is what the list keeps.
    (records.known &&
      (unshownBy(detected, asked).length > 0 ||
        (records.domain.kind !== detected && joinsKindWord(prompt.toLowerCase(), records.matched ?? '', detected))));
  const archetype = keeps ? 'generic' : detected;
  if (archetype === 'generic') {
    const subject = { singular: records.subject.singular.toLowerCase(), plural: records.subject.plural.toLowerCase() };
    const related = relatedNouns(prompt, records);
    const digest = digestOf(prompt);
    const assist = assistOf(prompt, subject.singular);
    return {
      ...baseSpec(prompt, archetype),
      name: records.name,
      subject,
      records,
      ...(related.length ? { related } : {}),
      ...(digest ? { digest } : {}),
      ...(asksWebhook(prompt) ? { webhook: true } : {}),
      ...(assist ? { assist } : {}),
    };
  }
  const dropped = droppedSentence(prompt, archetype);
  return { ...baseSpec(prompt, archetype), ...(dropped ? { dropped } : {}) };
}

const SITE_ACCENT: Record<SiteSpec['flavour'], AccentName> = {
  wedding: 'pink',
  event: 'purple',
  food: 'orange',
  band: 'purple',
  care: 'teal',
  business: 'blue',
  personal: 'slate',
};

function siteSpec(prompt: string, site: SiteSpec): AppSpec {
  const base = baseSpec(prompt, 'site');
  // About, FAQ and gallery are the site's own parts; the contact form may be its page.
  const sections = base.sections.filter(
    (s) => !['about', 'faq', 'gallery'].includes(s) && !(s === 'contact' && site.form === 'contact'),
  );
  return {
    ...base,
    name: siteName(prompt, site, base.name),
    accent: findColour(prompt) ?? SITE_ACCENT[site.flavour],
    sections,
    site,
  };
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
