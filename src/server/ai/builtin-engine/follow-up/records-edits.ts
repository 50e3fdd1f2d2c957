import { attributeField } from '../lexicon/attributes';
import { fieldFor, typeAskedFor } from '../lexicon/field-type';
import type { Field } from '../lexicon/types';
import { readSchemaFile, type SchemaFile, withFields } from '../records/schema-file';
import type { Work } from './edit-content';
import { setParts } from './records-parts';
import { addRelatedPage } from './records-related';
import { setDefaultSort } from './records-sort';
import { BUILT_IN, BUTTONS, PAGE_PARTS } from './records-words';

// Follow-ups on a records app: add, remove, rename or retype a field, and add or remove the parts
// of its page (charts, a board, a timer, buttons). Fields live in src/schema.ts, which the page
// reads, so a field change is a one-line edit there; a part changes the page too (records-parts).

const TYPE_NAMES: Record<Field['type'], string> = {
  text: 'text',
  longtext: 'long text',
  number: 'a number',
  currency: 'an amount of money',
  date: 'a date',
  select: 'a dropdown',
  boolean: 'a yes/no checkbox',
  rating: 'a 1–5 star rating',
  email: 'an e-mail address',
  phone: 'a phone number',
  url: 'a link',
  tags: 'tags',
  image: 'a photo',
};

