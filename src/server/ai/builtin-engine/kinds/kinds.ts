import type { CloudRules } from '../../../../shared/cloud/rules';
import type { PageRef } from '../app/lists';
import { templateFile } from '../app/templates';
import type { Archetype } from '../understand/archetypes';
import type { AppSpec } from '../understand/spec';
import { booking, landing, store } from './commerce';
import { blog, learning, music, portfolio, social } from './media';
import { site } from './site';
import { admin, analytics, generic, tasks } from './work';

/** Content the app's maker writes: a list in src/data.ts that the page reads and follow-ups may add to. */
export interface ContentList {
  /** Name of the exported array in src/data.ts. */
  name: string;
  items: (spec: AppSpec) => Array<Record<string, unknown>>;
  newItem: (name: string, id: number) => Record<string, unknown>;
}

/**
 * What people add in the app itself: saved in App Cloud through `useCollection` (the page says
 * which collections), never in the code, so a follow-up cannot add to it.
 */
export interface CloudData {
  /** What the page's records are called, as its heading would ("Tasks"). */
  records: string;
  /** For the first reply: what is saved, and who sees it. */
  saved: (spec: AppSpec) => string;
  /** What src/data.ts needs beyond the shared header, if anything. */
  source?: (spec: AppSpec) => string;
  /** cloud.json, where the default (each visitor reads and changes only their own) is not right. */
  rules?: Pick<CloudRules, 'collections'>;
  /** Records the app starts with in each environment (cloud.json's `seed`): a shop's products. */
  seed?: (spec: AppSpec) => NonNullable<CloudRules['seed']>;
  /** Where the owner adds one of `records` instead, when visitors cannot: "in the Database tab". */
  addedIn?: string;
}

/**
 * What one kind of app adds to the shared shell: its content, its visitors' data and copy. Its
 * main page and the type of its content items are files in templates/kinds/<kind>/ (read by
 * `pageSource`, `itemType`).
 */
export interface KindDef {
  page: PageRef;
  /** The page's label in the navigation and its address, where they depend on the prompt. */
  label?: (spec: AppSpec) => string;
  id?: (spec: AppSpec) => string;
  /**
   * A front page before the main page, where a visitor expects one: a shop, a booking site, a
   * portfolio, a landing page. Tools open on their main page. Under its hero: highlights, or the
   * main page itself where that is what every visitor comes for (booking a time).
   */
  front?: 'highlights' | 'page';
  /** Pages after the main page, each a template of the kind: a shop's orders. */
  pages?: PageRef[];
  content?: ContentList;
  cloud?: CloudData;
  /** Files the page needs besides itself (written with the app). */
  files?: (spec: AppSpec) => Record<string, string>;
  hero: (spec: AppSpec) => { headline: string; subheading: string; cta: string };
  /** The highlights under a front page's hero. */
  features?: Array<[string, string]>;
  tagline: string;
}

export const KINDS: Record<Archetype, KindDef> = {
  store,
  booking,
  landing,
  music,
  learning,
  blog,
  portfolio,
  social,
  tasks,
  analytics,
  admin,
  site,
  generic,
};

/** The kind's main page as the navigation shows it. */
export function pageOf(spec: AppSpec): PageRef {
  const kind = KINDS[spec.archetype];
  return { ...kind.page, label: kind.label?.(spec) ?? kind.page.label, id: kind.id?.(spec) ?? kind.page.id };
}

/** The kind's main page (or another of its pages), copied into the app as it is. */
export function pageSource(archetype: Archetype, page: PageRef = KINDS[archetype].page): string {
  return templateFile(`kinds/${archetype}/src/pages/${page.component}.tsx`);
}

/**
 * The interface of the kind's content items, taken from the stand-in data.ts that its page is
 * type-checked against, so the generated src/data.ts declares exactly the type the page was checked with.
 */
export function itemType(archetype: Archetype): { name: string; source: string } {
  const match = /^export interface (\w+) \{\n[\s\S]*?\n\}\n/m.exec(templateFile(`kinds/${archetype}/src/data.ts`));
  if (!match) throw new Error(`templates/kinds/${archetype}/src/data.ts declares no item interface`);
  return { name: match[1], source: match[0] };
}
