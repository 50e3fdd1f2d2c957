// Fields a description asks for ("with category and amount"), added to the domain's own unless it
// already has one that serves (matched by type, key or a synonym).
import { RATING } from './features';
import { bool, date, email, image, link, long, money, num, phone, select, tags, text } from './fields';
import type { Field } from './types';

interface Attribute {
  asks: RegExp;
  field: (word: string) => Field;
  /** True when the record already has a field that does this job. */
  has: (fields: readonly Field[]) => boolean;
}

const ofType = (type: Field['type']) => (fields: readonly Field[]) => fields.some((f) => f.type === type);
const named = (pattern: RegExp) => (fields: readonly Field[]) =>
  fields.some((f) => pattern.test(f.key.toLowerCase()) || pattern.test(f.label.toLowerCase()));
const capital = (word: string) => word[0].toUpperCase() + word.slice(1);

const ATTRIBUTES: Attribute[] = [
  {
    asks: /\bcategor(?:y|ies)\b/,
    field: () => select('Category', ['General', 'Work', 'Personal', 'Other']),
    has: named(/categor|type|genre|kind|cuisine|course|aisle|area/),
  },
  { asks: /\b(?:amount|price|cost)s?\b/, field: (w) => money(capital(w.replace(/s$/, ''))), has: ofType('currency') },
  { asks: /\b(?:due dates?|deadlines?)\b/, field: () => date('Due date'), has: named(/due|deadline|by$/) },
  { asks: /\bdates?\b/, field: () => date('Date'), has: ofType('date') },
  { asks: RATING, field: () => ({ key: 'rating', label: 'Rating', type: 'rating' }), has: ofType('rating') },
  { asks: /\b(?:photos?|pictures?|images?|pics?)\b/, field: () => image('Photo'), has: ofType('image') },
  {
    asks: /\b(?:notes?|comments?)\b/,
    field: () => long('Notes'),
    has: named(/note|body|entry|description|detail|comment/),
  },
  { asks: /\b(?:tags?|tagged|labels?)\b/, field: () => tags(), has: ofType('tags') },
  {
    asks: /\bpriorit(?:y|ies|i[sz]e)\b/,
    field: () => select('Priority', ['Low', 'Medium', 'High']),
    has: named(/priority/),
  },
  {
    asks: /\bstatus(?:es)?\b/,
    field: () => select('Status', ['To do', 'In progress', 'Done']),
    has: named(/status|stage|result|response|rsvp/),
  },
  { asks: /\be-?mails?\b/, field: () => email(), has: ofType('email') },
  { asks: /\b(?:phone|mobile)(?: numbers?)?\b/, field: () => phone(), has: ofType('phone') },
  { asks: /\b(?:links?|urls?|websites?)\b/, field: () => link(), has: ofType('url') },
  { asks: /\b(?:quantity|quantities)\b/, field: () => num('Quantity'), has: named(/quantity|count|copies|pieces/) },
  {
    asks: /\b(?:location|address)(?:es|s)?\b/,
    field: () => text('Location'),
    has: named(/location|address|venue|spot|site|city|room/),
  },
  { asks: /\b(?:done|completed|checkbox|check off|tick off)\b/, field: () => bool('Done'), has: ofType('boolean') },
  { asks: /\bdistances?\b/, field: () => num('Distance (km)'), has: named(/distance/) },
  {
    asks: /\b(?:duration|minutes|time spent)\b/,
    field: () => num('Duration (min)'),
    has: named(/duration|minutes|time/),
  },
  { asks: /\bweights?\b/, field: () => num('Weight (kg)'), has: named(/weight/) },
  { asks: /\bcalories\b/, field: () => num('Calories'), has: named(/calorie/) },
  { asks: /\bhours\b/, field: () => num('Hours'), has: named(/hours/) },
  {
    asks: /\b(?:assignees?|assigned to|who'?s responsible)\b/,
    field: () => text('Assigned to'),
    has: named(/assign|owner/),
  },
  // "who did them", "who brings what": a person per record, which a leaderboard ranks.
  {
    asks: /\bwho (?:did|does|do|brings?|made|makes|owns?|has|is bringing|took|takes)\b/,
    field: () => text('Who'),
    has: named(/assign|owner|who|person|member|by$/),
  },
  // "with points", "goals scored", "a score": a number to add up and rank by.
  {
    asks: /\b(?:points|scores?|goals scored|votes)\b/,
    field: (w) => num(capital(w.replace(/ scored$/, ''))),
    has: named(/point|score|goals?$|vote/),
  },
  { asks: /\b(?:values?|worth)\b/, field: () => money('Value'), has: ofType('currency') },
];

/** The domain's fields plus those the description asks for, new ones before the closing long texts. */
export function withAskedFields(text: string, base: readonly Field[]): Field[] {
  const fields = [...base];
  for (const attribute of ATTRIBUTES) {
    const word = attribute.asks.exec(text)?.[0];
    if (!word || attribute.has(fields)) continue;
    const field = attribute.field(word);
    if (fields.some((f) => f.key === field.key)) continue;
    let at = fields.length;
    while (at > 1 && fields[at - 1].type === 'longtext') at--;
    fields.splice(at, 0, field);
  }
  return fields;
}

/** The field the lexicon knows by exactly this name ("priority" → Low/Medium/High), or null. */
export function attributeField(name: string): Field | null {
  for (const attribute of ATTRIBUTES) {
    const word = attribute.asks.exec(name)?.[0];
    if (word === name) return attribute.field(word);
  }
  return null;
}
