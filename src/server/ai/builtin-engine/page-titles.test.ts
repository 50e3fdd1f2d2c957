import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { entriesOf, HOME_SECTIONS, NAVIGATION } from './app/lists';
import { first } from './test-utils';
import { SAMPLE_PROMPTS } from './understand/sample-prompts';

// Every page of a generated app has a heading of level 1: screen readers jump to it, and a page
// without one reads as untitled. A section can be a page of its own (a site's Contact, an RSVP
// page) or open a page without a hero (a tool's About), so its title is an h1 there and an h2 under
// a hero.

const titlesPage = (source: string) => /<h1[\s>]/.test(source) || source.includes("level === 1 ? 'h1' : 'h2'");

/** The project file a relative import in `from` names, if it is one. */
function imported(files: Record<string, string>, from: string, specifier: string) {
  const base = path.posix.join(path.posix.dirname(from), specifier);
  return [`${base}.tsx`, `${base}.ts`].find((candidate) => files[candidate] !== undefined);
}

/** Whether the component `name` imported by `from` renders a level-1 heading, itself or through what it imports. */
function hasTitle(files: Record<string, string>, from: string, name: string, depth = 2): boolean {
  const specifier = new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from '(\\.[^']+)'`).exec(files[from] ?? '')?.[1];
  const file = specifier && imported(files, from, specifier);
  if (!file) return false;
  const source = files[file] ?? '';
  if (titlesPage(source)) return true;
  if (depth === 0) return false;
  return [...source.matchAll(/import \{ (\w+)[^}]*\} from '\.[^']+'/g)].some((m) =>
    hasTitle(files, file, m[1] ?? '', depth - 1),
  );
}

const prompts = [
  ...Object.values(SAMPLE_PROMPTS),
  'A website for my bakery with opening hours and a contact page',
  'A gallery of my pottery with prices',
  'Habit tracker with streaks and an about page',
];

describe('page titles', () => {
  it.each(prompts)('every page of "%s" has a level-1 heading', (prompt) => {
    const { files } = first(prompt);
    for (const page of entriesOf(files[NAVIGATION] ?? '')) {
      if (page.component !== 'Home') {
        expect(hasTitle(files, NAVIGATION, page.component), `${page.label} (${page.component})`).toBe(true);
        continue;
      }
      // The sections page: the hero's heading, else the first section's, as a page title.
      const [opening] = entriesOf(files[HOME_SECTIONS] ?? '');
      expect(opening, `${page.label} has sections`).toBeDefined();
      if (opening?.id === 'hero') continue;
      expect(hasTitle(files, HOME_SECTIONS, opening?.component ?? ''), `${page.label} opens on a title`).toBe(true);
    }
  });
});
