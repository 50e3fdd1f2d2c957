import { z } from 'zod';

/** How deep a record's data may nest (objects and lists, the record itself being the first level). */
export const maxDataDepth = 16;
/** The longest key a record's data may use, at any depth. */
export const maxKeyLength = 128;

/**
 * Keys that mean something to JavaScript objects themselves: data using them could reach the
 * prototype of whatever object an app, or a library it uses, copies the data into.
 */
export const reservedKeys = ['__proto__', 'constructor', 'prototype'] as const;
export const isReservedKey = (key: string) => (reservedKeys as readonly string[]).includes(key);

// PostgreSQL's jsonb and text refuse the NUL character and halves of surrogate pairs; in `u`
// mode a pair is one code point, so this class matches only the lone halves.
const loneSurrogate = /[\ud800-\udfff]/u;
// Control characters (C0, DEL, C1) are no one's field name; they only hide what a key says.
const isControl = (code: number) => code < 0x20 || (code >= 0x7f && code <= 0x9f);
const hasControl = (text: string) => [...text].some((char) => isControl(char.codePointAt(0) ?? 0));

export const recordDataTexts = {
  notObject: 'A record’s data is a JSON object of fields.',
  tooDeep: `Record data can nest objects and lists at most ${maxDataDepth} levels deep.`,
  reservedKey: (key: string) => `“${key}” cannot be a field name: __proto__, constructor and prototype are reserved.`,
  longKey: `Field names are at most ${maxKeyLength} characters.`,
  badKey: 'Field names need at least one character and cannot hold control characters.',
  badText: 'Text cannot hold the NUL character or half of a surrogate pair.',
} as const;

/** Text PostgreSQL can store and compare: no NUL, no lone surrogate. */
export const isStorableText = (text: string) => !text.includes('\u0000') && !loneSurrogate.test(text);

/** What is wrong with one key of a record's data, or null. */
export function keyProblem(key: string): string | null {
  if (isReservedKey(key)) return recordDataTexts.reservedKey(key);
  if (key.length > maxKeyLength) return recordDataTexts.longKey;
  if (key.length === 0 || hasControl(key) || !isStorableText(key)) return recordDataTexts.badKey;
  return null;
}

/**
 * What is wrong with a record's data, or null. Walked with a list instead of recursion and left
 * at the first level too deep, so no body (a request may hold tens of thousands of nested
 * brackets) can exhaust the stack, here or later in JSON.stringify.
 */
export function dataProblem(data: unknown): string | null {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return recordDataTexts.notObject;
  const pending: Array<{ value: unknown; depth: number }> = [{ value: data, depth: 1 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, depth } = next;
    if (typeof value === 'string' && !isStorableText(value)) return recordDataTexts.badText;
    if (value === null || typeof value !== 'object') continue;
    if (depth > maxDataDepth) return recordDataTexts.tooDeep;
    // JSON.parse makes "__proto__" an own key, so Object.entries sees it like any other.
    for (const [key, child] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
      const problem = typeof key === 'string' ? keyProblem(key) : null;
      if (problem) return problem;
      pending.push({ value: child, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * A record's data as an app sends it. Checked before zod builds its own copy: copying an object
 * by assignment would turn a "__proto__" key into the copy's prototype instead of refusing it.
 */
export const recordDataSchema = z
  .unknown()
  .superRefine((data, ctx) => {
    const problem = dataProblem(data);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, abort: true });
  })
  .pipe(z.record(z.string(), z.unknown()));
