// The shapes the lexicon speaks in. Fields are the records app's own `Field` type, so what the
// lexicon understands can be written into an app's src/schema.ts without translation.
import type { Derived, Field, FieldType } from '../../../../../templates/kinds/generic/src/schema';

export type { Derived, Field, FieldType };

/** Page features a description can ask for, by name or through what it keeps. */
export const FEATURES = [
  'chart',
  'totals',
  'search',
  'filters',
  'sort',
  'rating',
  'calendar',
  'month',
  'kanban',
  'timer',
  'goals',
  'quiz',
  'ranking',
  'streaks',
  'tags',
  'export',
  'signin',
  'weather',
  'rates',
] as const;
export type Feature = (typeof FEATURES)[number];

/**
 * The engine's own kinds (its archetype names, minus generic). A domain names one when that kind
 * already builds a fuller app for it, so the engine can choose; the lexicon never imports the
 * engine, hence the copy.
 */
export type EngineKind =
  | 'store'
  | 'learning'
  | 'music'
  | 'analytics'
  | 'portfolio'
  | 'social'
  | 'admin'
  | 'blog'
  | 'tasks'
  | 'booking'
  | 'landing';

/** Something a person keeps a list of, and what a list of it looks like. */
export interface Domain {
  id: string;
  /** Lowercase words and phrases that name it in a description, singular and plural. */
  words: readonly string[];
  /** A name for an app about it: "Habit Tracker". */
  name: string;
  singular: string;
  plural: string;
  /** A lucide-react icon component name. */
  icon: string;
  /** Exactly one is required: the record's title. */
  fields: readonly Field[];
  implies: readonly Feature[];
  kind?: EngineKind;
  /**
   * A venue's own people and offerings (a club's members, a salon's appointments): an app of them is
   * the venue's, so "a members list for my book club" is named Book Club, where "a bug tracker for
   * our team" is a Bug Tracker.
   */
  ofVenue?: boolean;
  /**
   * Its words are also something done to other things ("lend", "borrowed"): "the books I lend" keeps
   * loans of books, not books.
   */
  act?: boolean;
  /** Field keys only one record may hold together: a desk on a day at a time (the schema's `unique`). */
  unique?: readonly string[];
  /**
   * A list everyone who opens the app works on together (who brings what, who took which shift or
   * desk): every visitor reads all of it and changes only what they added. Never with contact fields.
   */
  shared?: boolean;
  /** Figures worked out from a record's numbers (a holding's value, its gain or loss). */
  derived?: readonly Derived[];
}

/** What a description asks for, as the records template needs it. */
export interface Understanding {
  domain: Domain;
  /** False when the subject is a noun the lexicon does not know and the domain was made up for it. */
  known: boolean;
  /**
   * True when that known domain is plainly what the description keeps: the noun of its subject phrase
   * ("a bug tracker", "log my runs") or the noun phrase it opens with ("Invoices for my studio"), not
   * a word in passing, a modifier ("restaurant site") or the venue. The engine lets such a subject
   * outweigh a kind's keyword, and the app is named after it rather than the venue.
   */
  strong?: boolean;
  /** The words of the description that named the known domain ("meeting room booking"). */
  matched?: string;
  name: string;
  subject: { singular: string; plural: string };
  /** The domain's fields plus those the description adds. */
  fields: Field[];
  features: Feature[];
}
