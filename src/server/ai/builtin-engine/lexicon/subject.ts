// What a description keeps when the lexicon has no domain for it: the noun it names, made into a
// plain record (name, status, date, notes) so any list still gets a sensible app.
import { date, long, select, title } from './fields';
import { APP_NOUNS } from './match';
import { VENUES } from './names';
import { nounForms, STOP, titleCase } from './text';
import type { Domain } from './types';

export interface SubjectPhrase {
  /** One or two words, the last one the noun: "vinyl records". */
  words: string[];
  /** Where the phrase sits in the text, so known words inside it can be preferred. */
  start: number;
  end: number;
  /** Where its last word, the noun, sits: a known word must cover it to name the subject. */
  headStart: number;
  headEnd: number;
  /** False for words that cannot be a thing kept ("reading", "daily"): fine to find known words in, not to invent from. */
  noun: boolean;
  /** The app noun the user used ("log", "journal"), for the name. */
  appNoun?: string;
  /** Where the verb before it starts ("log my climbs"), for a phrase found after one. */
  verbAt?: number;
}

const WORD = "[a-z][a-z'-]*";
// "a vinyl record tracker": up to three words before an app noun.
const BEFORE_APP_NOUN = new RegExp(`\\b((?:${WORD} ){0,2}${WORD})[ -](${APP_NOUNS})\\b`, 'g');
// "a tracker for my hot sauces", "a list of places": what follows "for"/"of" after an app noun.
const AFTER_APP_NOUN = new RegExp(`\\b(${APP_NOUNS}) (?:for|of) ((?:${WORD} ?){1,6})`, 'g');
// "keep track of the cheeses I taste", "log my climbs".
const AFTER_VERB = new RegExp(
  `\\b(?:keep(?:ing)? track of|track(?:ing)?|log(?:ging)?|record(?:ing)?|collect(?:ing)?|catalog(?:ue)?|organi[sz]e|manage|list|remember|count)((?: ${WORD}){1,5})`,
  'g',
);
const GENERIC_HEADS = new Set(
  'care management admin tracking planning info information details data history overview stuff things session sessions entry entries item items reading readings progress'.split(
    ' ',
  ),
);
const NOT_A_NOUN = /(?:ing|ly|ed|ful|ous|ive|able|-like|-style)$/;

/** The last one or two content words of a run of words, stopping at the first small word after them. */
function nounPhrase(run: string, fromEnd: boolean): string[] {
  const words = run.trim().split(' ');
  const content: string[] = [];
  if (fromEnd) {
    // Before an app noun: read backwards until a small word.
    for (let i = words.length - 1; i >= 0 && content.length < 2 && !STOP.has(words[i]); i--) content.unshift(words[i]);
  } else {
    // After a verb: skip small words and possessives, read to the next small word, keep the last two.
    let i = 0;
    while (i < words.length && (STOP.has(words[i]) || words[i].endsWith("'s"))) i++;
    for (; i < words.length && !STOP.has(words[i]); i++) content.push(words[i]);
    // A plural ends the noun phrase: "blood pressure readings twice a day".
    const plural = content.findIndex((w) => /[^s]s$/.test(w));
    if (plural >= 0) content.splice(plural + 1);
    content.splice(0, Math.max(0, content.length - 2));
  }
  // "plant care", "client management": the activity is not the thing kept; the word before it is.
  if (content.length > 1 && GENERIC_HEADS.has(content[1])) content.pop();
  const last = content.at(-1);
  return last && last.length > 2 && !GENERIC_HEADS.has(last) ? content : [];
}

/**
 * The phrases a description may be about, surest first: before an app noun ("vinyl record tracker"),
 * after one ("a tracker for my hot sauces"), after a verb ("keep track of the cheeses").
 */
export function findSubjectPhrases(text: string): SubjectPhrase[] {
  const phrases: SubjectPhrase[] = [];
  const add = (words: string[], start: number, end: number, how: { appNoun?: string; verbAt?: number }) => {
    const last = words.at(-1);
    if (!last || VENUES.has(last)) return;
    const joined = words.join(' ');
    const headEnd = text.indexOf(joined, start) + joined.length;
    const phrase = { words, start, end, headStart: headEnd - last.length, headEnd, noun: !NOT_A_NOUN.test(last) };
    phrases.push({ ...phrase, ...how });
  };
  for (const m of text.matchAll(BEFORE_APP_NOUN))
    add(nounPhrase(m[1], true), m.index, m.index + m[0].length, { appNoun: m[2] });
  for (const m of text.matchAll(AFTER_APP_NOUN))
    add(nounPhrase(m[2], false), m.index, m.index + m[0].length, { appNoun: m[1] });
  for (const m of text.matchAll(AFTER_VERB))
    add(nounPhrase(m[1], false), m.index, m.index + m[0].length, { verbAt: m.index });
  return phrases;
}

const NAME_NOUN: Record<string, string> = {
  log: 'Log',
  journal: 'Journal',
  diary: 'Diary',
  list: 'List',
  planner: 'Planner',
};
const nameNoun = (appNoun?: string) =>
  NAME_NOUN[appNoun ?? ''] ?? (appNoun === 'collection' ? 'Collection' : 'Tracker');

/** A plain domain for a noun the lexicon does not know. */
export function inventDomain(phrase: SubjectPhrase): Domain {
  const head = phrase.words.slice(0, -1).join(' ');
  const forms = nounForms(phrase.words.at(-1) ?? 'item');
  const singular = titleCase(`${head} ${forms.singular}`);
  const plural = titleCase(`${head} ${forms.plural}`);
  return {
    id: plural.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    words: [singular.toLowerCase(), plural.toLowerCase()],
    name: `${singular} ${nameNoun(phrase.appNoun)}`,
    singular,
    plural,
    icon: 'List',
    fields: [title('Name'), select('Status', ['To do', 'In progress', 'Done']), date('Date'), long('Notes')],
    implies: [],
  };
}

/** When a description names nothing at all: a list of items. */
export const FALLBACK_DOMAIN: Domain = {
  ...inventDomain({ words: ['items'], start: 0, end: 0, headStart: 0, headEnd: 0, noun: true }),
  name: 'My List',
};
