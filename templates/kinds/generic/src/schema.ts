// Stand-in for the src/schema.ts the engine writes: what the app keeps, as data. The records
// pages and components read it, so one engine template serves every kind of list.

export type FieldType =
  | 'text'
  | 'longtext'
  | 'number'
  | 'currency'
  | 'date'
  | 'select'
  | 'boolean'
  | 'rating'
  | 'email'
  | 'phone'
  | 'url'
  | 'tags'
  | 'image';

export interface Field {
  /** The record's property name (camelCase). */
  key: string;
  label: string;
  type: FieldType;
  /** For select: the choices, the first is the default. */
  options?: readonly string[];
  required?: boolean;
}

/**
 * A figure worked out from a record's own numbers: the sum of its terms, each the product of
 * fields (subtracted where `minus`). A holding's value is units × current price.
 */
export interface Derived {
  key: string;
  label: string;
  type: 'number' | 'currency';
  terms: ReadonlyArray<{ times: readonly string[]; minus?: boolean }>;
  /** A gain or a loss: shown with its sign, green above zero and red below. */
  signed?: boolean;
}

export interface RecordSchema {
  /** The App Cloud collection the records live in. */
  collection: string;
  singular: string;
  plural: string;
  /** The key of the field that names a record (shown as its title). */
  title: string;
  fields: readonly Field[];
  /** With check-ins, what each card's check-in button says ("Watered today"); "Done today" if unset. */
  checkInLabel?: string;
  /**
   * Fields that together name one thing at one time, which only one record may hold: a desk on a
   * day at a time of day. The form says who has it instead of saving a second.
   */
  unique?: readonly string[];
  /** The order the list opens in: newest first, by its date, by its amount, or A to Z. */
  sort?: 'added' | 'date' | 'amount' | 'title';
  /** Figures each record shows, worked out from its numbers; the summary adds them up. */
  derived?: readonly Derived[];
  /**
   * Records the preview opens with, marked as samples, so every part of the page shows itself (a
   * live app starts empty). A date here is a number of days from the day they are added: -3 is
   * three days before.
   */
  samples?: ReadonlyArray<Record<string, string | number | boolean>>;
}

export const schema: RecordSchema = {
  collection: 'habits',
  singular: 'Habit',
  plural: 'Habits',
  title: 'name',
  fields: [
    { key: 'name', label: 'Name', type: 'text', required: true },
    { key: 'frequency', label: 'Frequency', type: 'select', options: ['Daily', 'Weekly'] },
    { key: 'notes', label: 'Notes', type: 'longtext' },
  ],
  samples: [
    { name: 'Read 20 pages', frequency: 'Daily' },
    { name: 'Long walk', frequency: 'Weekly' },
  ],
};

/** The extras the records page shows around its list; the engine turns on those that fit the app. */
export interface Features {
  /** Count, total and average of the amounts. */
  summary: boolean;
  /** Totals (or how many were added) per day or week, over the date field; with check-ins, how many of those. */
  trend: boolean;
  /** Totals per choice of the category-like select field. */
  byCategory: boolean;
  /** A board with a column per choice of the status-like select field. */
  kanban: boolean;
  /** This week's records, day by day. */
  week: boolean;
  /** A month calendar: each day coloured by its record (a mood) or, with check-ins, a heatmap of them. */
  month: boolean;
  /** Consecutive days with a record, or with check-ins when there are. */
  streaks: boolean;
  /** A button that downloads the records as a spreadsheet (CSV). */
  csv: boolean;
  /**
   * A "Done today" toggle and a streak on each record, for things done again and again (habits,
   * chores, doses). Streaks and the chart then count check-ins instead of records.
   */
  checkins: boolean;
  /** A button that deletes every record once confirmed; with check-ins it resets the streaks instead. */
  clearAll: boolean;
  /** A button that ticks the first yes/no field of every record in view. */
  markAllDone: boolean;
  /** A toggle that puts the list in a random order. */
  shuffle: boolean;
  /** Signing in with an e-mailed code, so the records follow their owner to every device. */
  signin: boolean;
  /** A countdown timer that can log each finished session as a record. */
  timer: boolean;
  /** A goal (per day, week, month or in total) and how far the records go towards it. */
  goal: boolean;
  /** Flashcards over the records: the title asks, the answer field answers. */
  quiz: boolean;
  /** A leaderboard: the amount summed per person (or per category), highest first. */
  ranking: boolean;
  /** A search box over the text fields: every list has one until a follow-up removes it. */
  search: boolean;
  /** Today's weather in each record's place (its title), fetched live from a public service. */
  weather: boolean;
  /** A converter between the records' currencies (their titles) at today's rates, fetched live. */
  rates: boolean;
}

export const features: Features = {
  summary: false,
  trend: true,
  byCategory: false,
  kanban: false,
  week: false,
  month: false,
  streaks: true,
  csv: false,
  checkins: true,
  clearAll: false,
  markAllDone: false,
  shuffle: false,
  signin: false,
  timer: false,
  goal: false,
  quiz: false,
  ranking: false,
  search: true,
  weather: false,
  rates: false,
};
