import { sectionComponent, sectionPath, sectionSource } from '../app/sections';
import { siteContent } from '../site/content';
import { SITE_SECTIONS, type SiteSection, siteDataSource, siteSectionPath, siteSectionSource } from '../site/sections';
import { flavourOf, type SiteSpec } from '../understand/site-spec';
import { SECTION_KINDS, type SectionKind } from '../understand/spec';

// The parts a follow-up can add as a home-page section or a page of their own, by the words people
// use for them: the shell's sections (contact, FAQ, pricing…) and a site's (story, menu, opening
// hours…), whose words are written into src/data.ts for what the app is.

export interface Part {
  /** A shell section, or a site part whose words live in src/data.ts. */
  section?: SectionKind;
  site?: SiteSection;
  component: string;
  /** Its page's label in the navigation, and how the reply names it. */
  label: string;
  says: string;
}

const SITE_WORDS: Array<[RegExp, SiteSection]> = [
  [/^(?:story|history|how we met)$/, 'story'],
  [/^(?:schedule|timeline|programme|program|agenda|itinerary|tour dates|events|timetable|what'?s on)$/, 'schedule'],
  [/^(?:menu|food|drinks|food menu|drinks menu)$/, 'menu'],
  [/^(?:hours|opening hours|opening times|visit|visit us|location|find us|directions|address)$/, 'hours'],
  [/^(?:services|prices|price list|treatments)$/, 'services'],
  [/^(?:photos|pictures|photo gallery)$/, 'photos'],
  [/^(?:questions|q ?& ?a)$/, 'questions'],
  [/^(?:rsvps?|registration|register)$/, 'rsvp'],
  [/^(?:reservations?|reserve|book a table|table bookings?)$/, 'reservation'],
];

const isSite = (files: Record<string, string>) => /\(kind: site\)/.test(files['src/data.ts'] ?? '');

function sitePart(part: SiteSection): Part {
  const def = SITE_SECTIONS[part];
  return { site: part, component: def.component, label: def.label, says: def.says };
}

/** The part `name` asks for ("our story", "a menu", "faq"), or null when there is none by that name. */
export function findPart(name: string, files: Record<string, string>): Part | null {
  const word = name
    .toLowerCase()
    .replace(/^(?:(?:a|an|the|my|our|new)\s+)+/, '')
    .replace(/\s+(?:section|page|form)$/, '')
    .trim();
  // On a site, a gallery and questions are the site's own, written for it.
  if (isSite(files) && /^(?:gallery|faqs?)$/.test(word)) return sitePart(word === 'gallery' ? 'photos' : 'questions');
  const section = SECTION_KINDS.find(
    (k) => k === word || `${k}s` === word || k === `${word}s` || (k === 'faq' && /^(?:faqs|questions)$/.test(word)),
  );
  if (section) {
    const label = section === 'faq' ? 'FAQ' : `${section[0].toUpperCase()}${section.slice(1)}`;
    return {
      section,
      component: sectionComponent(section),
      label,
      says: `${/^[aeiou]/.test(section) ? 'an' : 'a'} ${section} section`,
    };
  }
  const site = SITE_WORDS.find(([pattern]) => pattern.test(word))?.[1];
  return site ? sitePart(site) : null;
}

/** Every name findPart knows, for a reply that says what can be added. */
export const PART_NAMES =
  'our story, a menu, opening hours, services, a schedule, photos, questions, an RSVP form, a reservation form, contact, FAQ, pricing, team, testimonials, gallery, about or newsletter';

/** What the app is for, read from its name and headline, so added parts speak of it. */
function siteFor(files: Record<string, string>): SiteSpec {
  const data = files['src/data.ts'] ?? '';
  const said = [...data.matchAll(/^(?:export const (?:appName|tagline) = |\s+(?:headline|subheading): )'(.*)',?;?$/gm)]
    .map((m) => m[1])
    .join(' ')
    .toLowerCase();
  const found = flavourOf(said) ?? { flavour: 'business' as const, venue: 'business' };
  return {
    ...found,
    parts: [],
    form: null,
    formFirst: false,
    pages: [],
    notBuilt: [],
    season: null,
    notify: false,
  };
}

/** Writes the part's component, and for a site part its words into src/data.ts where they are missing. */
export function writePart(files: Record<string, string>, part: Part, appName: string): void {
  if (part.section) {
    files[sectionPath(part.section)] ??= sectionSource(part.section, appName);
    return;
  }
  if (!part.site) return;
  files[siteSectionPath(part.site)] ??= siteSectionSource(part.site);
  const data = SITE_SECTIONS[part.site].data;
  const source = files['src/data.ts'] ?? '';
  if (!data || source.includes(`export const ${data.name}: `)) return;
  const content = siteContent(siteFor(files), appName);
  const value = content[data.name as keyof typeof content];
  files['src/data.ts'] = `${source.replace(/\n*$/, '\n')}\n${siteDataSource(part.site, value, source)}`;
}

/** The file a part's component lives in. */
export function partPath(part: Part): string {
  return part.site ? siteSectionPath(part.site) : sectionPath(part.section as SectionKind);
}
