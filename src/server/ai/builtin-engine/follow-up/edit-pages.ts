import {
  ABOUT_PAGE,
  entriesOf,
  HOME_SECTIONS,
  isList,
  type ListEntry,
  NAVIGATION,
  sectionId,
  sectionsPageFiles,
  withEntryAt,
  withoutEntry,
  withPage,
  withSection,
} from '../app/lists';
import { titleCase } from '../lexicon/text';
import type { Work } from './edit-content';
import { findPart, PART_NAMES, type Part, partPath, writePart } from './edit-parts';
import { upgradeLegacyLayout } from './legacy-layout';

// Follow-up edits to the app's structure: home-page sections and pages in the navigation, each
// one line of src/home-sections.ts or src/navigation.ts.

const lists = (source: string | undefined) => (isList(source) ? entriesOf(source) : null);

/** Whether the list file (navigation or home sections) has an entry drawn by `component`. */
export const listsComponent = (source: string | undefined, component: string) =>
  lists(source)?.some((e) => e.component === component) ?? false;

/** A label inside a sentence: "FAQ" stays as it is, "Testimonials" is lower-cased. */
const spoken = (label: string) => (/^[A-Z]{2,}$/.test(label) ? label : label.toLowerCase());

const article = (word: string) => (/^(?:[aeiou]|RSVP|FAQ)/i.test(word) ? 'an' : 'a');

export function addSection(w: Work, part: Part, appName: string): void {
  upgradeLegacyLayout(w);
  const { component, label } = part;
  const what = spoken(label);
  // A tool opens on its main page and has no sections until one is asked for: they go on an About page.
  if (w.files[HOME_SECTIONS] === undefined && isList(w.files[NAVIGATION]) && !pageNamed(w.files, ABOUT_PAGE.id)) {
    writePart(w.files, part, appName);
    Object.assign(w.files, sectionsPageFiles([component]), { [NAVIGATION]: withPage(w.files[NAVIGATION], ABOUT_PAGE) });
    w.done.push(`added an About page with ${part.says}`);
    return;
  }
  const home = w.files[HOME_SECTIONS];
  const entries = lists(home);
  if (!home || !entries) {
    w.problems.push(`I could not find where to put ${article(what)} ${what} section on the home page`);
    return;
  }
  if (entries.some((e) => e.component === component)) {
    w.problems.push(`the home page already has ${article(what)} ${what} section`);
    return;
  }
  writePart(w.files, part, appName);
  w.files[HOME_SECTIONS] = withSection(home, component);
  w.done.push(`added ${part.says} to the home page`);
}

export function removeSection(w: Work, part: Part): boolean {
  upgradeLegacyLayout(w);
  const home = w.files[HOME_SECTIONS];
  const { component } = part;
  if (!home || !listsComponent(home, component)) return false;
  w.files[HOME_SECTIONS] = withoutEntry(home, sectionId(component));
  // A section that is also a page (a site's contact form) stays for the page.
  if (!listsComponent(w.files[NAVIGATION], component)) delete w.files[partPath(part)];
  w.done.push(`removed the ${spoken(part.label)} section`);
  return true;
}

/** Where "to the top", "to the bottom", "above X" or "below X" puts a section. */
export type Place = { at: 'top' | 'bottom' } | { at: 'above' | 'below'; of: Part };

/**
 * Moves a home-page section. "The top" is just under the hero, which heads the page; only asking
 * for it by name ("above the hero") puts a section before it.
 */
export function moveSection(w: Work, part: Part, place: Place): void {
  upgradeLegacyLayout(w);
  const home = w.files[HOME_SECTIONS];
  const entries = lists(home);
  const what = spoken(part.label);
  const moving = entries?.find((e) => e.component === part.component);
  if (!home || !entries || !moving) {
    w.problems.push(`the home page has no ${what} section to move`);
    return;
  }
  const rest = entries.filter((e) => e !== moving);
  let index: number;
  let where: string;
  if ('of' in place) {
    const other = place.of;
    const at = rest.findIndex((e) => e.component === other.component);
    if (at < 0) {
      w.problems.push(
        `I couldn’t move the ${what} section ${place.at} the ${spoken(other.label)}: the home page has none`,
      );
      return;
    }
    index = place.at === 'above' ? at : at + 1;
    where = `${place.at} the ${spoken(other.label)}`;
  } else if (place.at === 'bottom') {
    index = rest.length;
    where = 'to the bottom';
  } else {
    index = rest[0]?.component === 'Hero' ? 1 : 0;
    where = index ? 'to the top (under the hero)' : 'to the top';
  }
  if (entries.indexOf(moving) === index) {
    w.problems.push(`the ${what} section is already ${where.replace(/^to /, 'at ')}`);
    return;
  }
  w.files[HOME_SECTIONS] = withEntryAt(home, moving.id, index);
  w.done.push(`moved the ${what} section ${where}`);
}

/** Where "first", "last", "before X" or "after X" puts a page in the header. */
export type PagePlace = { at: 'top' | 'bottom' } | { at: 'above' | 'below'; of: string };

