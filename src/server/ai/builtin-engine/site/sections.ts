import { templateFile } from '../app/templates';
import type { SiteForm, SitePart } from '../understand/site-spec';

// The files of a website's parts. Content parts and the RSVP and reservation forms are files in
// templates/kinds/site/src/components/sections/, each reading its content from one export of the
// app's src/data.ts; the contact form is the shell's ContactSection, which needs none.

interface PartDef {
  component: string;
  /** The export of src/data.ts the section reads, and the interfaces its value needs. */
  data?: { name: string; type: string; interfaces: string[] };
  /** Its page's label in the navigation, and how the reply names it. */
  label: string;
  says: string;
}

export const SITE_SECTIONS: Record<SitePart | Exclude<SiteForm, 'contact'>, PartDef> = {
  story: {
    component: 'StorySection',
    data: { name: 'story', type: 'Story', interfaces: ['Story'] },
    label: 'Story',
    says: 'the story',
  },
  schedule: {
    component: 'ScheduleSection',
    data: { name: 'schedule', type: 'Schedule', interfaces: ['Moment', 'Schedule'] },
    label: 'Schedule',
    says: 'the schedule',
  },
  menu: {
    component: 'MenuSection',
    data: { name: 'menu', type: 'MenuGroup[]', interfaces: ['Dish', 'MenuGroup'] },
    label: 'Menu',
    says: 'the menu',
  },
  hours: {
    component: 'HoursSection',
    data: { name: 'visit', type: 'Visit', interfaces: ['Visit'] },
    label: 'Visit',
    says: 'opening hours with the address',
  },
  services: {
    component: 'ServicesSection',
    data: { name: 'services', type: 'Service[]', interfaces: ['Service'] },
    label: 'Services',
    says: 'services with prices',
  },
  photos: {
    component: 'PhotosSection',
    data: { name: 'photos', type: 'string[]', interfaces: [] },
    label: 'Gallery',
    says: 'a gallery',
  },
  questions: {
    component: 'QuestionsSection',
    data: { name: 'questions', type: 'Question[]', interfaces: ['Question'] },
    label: 'Questions',
    says: 'questions and answers',
  },
  rsvp: {
    component: 'RsvpSection',
    data: { name: 'rsvp', type: 'RsvpInfo', interfaces: ['RsvpInfo'] },
    label: 'RSVP',
    says: 'a form for guests’ replies',
  },
  reservation: {
    component: 'ReservationSection',
    data: { name: 'reservation', type: 'ReservationInfo', interfaces: ['ReservationInfo'] },
    label: 'Reserve',
    says: 'a form to request a table',
  },
};
export type SiteSection = keyof typeof SITE_SECTIONS;

export const isSiteSection = (word: string): word is SiteSection => word in SITE_SECTIONS;

export function siteSectionPath(part: SiteSection): string {
  return `src/components/sections/${SITE_SECTIONS[part].component}.tsx`;
}

export function siteSectionSource(part: SiteSection): string {
  return templateFile(`kinds/site/${siteSectionPath(part)}`);
}

/** An interface of the site's stand-in data.ts, as the engine copies it into an app. */
export function siteInterface(name: string): string {
  const match = new RegExp(`^export interface ${name} \\{\\n[\\s\\S]*?\\n\\}\\n`, 'm').exec(
    templateFile('kinds/site/src/data.ts'),
  );
  if (!match) throw new Error(`templates/kinds/site/src/data.ts declares no interface ${name}`);
  return match[0];
}

/** A value as readable TypeScript: one property or item a line where it does not fit on one. */
export function literal(value: unknown, indent = ''): string {
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (typeof value !== 'object' || value === null) return String(value);
  const inner = `${indent}  `;
  const entries = Array.isArray(value)
    ? value.map((v) => literal(v, inner))
    : Object.entries(value).map(([k, v]) => `${k}: ${literal(v, inner)}`);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{ ', ' }'];
  const flat = `${open}${entries.join(', ')}${close}`.replace(/^\[ /, '[');
  if (flat.length + indent.length <= 100 && !flat.includes('\n')) return flat;
  const [o, c] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return `${o}\n${entries.map((e) => `${inner}${e},`).join('\n')}\n${indent}${c}`;
}

/** The part's data for src/data.ts: its interfaces (those `existing` lacks) and its export. */
export function siteDataSource(part: SiteSection, value: unknown, existing = ''): string {
  const data = SITE_SECTIONS[part].data;
  if (!data) return '';
  const types = data.interfaces.filter((name) => !existing.includes(`export interface ${name} `)).map(siteInterface);
  return [...types, `export const ${data.name}: ${data.type} = ${literal(value)};\n`].join('\n');
}
