// Short constructors for fields, so the domain tables read like a list of columns.
import type { Field } from './types';

/** "Prep time (min)" → prepTimeMin: keys are camelCase and made only of letters and digits. */
export function keyOf(label: string): string {
  const words = label
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .trim()
    .split(/\s+/);
  return words.map((w, i) => (i === 0 ? w.toLowerCase() : w[0].toUpperCase() + w.slice(1).toLowerCase())).join('');
}

const field = (label: string, type: Field['type']): Field => ({ key: keyOf(label), label, type });

/** The one required field that names a record. */
export const title = (label = 'Name'): Field => ({ ...field(label, 'text'), required: true });
export const text = (label: string): Field => field(label, 'text');
export const long = (label = 'Notes'): Field => field(label, 'longtext');
export const num = (label: string): Field => field(label, 'number');
export const money = (label = 'Amount'): Field => field(label, 'currency');
export const date = (label = 'Date'): Field => field(label, 'date');
export const bool = (label: string): Field => field(label, 'boolean');
export const stars = (label = 'Rating'): Field => field(label, 'rating');
export const email = (label = 'Email'): Field => field(label, 'email');
export const phone = (label = 'Phone'): Field => field(label, 'phone');
export const link = (label = 'Link'): Field => field(label, 'url');
export const tags = (label = 'Tags'): Field => field(label, 'tags');
export const image = (label = 'Photo'): Field => field(label, 'image');
/** The first option is the default. */
export const select = (label: string, options: readonly string[]): Field => ({ ...field(label, 'select'), options });
