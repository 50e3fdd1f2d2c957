import type { Archetype } from './archetypes';
import { withAskedFields } from './lexicon/attributes';
import { normalise } from './lexicon/text';

// Fields a description asks for by name ("with due dates and assignees"), against what a kind's
// page shows, so no asked-for field is dropped without the reply saying so.

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
  return withAskedFields(normalise(prompt), []);
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
