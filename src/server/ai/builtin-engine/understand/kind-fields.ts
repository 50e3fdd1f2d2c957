import { withAskedFields } from '../lexicon/attributes';
import { normalise } from '../lexicon/text';
import type { Archetype } from './archetypes';

// Fields a description asks for by name ("with due dates and assignees"), against what a kind's
// page shows, so no asked-for field is dropped without the reply saying so.

/** What each kind's page shows of each item, as the reply says it. */
const SHOWS: Partial<Record<Archetype, string>> = {
  store: 'each product’s name, price and category',
  booking: 'each service’s name, length and price, and each booking’s day, time and name',
  tasks: 'each task’s title and whether it is done',
  admin: 'each person’s name, e-mail, role and whether they are active',
  social: 'each post’s text, time and likes',
  blog: 'each article’s title, tag, date and text',
  learning: 'each course’s title, level and lessons',
  music: 'each track’s title, artist and length',
  portfolio: 'each project’s title, category and summary',
  landing: 'each plan’s name, price and perks',
  analytics: 'each metric’s value and its trend',
};

/** What each kind's own page keeps or shows per item, as field words. */
const KIND_FIELDS: Partial<Record<Archetype, RegExp>> = {
  store: /^(?:name|price|cost|amount|category)$/,
  booking: /^(?:date|duration|price|cost|amount|name)$/,
  tasks: /^(?:task|title|name|done)$/,
  admin: /^(?:name|email|role|status|active)$/,
  social: /^(?:text|post|date|photo)$/,
  blog: /^(?:title|date|category|tags|notes)$/,
  learning: /^(?:title|level|lessons)$/,
  music: /^(?:title|artist|duration)$/,
  portfolio: /^(?:title|category|notes)$/,
  landing: /^(?:name|price|amount)$/,
  analytics: /^(?:date|amount)$/,
};

/** Fields the description asks for by name, as the lexicon would add them. */
function askedFields(prompt: string) {
  // "a website" says what the app is, not that its items have a link.
  return withAskedFields(normalise(prompt).replace(/\bweb ?sites?\b/g, 'site'), []);
}

/** True when a to-do description asks for fields beyond a title and a tick. */
export function asksBeyondTasks(prompt: string): boolean {
  return askedFields(prompt).some((f) => !(KIND_FIELDS.tasks as RegExp).test(f.key.toLowerCase()));
}

/** The asked-for fields the kind's page does not show, lower case ("photo", "rating"). */
export function droppedFields(prompt: string, archetype: Archetype): string[] {
  const shows = KIND_FIELDS[archetype];
  if (!shows) return [];
  return askedFields(prompt)
    .filter((f) => !shows.test(f.key.toLowerCase()) && !shows.test(f.label.toLowerCase()))
    .map((f) => f.label.toLowerCase());
}

const list = (parts: string[]) =>
  parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;

/** A sentence for the first reply naming the asked-for fields the kind's page does not have, or nothing. */
export function droppedSentence(prompt: string, archetype: Archetype): string {
  const dropped = droppedFields(prompt, archetype);
  if (dropped.length === 0) return '';
  return (
    ` I haven’t added ${dropped.length === 1 ? `${/^[aeiou]/.test(dropped[0] ?? '') ? 'an' : 'a'} ${dropped[0]} field` : `${list(dropped)} fields`}: this page shows ${SHOWS[archetype]}, and the built-in engine can’t add fields to it. ` +
    'Describe it as a list to keep (“a list of … with …”) for a records app that has them, or use an AI provider.'
  );
}
