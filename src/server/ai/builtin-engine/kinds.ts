import type { AppSpec, Archetype } from './archetypes';
import { booking, landing, store } from './kinds-commerce';
import { blog, learning, music, portfolio, social } from './kinds-media';
import { admin, analytics, generic, tasks } from './kinds-work';
import type { PageRef } from './shell';

/** What one kind of app adds to the shared shell: its main page, its content list and copy. */
export interface KindDef {
  page: PageRef;
  /** Name of the exported array in src/data.ts that follow-ups may add items to. */
  list: string;
  type: string;
  typeName: string;
  items: (spec: AppSpec) => Array<Record<string, unknown>>;
  newItem: (name: string, id: number) => Record<string, unknown>;
  hero: (spec: AppSpec) => { headline: string; subheading: string; cta: string };
  features: Array<[string, string]>;
  tagline: string;
  /** The main page component; imports its list from '../data'. */
  source: string;
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
