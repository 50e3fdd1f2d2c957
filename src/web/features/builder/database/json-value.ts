import { appDataTexts } from '../../../../shared/app-data-texts';

export type ParseResult = { ok: true; value: unknown } | { ok: false; error: string };

/** A value as a cell shows it, short: text as is, everything else as JSON. */
export function cellText(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** A value as its editor starts: text as is, so quotes are not in the way; the rest as JSON. */
export const editText = cellText;

const kindOf = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'list' : typeof value === 'object' ? 'object' : typeof value;

/**
 * What an edited cell saves. Text stays text whatever is typed. Any other field reads the
 * input as JSON, so 5 stays a number, true a boolean, and "5" (quoted) becomes text. A field
 * that was empty takes JSON when it is JSON, else the plain text.
 */
export function parseEdit(input: string, original: unknown): ParseResult {
  if (typeof original === 'string') return { ok: true, value: input };
  const trimmed = input.trim();
  try {
    return { ok: true, value: JSON.parse(trimmed) };
  } catch {
    if (original === undefined || original === null) return { ok: true, value: input };
    return { ok: false, error: editError(kindOf(original)) };
  }
}

const editError = (kind: string) =>
  `${kind === 'number' ? 'Enter a number' : kind === 'boolean' ? 'Enter true or false' : 'Enter valid JSON'}, or text in "quotes".`;

/** The add dialog's JSON, checked before it is sent, with the reason when it is not a record. */
export function parseRecord(input: string): ParseResult {
  let value: unknown;
  try {
    value = JSON.parse(input);
  } catch (error) {
    return { ok: false, error: appDataTexts.notJson((error as Error).message) };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, error: appDataTexts.notObject };
  }
  return { ok: true, value };
}

/** A starting record for the add dialog: the collection's fields with empty values of their kind. */
export function recordTemplate(samples: Array<Record<string, unknown>>): string {
  const template: Record<string, unknown> = {};
  for (const sample of samples) {
    for (const [key, value] of Object.entries(sample)) {
      if (key in template) continue;
      template[key] =
        typeof value === 'number' ? 0 : typeof value === 'boolean' ? false : Array.isArray(value) ? [] : '';
    }
  }
  if (Object.keys(template).length === 0) template.title = '';
  return JSON.stringify(template, null, 2);
}
