import { format } from 'date-fns';
import type { Field, RecordSchema } from '../../schema';
import type { Entry, SavedRecord } from './fields';

// What the form holds while someone types: text as typed, a yes/no, or a star count.
export type DraftValue = string | boolean | number;
export type Draft = Record<string, DraftValue>;

function blank(field: Field): DraftValue {
  switch (field.type) {
    case 'boolean':
      return false;
    case 'rating':
      return 0;
    case 'select':
      return field.options?.[0] ?? '';
    case 'date':
      return format(new Date(), 'yyyy-MM-dd');
    default:
      return '';
  }
}

export const emptyDraft = (schema: RecordSchema): Draft =>
  Object.fromEntries(schema.fields.map((f) => [f.key, blank(f)]));

export function draftOf(record: SavedRecord, schema: RecordSchema): Draft {
  const draft = emptyDraft(schema);
  for (const field of schema.fields) {
    const value = record[field.key];
    if (value === null || value === undefined) draft[field.key] = field.type === 'date' ? '' : blank(field);
    else if (Array.isArray(value)) draft[field.key] = value.join(', ');
    else if (field.type === 'currency' && typeof value === 'number') draft[field.key] = value.toFixed(2);
    else if (typeof value === 'number' && field.type !== 'rating') draft[field.key] = String(value);
    else draft[field.key] = value;
  }
  return draft;
}

export const splitTags = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
  ),
];

const asText = (value: DraftValue | undefined) => (typeof value === 'string' ? value.trim() : '');
const asNumber = (text: string) => (text === '' ? null : Number(text.replace(/,/g, '')));

/** The record a draft saves as. Call after `problemsOf` found nothing. */
export function entryOf(draft: Draft, schema: RecordSchema): Entry {
  const entry: Entry = {};
  for (const field of schema.fields) {
    const value = draft[field.key];
    const text = asText(value);
    switch (field.type) {
      case 'boolean':
        entry[field.key] = value === true;
        break;
      case 'rating':
        entry[field.key] = typeof value === 'number' ? value : 0;
        break;
      case 'number':
        entry[field.key] = asNumber(text);
        break;
      case 'currency': {
        const amount = asNumber(text);
        entry[field.key] = amount === null ? null : Math.round(amount * 100) / 100;
        break;
      }
      case 'tags':
        entry[field.key] = splitTags(text);
        break;
      default:
        entry[field.key] = text;
    }
  }
  return entry;
}

const looksLikeEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);
const looksLikeLink = (text: string) => {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** What is wrong with each field, by key; empty when the draft can be saved. */
export function problemsOf(draft: Draft, schema: RecordSchema): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of schema.fields) {
    const value = draft[field.key];
    const text = asText(value);
    const empty = field.type === 'rating' ? value === 0 : field.type === 'boolean' ? false : text === '';
    if (empty) {
      if (field.required) problems[field.key] = `${field.label} is required.`;
      continue;
    }
    if ((field.type === 'number' || field.type === 'currency') && !Number.isFinite(asNumber(text)))
      problems[field.key] = `${field.label} must be a number, like ${field.type === 'currency' ? '12.50' : '3'}.`;
    else if (field.type === 'email' && !looksLikeEmail(text))
      problems[field.key] = `${field.label} must be an email address, like name@example.com.`;
    else if ((field.type === 'url' || field.type === 'image') && !looksLikeLink(text))
      problems[field.key] = `${field.label} must be a web address starting with https://.`;
    else if (field.type === 'tags' && splitTags(text).length === 0 && field.required)
      problems[field.key] = `${field.label} is required.`;
  }
  return problems;
}
