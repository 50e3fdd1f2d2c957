import type { Item } from '@shipwright/cloud';
import { format, isValid, parseISO } from 'date-fns';
import type { Derived, Field, FieldType, RecordSchema } from '../../schema';

// What one field of a saved record holds: text (dates as yyyy-MM-dd), a number, a yes/no, or tags.
export type Value = string | number | boolean | string[] | null;
// A record as App Cloud keeps it: one property per field key. Older records may lack newer fields.
export type Entry = Partial<Record<string, Value>>;
export type SavedRecord = Item<Entry>;

/** Amounts are shown in this currency. */
const currency = 'USD';

const money = new Intl.NumberFormat(undefined, { style: 'currency', currency });
const plain = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });

const compactMoney = new Intl.NumberFormat(undefined, { style: 'currency', currency, notation: 'compact' });
const compactPlain = new Intl.NumberFormat(undefined, { notation: 'compact' });

export const formatMoney = (amount: number) => money.format(amount);
export const formatNumber = (value: number) => plain.format(value);
/** A number for a chart's axis, short: $1.2K. */
export const formatShort = (value: number, field: Field | undefined) =>
  (field?.type === 'currency' ? compactMoney : compactPlain).format(value);

/** A yyyy-MM-dd value as a day, or null when it is not one. */
export function dayOf(value: Value | undefined): Date | null {
  if (typeof value !== 'string' || !value) return null;
  const day = parseISO(value);
  return isValid(day) ? day : null;
}

export const formatDay = (day: Date) => format(day, 'd MMM yyyy');

export const fieldsOf = (schema: RecordSchema, ...types: FieldType[]) =>
  schema.fields.filter((f) => types.includes(f.type));

/** A number that names rather than measures (a year, a jersey number): never added up, shown as written. */
export const isLabelNumber = (field: Field) => /\b(?:year|vintage|number|no|jersey)\b/i.test(field.label);

/** The numbers that add up: amounts of money, and numbers that measure. */
export const measureFields = (schema: RecordSchema) =>
  fieldsOf(schema, 'currency', 'number').filter((f) => !isLabelNumber(f));

/** The field whose numbers add up: the first amount of money, else the first number that measures. */
export const amountField = (schema: RecordSchema): Field | undefined =>
  fieldsOf(schema, 'currency')[0] ?? measureFields(schema)[0];

export const dateField = (schema: RecordSchema): Field | undefined => fieldsOf(schema, 'date')[0];

/** The select field a record moves along (status, stage…), else the first select. */
export const statusField = (schema: RecordSchema): Field | undefined => {
  const selects = fieldsOf(schema, 'select');
  return selects.find((f) => /status|stage|state|progress/i.test(f.key + f.label)) ?? selects[0];
};

/** The select field records are grouped by (category, type…), else the first select. */
export const categoryField = (schema: RecordSchema): Field | undefined => {
  const selects = fieldsOf(schema, 'select');
  return selects.find((f) => /categor|type|kind|group|tag/i.test(f.key + f.label)) ?? selects[0];
};

export const numberOf = (record: SavedRecord, field: Field) => {
  const value = record[field.key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

export const tagsOf = (record: SavedRecord, field: Field) => {
  const value = record[field.key];
  return Array.isArray(value) ? value : [];
};

/** The day a record belongs to: its date field, or the day it was added. */
export const recordDay = (record: SavedRecord, schema: RecordSchema) => {
  const field = dateField(schema);
  return (field && dayOf(record[field.key])) || dayOf(record.createdAt);
};

/** A field's value as plain text, for search, the CSV file and screen-reader summaries. */
export function textOf(record: SavedRecord, field: Field): string {
  const value = record[field.key];
  if (value === null || value === undefined || value === '') return '';
  switch (field.type) {
    case 'currency':
      return typeof value === 'number' ? formatMoney(value) : '';
    case 'number':
      return typeof value !== 'number' ? '' : isLabelNumber(field) ? String(value) : formatNumber(value);
    case 'date': {
      const day = dayOf(value);
      return day ? formatDay(day) : '';
    }
    case 'boolean':
      return value === true ? 'Yes' : 'No';
    case 'rating':
      return typeof value === 'number' && value > 0 ? `${value} of 5` : '';
    case 'tags':
      return tagsOf(record, field).join(', ');
    default:
      return String(value);
  }
}

export function titleOf(record: SavedRecord, schema: RecordSchema) {
  const field = schema.fields.find((f) => f.key === schema.title);
  return (field && textOf(record, field)) || `Untitled ${schema.singular.toLowerCase()}`;
}

/** How many records: "3 expenses", "1 expense". */
export const countOf = (count: number, schema: RecordSchema) =>
  `${count} ${(count === 1 ? schema.singular : schema.plural).toLowerCase()}`;

/** True when a record has nothing in this field. */
export const isEmpty = (record: SavedRecord, key: string) => {
  const value = record[key];
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
};

/** A derived figure of a record, or null while a number it needs is missing. */
export function derivedOf(record: SavedRecord, derived: Derived): number | null {
  let total = 0;
  for (const term of derived.terms) {
    let product = 1;
    for (const key of term.times) {
      const value = record[key];
      if (typeof value !== 'number' || !Number.isFinite(value)) return null;
      product *= value;
    }
    total += term.minus ? -product : product;
  }
  return total;
}

/** A derived figure as text: "+$120.00" for a gain. */
export function derivedText(value: number, derived: Derived): string {
  const text = derived.type === 'currency' ? formatMoney(value) : formatNumber(value);
  return derived.signed && value > 0 ? `+${text}` : text;
}

/** The colour a signed figure reads in: green for a gain, red for a loss. */
export const signColour = (value: number, derived: Derived) =>
  !derived.signed || value === 0 ? '' : value > 0 ? 'text-emerald-700' : 'text-red-700';