const listed = (items: readonly string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;

const typeSaid = (f: Field) => (f.type === 'select' ? `a dropdown of ${listed(f.options ?? [])}` : TYPE_NAMES[f.type]);

const bare = (name: string) =>
  name
    .toLowerCase()
    .replace(/^(?:the|a|an|my|each|every)\s+/, '')
    .replace(/\s+(?:fields?|columns?|property|input|box)$/, '')
    .replace(/^(?:fields?|columns?)\s+(?:called|named)?\s*/, '')
    .replace(/["“”']/g, '')
    .trim();

/** The app's field that `name` refers to ("the notes field", "Due dates"), if any. */
function findField(app: SchemaFile, name: string): Field | undefined {
  const wanted = bare(name);
  const forms = new Set([wanted, wanted.replace(/s$/, ''), `${wanted}s`]);
  return app.fields.find((f) => forms.has(f.label.toLowerCase()) || forms.has(f.key.toLowerCase()));
}

function writeFields(w: Work, fields: Field[]) {
  w.files['src/schema.ts'] = withFields(w.files['src/schema.ts'] ?? '', fields);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The field named right after `verbs` at the start of `text`, and what follows it: "make goal per
 * week a rating" → Goal per week, "a rating". Labels are tried longest first, as said or plural.
 */
function fieldAfter(app: SchemaFile, text: string, verbs: string): { field: Field; rest: string } | null {
  const byLength = [...app.fields].sort((a, b) => b.label.length - a.label.length);
  for (const field of byLength) {
    const names = [field.label, field.key].map((n) => `${escapeRegExp(n.toLowerCase())}s?`).join('|');
    const m = new RegExp(
      `^(?:${verbs})\\s+(?:the\\s+|my\\s+)?["“]?(?:${names})["”]?(?:\\s+(?:fields?|columns?))?\\s+(.+)$`,
      'i',
    ).exec(text);
    if (m) return { field, rest: m[1] };
  }
  return null;
}

function renameField(w: Work, app: SchemaFile, clause: string): boolean {
  const found = fieldAfter(app, clause, 'rename|call|relabel');
  const to = found && /^(?:to|as)\s+(.+)$/i.exec(found.rest)?.[1]?.replace(/["“”]/g, '').trim();
  if (!found || !to) return false;
  const label = to[0].toUpperCase() + to.slice(1);
  // The key stays, so the values already saved under it keep showing.
  writeFields(
    w,
    app.fields.map((f) => (f === found.field ? { ...f, label } : f)),
  );
  w.done.push(`renamed the ${found.field.label} field to “${label}”`);
  return true;
}

function retypeField(w: Work, app: SchemaFile, clause: string): boolean {
  const should = /^(.+?)\s+should\s+be\s+(.+)$/i.exec(clause);
  const found = should
    ? fieldAfter(app, `make ${should[1]} ${should[2]}`, 'make')
    : fieldAfter(app, clause, 'make|change|turn|set|switch');
  const said = found?.rest.replace(/^(?:to be|into|to|as|be)\s+/i, '');
  if (!found || !said || !typeAskedFor(said)) return false;
  const { field } = found;
  const next: Field = { ...fieldFor(field.label, said), key: field.key, label: field.label };
  if (field.required) next.required = true;
  if (next.type === 'select' && !next.options?.length) {
    if (!field.options?.length) {
      w.problems.push(
        `to make ${field.label} a dropdown I need its choices, for example “make ${field.label} a dropdown with A, B and C”`,
      );
      return true;
    }
    next.options = field.options;
  }
  writeFields(
    w,
    app.fields.map((f) => (f === field ? next : f)),
  );
  w.done.push(`made ${field.label} ${typeSaid(next)}`);
  return true;
}

const SEPARATOR = /\s*,\s*|\s+(?:and|plus|&)\s+/i;

/** "a priority, a due date and a mood dropdown with A, B and C" → its parts; choices stay with their field. */
function objectsOf(text: string): string[] {
  const choices = /\b(?:drop-?downs?|selects?|choices?|options?|fields?|columns?)\s+(?:with|of)\b/i.exec(text);
  let head = text;
  let last: string[] = [];
  if (choices) {
    // The field with choices starts after the last separator before its choices.
    const before = text.slice(0, choices.index);
    const cut = Math.max(before.lastIndexOf(','), before.toLowerCase().lastIndexOf(' and '));
    head = cut < 0 ? '' : text.slice(0, cut);
    last = [text.slice(Math.max(cut, 0)).replace(/^(?:,|\s+and)\s*/i, '')];
  }
  return [...head.split(SEPARATOR), ...last].map((o) => o.trim()).filter(Boolean);
}

const part = (object: string) => PAGE_PARTS.find((p) => p.asks.test(object));
const button = (object: string) => (/\bbuttons?\b/.test(object) ? BUTTONS.find((b) => b.asks.test(object)) : undefined);

/** The field an added object names, when it clearly is one. */
function newField(object: string): Field | null {
  const explicit =
    /^(?:an?\s+|new\s+)*(?:fields?|columns?)\s+(?:called|named|for)\s+(.+?)(?:\s+(?:as|with|of type)\s+(.+))?$/i.exec(
      object,
    );
  if (explicit) return fieldFor(bare(explicit[1]), explicit[2] ?? '');
  // "a mood dropdown with A, B and C", "a paid checkbox": the word after the name may say its type.
  const named =
    /^(?:an?\s+|new\s+)*(.+?)\s+(fields?|columns?|property|drop-?downs?|selects?|checkbox(?:es)?|toggles?)(?:\s+(.+))?$/i.exec(
      object,
    );
  if (named) {
    const typeWord = /field|column|property/i.test(named[2]) ? '' : named[2];
    return fieldFor(bare(named[1]), `${named[1]} ${typeWord} ${named[3] ?? ''}`);
  }
  const said = /^(?:an?\s+)?(.+?)\s+(?:as|with)\s+(.+)$/i.exec(object);
  const name = bare(said?.[1] ?? object);
  // Without the word "field", only a name the lexicon knows as one (priority, due date, photo).
  if (!attributeField(name) || name.split(' ').length > 3) return null;
  return fieldFor(name, said?.[2] ?? '');
}

function addField(w: Work, field: Field) {
  const app = readSchemaFile(w.files['src/schema.ts']);
  if (!app) return;
  if (findField(app, field.label) || app.fields.some((f) => f.key === field.key)) {
    w.notes.push(`${app.plural} already have a ${field.label} field.`);
    return;
  }
  if (field.type === 'select' && !field.options?.length) {
    w.problems.push(
      `to add ${field.label} as a dropdown I need its choices, for example “add a ${field.label.toLowerCase()} dropdown with A, B and C”`,
    );
    return;
  }
  const fields = [...app.fields];
  let at = fields.length;
  while (at > 1 && fields[at - 1]?.type === 'longtext') at--;
  fields.splice(at, 0, field);
  writeFields(w, fields);
  w.done.push(`added a ${field.label} field (${typeSaid(field)})`);
}

function removeField(w: Work, app: SchemaFile, field: Field) {
  if (field.key === app.title) {
    w.problems.push(
      `${field.label} names each ${app.singular.toLowerCase()}, so I kept it (you can rename it instead)`,
    );
    return;
  }
  writeFields(
    w,
    app.fields.filter((f) => f !== field),
  );
  w.done.push(`removed the ${field.label} field`);
}

/** Adds or removes each object the clause lists; answers whether it understood any. */
function changeObjects(w: Work, objects: string[], on: boolean): boolean {
  const unknown: string[] = [];
  const parts: Record<string, boolean> = {};
  let understood = 0;
  for (const object of objects) {
    const app = readSchemaFile(w.files['src/schema.ts']);
    if (!app) return understood > 0;
    const field = findField(app, object);
    const asButton = button(object);
    const asPart = asButton ? undefined : part(object);
    const builtIn = BUILT_IN.find((b) => b.asks.test(object));
    if (!on && field) removeField(w, app, field);
    else if (asButton) parts[asButton.key] = on;
    else if (asPart) parts[asPart.key] = on;
    else if (builtIn && on) w.notes.push(`The ${app.plural} page already has ${builtIn.says}.`);
    else {
      const added = on ? newField(object) : null;
      if (added) addField(w, added);
      else {
        unknown.push(object);
        continue;
      }
    }
    understood++;
  }
  if (understood === 0) return false;
  if (Object.keys(parts).length > 0) setParts(w, parts);
  for (const object of unknown) w.problems.push(`I don’t know how to ${on ? 'add' : 'remove'} “${object}” offline`);
  return true;
}

const POLITE =
  /^(?:please\s+|(?:can|could|would|will) you\s+|i(?:'d| would) like (?:you to\s+)?|i want (?:you to\s+)?|let'?s\s+)+/i;
const ADD =
  /^(?:add|include|give (?:me|it|them|us)|put|show|display|enable|turn on|insert|create|i need|let me (?:add|track|record|see|set))\s+(.+)$/i;
const REMOVE = /^(?:remove|delete|drop|hide|disable|turn off|get rid of|take out|take away|lose)\s+(.+)$/i;

/** Applies one clause of a follow-up to a records app; false when it is not about the records page. */
export function applyRecordsClause(clause: string, w: Work): boolean {
  const app = readSchemaFile(w.files['src/schema.ts']);
  if (!app) return false;
  const text = clause.replace(POLITE, '').trim();
  if (/\bpages?\b/i.test(text) && addRelatedPage(w, text)) return true;
  if (/\b(?:sections?|pages?)\b/i.test(text) && !/\bbuttons?\b/i.test(text)) return false;
  if (renameField(w, app, text) || retypeField(w, app, text) || setDefaultSort(w, app, text)) return true;
  const removal = REMOVE.exec(text);
  if (removal) return changeObjects(w, objectsOf(removal[1]), false);
  const addition = ADD.exec(text);
  return addition ? changeObjects(w, objectsOf(addition[1]), true) : false;
}
