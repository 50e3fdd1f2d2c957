// A field a follow-up names ("add a due date", "make price a number", "add a size dropdown with
// S, M and L"): its type from the words said about it, else from its name, else plain text.
import { attributeField } from './attributes';
import { keyOf } from './fields';
import type { Field, FieldType } from './types';

// What a person calls each type, most specific first ("long text" before "text").
const TYPE_WORDS: Array<[FieldType, RegExp]> = [
  ['select', /\b(?:drop-?downs?|selects?|choices?|options?|one of|pick list|multiple choice)\b/],
  ['rating', /\b(?:ratings?|stars?|star rating)\b/],
  [
    'boolean',
    /\b(?:yes\s*\/\s*no|yes or no|checkbox(?:es)?|check ?box|toggles?|true\s*\/\s*false|booleans?|tick ?box|switch)\b/,
  ],
  ['currency', /\b(?:currency|money|prices?|amounts?|dollars?|euros?|pounds?)\b/],
  ['longtext', /\b(?:long text|paragraphs?|multi-?line|text ?area|notes?)\b/],
  ['email', /\be-?mails?(?: address(?:es)?)?\b/],
  ['phone', /\b(?:phone(?: numbers?)?|telephone)\b/],
  ['url', /\b(?:links?|urls?|web ?sites?|web addresse?s?)\b/],
  ['tags', /\b(?:tags?|labels?)\b/],
  ['image', /\b(?:photos?|images?|pictures?|pics?)\b/],
  ['date', /\b(?:dates?|days?)\b/],
  ['number', /\b(?:numbers?|numeric|counts?|integers?|decimals?|quantit(?:y|ies))\b/],
  ['text', /\b(?:text|strings?|words?|short text|free text)\b/],
];

// Names that say their type by themselves ("deadline", "cost", "pages read").
const NAME_HINTS: Array<[FieldType, RegExp]> = [
  ['date', /\b(?:date|day|deadline|birthday|anniversary|when|due|start|end|expires?|expiry)\b/],
  ['currency', /\b(?:price|cost|amount|budget|salary|fee|total|spent|paid amount|value|rent|income)\b/],
  [
    'number',
    /\b(?:count|number of|quantity|qty|age|score|points|hours|minutes|mins|km|miles|weight|height|pages|reps|sets|calories|servings|level|year|size in)\b/,
  ],
  ['rating', /\b(?:rating|stars)\b/],
  ['image', /\b(?:photo|image|picture|cover|logo|avatar)\b/],
  ['email', /\be-?mail\b/],
  ['phone', /\b(?:phone|mobile|tel)\b/],
  ['url', /\b(?:url|link|website)\b/],
  ['longtext', /\b(?:notes|description|comments?|summary|details|bio|instructions|review)\b/],
  ['boolean', /^(?:done|completed?|paid|active|favou?rite|archived|returned|visited|read|watched|booked|confirmed)$/],
  ['tags', /\b(?:tags|labels)\b/],
];

/** The choices listed in "with S, M and L" or "of Low, Medium, High". */
export function optionsIn(words: string): string[] {
  const list = /\b(?:with|of|options?|choices?|:)\s+(.+)$/i.exec(words)?.[1];
  if (!list) return [];
  return list
    .split(/\s*,\s*|\s+(?:and|or)\s+/i)
    .map((o) =>
      o
        .replace(/^(?:options?|choices?|the)\s+/i, '')
        .replace(/^["“']|["”']$/g, '')
        .trim(),
    )
    .filter((o) => o.length > 0 && o.length <= 40)
    .map((o) => o[0].toUpperCase() + o.slice(1));
}

/** The type `words` ask for by name ("a dropdown", "a number"), or null. */
export function typeAskedFor(words: string): FieldType | null {
  const lower = words.toLowerCase();
  return TYPE_WORDS.find(([, pattern]) => pattern.test(lower))?.[0] ?? null;
}

const label = (name: string) => {
  const clean = name.trim().replace(/\s+/g, ' ');
  return clean[0].toUpperCase() + clean.slice(1);
};

/**
 * The field for `name`, typed by `said` ("a dropdown with A, B and C") when it asks for a type,
 * else as the lexicon knows the name (priority → Low/Medium/High), else by the name's own words.
 */
export function fieldFor(name: string, said = ''): Field {
  const lower = name.toLowerCase().trim();
  const asked = typeAskedFor(said);
  const known = attributeField(lower);
  // "an effort field with low, medium and high": a list of choices makes a dropdown of any name.
  const listed = /\bwith\s+[^,]+(?:,\s*[^,]+)*\s+(?:and|or)\s+\S/i.test(said) ? optionsIn(said) : [];
  const type: FieldType =
    asked ??
    (listed.length >= 2 && !known ? 'select' : undefined) ??
    known?.type ??
    NAME_HINTS.find(([, pattern]) => pattern.test(lower))?.[0] ??
    'text';
  const field: Field = { key: keyOf(name) || 'field', label: label(name), type };
  if (type === 'select') {
    const options = optionsIn(said);
    // With no choices said or known, the caller asks for them rather than inventing some.
    field.options = options.length >= 2 ? options : [...(known?.options ?? [])];
  }
  return field;
}
