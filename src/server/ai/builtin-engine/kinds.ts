import type { Archetype } from './archetypes';
import { booking, landing, store } from './kinds-commerce';
import { blog, learning, music, portfolio, social } from './kinds-media';
import { admin, analytics, generic, tasks } from './kinds-work';
import type { PageRef } from './shell';
import type { AppSpec } from './spec';
import { templateFile } from './templates';

/**
 * What one kind of app adds to the shared shell: its content list and copy. Its main page and the
 * type of its list items are files in templates/kinds/<kind>/ (read by `pageSource`, `itemType`).
 */
export interface KindDef {
  page: PageRef;
  /** Name of the exported array in src/data.ts that the page reads and follow-ups may add items to. */
  list: string;
  items: (spec: AppSpec) => Array<Record<string, unknown>>;
  newItem: (name: string, id: number) => Record<string, unknown>;
  hero: (spec: AppSpec) => { headline: string; subheading: string; cta: string };
  features: Array<[string, string]>;
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
  generic,
};

/** The kind's main page, copied into the app as it is. */
export function pageSource(archetype: Archetype): string {
  return templateFile(`kinds/${archetype}/src/pages/${KINDS[archetype].page.component}.tsx`);
}

/**
 * The interface of the kind's list items, taken from the stand-in data.ts that its page is
 * type-checked against, so the generated src/data.ts declares exactly the type the page was checked with.
 */
export function itemType(archetype: Archetype): { name: string; source: string } {
  const match = /^export interface (\w+) \{\n[\s\S]*?\n\}\n/m.exec(templateFile(`kinds/${archetype}/src/data.ts`));
  if (!match) throw new Error(`templates/kinds/${archetype}/src/data.ts declares no item interface`);
  return { name: match[1], source: match[0] };
}