/** The page among `entries` a name means ("the tenants page", "FAQ"), or none. */
function pageIn(entries: readonly ListEntry[], name: string) {
  const wanted = bareName(name);
  return entries.find((e) => e.id === wanted || e.label?.toLowerCase() === wanted);
}

/** The navigation's entry a name means, or none. */
export const pageNamed = (files: Record<string, string>, name: string) => pageIn(lists(files[NAVIGATION]) ?? [], name);

const bareName = (name: string) =>
  name
    .toLowerCase()
    .replace(/^(?:the|my|our)\s+/, '')
    .replace(/\s+(?:page|tab)$/, '')
    .trim();

/** Moves a page in the header; Home stays first, as the app opens on it. */
export function movePage(w: Work, name: string, place: PagePlace): void {
  upgradeLegacyLayout(w);
  const app = w.files[NAVIGATION];
  const entries = lists(app);
  const moving = entries && pageIn(entries, name);
  if (!app || !entries || !moving) {
    w.problems.push(`there is no “${bareName(name)}” page to move`);
    return;
  }
  const label = moving.label ?? name;
  if (moving.id === 'home') {
    w.problems.push('Home stays the first page, as the app opens on it');
    return;
  }
  const rest = entries.filter((e) => e !== moving);
  // Home, where there is one, stays first; without it the first page is the one the app opens on.
  const first = entries[0]?.id === 'home' ? 1 : 0;
  let index = place.at === 'top' ? first : rest.length;
  let where = place.at === 'top' ? (first ? 'right after Home' : 'first') : 'last';
  if ('of' in place) {
    const other = pageIn(rest, place.of);
    if (!other) {
      w.problems.push(`there is no “${bareName(place.of)}” page to put the ${label} page next to`);
      return;
    }
    const at = rest.indexOf(other);
    index = Math.max(first, place.at === 'above' ? at : at + 1);
    where = `${place.at === 'above' ? 'before' : 'after'} ${other.label ?? place.of}`;
  }
  if (entries.indexOf(moving) === index) {
    w.problems.push(`the ${label} page is already ${where}`);
    return;
  }
  w.files[NAVIGATION] = withEntryAt(app, moving.id, index);
  w.done.push(`moved the ${label} page ${where} in the header${index === 0 ? ', so the app opens on it' : ''}`);
}

function pageParts(label: string) {
  const clean = titleCase(label.replace(/[^A-Za-z0-9 ]/g, ' ').trim()) || 'New';
  const component = `${clean.replace(/\s+/g, '')}Page`;
  return { id: clean.toLowerCase().replace(/\s+/g, '-'), label: clean, component };
}

/**
 * Adds a page to the navigation: `source` (given the component's name), else a part the label
 * names (our story, the menu, a contact form…) as a page of its own. Any other page would have no
 * words but placeholders, so the reply says what it can add instead.
 */
export function addPage(w: Work, label: string, appName: string, source?: (component: string) => string): void {
  upgradeLegacyLayout(w);
  const app = w.files[NAVIGATION];
  const part = source ? null : findPart(label, w.files);
  if (!source && !part) {
    w.problems.push(
      `I can’t write a “${label}” page offline (I would have nothing to put on it but placeholder text); I can add a page or section for ${PART_NAMES}`,
    );
    return;
  }
  const {
    id,
    label: title,
    component,
  } = part ? { id: part.label.toLowerCase(), label: part.label, component: part.component } : pageParts(label);
  const entries = lists(app);
  if (!app || !entries) {
    w.problems.push(`I could not find the page list in ${NAVIGATION}`);
    return;
  }
  if (entries.some((e) => e.id === id)) {
    w.problems.push(`there is already ${article(title)} ${title} page`);
    return;
  }
  if (part) writePart(w.files, part, appName);
  else if (source) w.files[`src/pages/${component}.tsx`] = source(component);
  const from = part ? `components/sections/${component}` : undefined;
  w.files[NAVIGATION] = withPage(app, { id, label: title, component, from });
  w.done.push(`added ${article(title)} ${title} page to the navigation${part ? ` with ${part.says}` : ''}`);
}

export function removePage(w: Work, label: string): boolean {
  upgradeLegacyLayout(w);
  const app = w.files[NAVIGATION];
  const part = findPart(label, w.files);
  const id = part ? part.label.toLowerCase() : pageParts(label).id;
  const entry = lists(app)?.find((e) => e.id === id);
  if (!app || !entry || id === 'home') return false;
  w.files[NAVIGATION] = withoutEntry(app, id);
  const { component } = entry;
  const page = `src/pages/${component}.tsx`;
  if (w.files[page]) delete w.files[page];
  // A section shown as a page goes with it, unless the home page shows it too.
  const section = `src/components/sections/${component}.tsx`;
  if (w.files[section] && !listsComponent(w.files[HOME_SECTIONS], component)) delete w.files[section];
  w.done.push(`removed the ${label.toLowerCase()} page`);
  return true;
}
