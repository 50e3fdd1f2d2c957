// understand(description): what a first prompt asks a records app to keep, what to call it, which
// fields a record has and which features the pages need.

import { isLabelNumber } from '../../../../../templates/kinds/generic/src/components/records/fields';
import { withAskedFields } from './attributes';
import { askedFeatures, hideFeaturePhrases } from './features';
import { title } from './fields';
import { bestMatch, type DomainMatch, findMatches } from './match';
import { explicitName, ownAppName, venueName } from './names';
import { FALLBACK_DOMAIN, findSubjectPhrases, inventDomain, type SubjectPhrase } from './subject';
import { normalise, nounForms, STOP, titleCase } from './text';
import { type Domain, FEATURES, type Feature, type Understanding } from './types';

// A match this strong names the app or follows a verb ("habit tracker", "log my runs").
const ANCHORED = 8;
// Own words the user put before an app noun make a better name than the domain's: "Workout Journal".
const OWN_NAME_NOUNS =
  /^(?:tracker|log|journal|diary|planner|list|book|catalog|catalogue|collection|counter|organi[sz]er|rota|manager)$/;
// What may follow the noun a description opens with: "Invoices for…", "Podcast episodes I want…".
// Anything else ("restaurant site", "event planning", "a podcast about…") shows it is a modifier.
const PHRASE_ENDS =
  /^(?:$|\s*[,;:.!?]|\s+(?:for|with|of|i|we|you|that|which|where|who|to|and|or|in|on|at|by|from|so|plus|including|per)\b)/;
// "the books I lend", "tools we've borrowed": the thing before the person doing the act.
const ACTOR_BEFORE = /(?:\b([a-z][a-z'-]*) )?(?:(?:that|which) )?(?:i|we|you|they)(?:'ve| have)? $/;

interface Choice {
  domain: Domain;
  known: boolean;
  /** See Understanding.strong. */
  strong: boolean;
  match?: DomainMatch;
  phrase?: SubjectPhrase;
  /** For an act domain, the thing acted on ("books"): its records' title is named for it. */
  object?: string;
}

const covers = (m: DomainMatch, p: SubjectPhrase) => m.start <= p.headStart && m.end >= p.headEnd;
const within = (m: DomainMatch, p: SubjectPhrase) => m.start >= p.start && m.end <= p.end;

// Whatever else, a subject sits in the description's head and is not the venue it is for: "…with a
// class schedule" describes a page, "for my yoga studio" who the app is for.
const isSubject = (m: DomainMatch) => m.inHead && !m.inVenue;

/** A known word that opens the description, after small words only, and ends its first noun phrase. */
function opens(text: string, m: DomainMatch): boolean {
  const before = text.slice(0, m.start).split(/[^a-z'-]+/);
  return before.every((w) => w === '' || STOP.has(w)) && PHRASE_ENDS.test(text.slice(m.end));
}

/** "the books I lend": an act domain's word used as a verb, with the thing it is done to. */
function actOn(text: string, matches: readonly DomainMatch[]): Choice | null {
  for (const m of matches) {
    if (!m.domain.act) continue;
    const actor = ACTOR_BEFORE.exec(text.slice(Math.max(0, m.start - 40), m.start));
    if (!actor) continue;
    const object = actor[1] && !STOP.has(actor[1]) ? actor[1] : undefined;
    return { domain: m.domain, known: true, strong: true, match: m, ...(object ? { object } : {}) };
  }
  return null;
}

function choose(text: string): Choice {
  const matches = findMatches(text);
  const act = actOn(text, matches);
  if (act) return act;
  // "time tracking for client projects": a verb inside a known phrase is part of a noun, not an act.
  const inKnownPhrase = (at: number) => matches.some((m) => m.start <= at && m.end > at);
  const phrases = findSubjectPhrases(text).filter((p) => p.verbAt === undefined || !inKnownPhrase(p.verbAt));
  // A known word that is the noun of a phrase the description is about wins outright.
  for (const phrase of phrases) {
    const head = bestMatch(matches.filter((m) => covers(m, phrase)));
    if (head) return { domain: head.domain, known: true, strong: isSubject(head), match: head, phrase };
  }
  const best = bestMatch(matches);
  const phrase = phrases.find((p) => p.noun);
  // An unknown noun the description is plainly about beats a known word mentioned in passing or
  // used as its modifier ("sourdough starters" are not bakes).
  if (phrase && (!best || best.score < ANCHORED || within(best, phrase))) {
    return { domain: inventDomain(phrase), known: false, strong: false, phrase };
  }
  if (best) {
    const strong = isSubject(best) && (best.anchor === 'app' || opens(text, best));
    return { domain: best.domain, known: true, strong, match: best, phrase: phrases[0] };
  }
  return { domain: FALLBACK_DOMAIN, known: false, strong: false };
}

function nameFor(description: string, text: string, choice: Choice): string {
  const given = explicitName(description);
  if (given) return given;
  // "for my yoga studio" names the app, unless the description plainly keeps a known thing that is
  // not the venue's own ("Invoices for my design studio" is an Invoice Tracker; a club's members
  // list is still the club's).
  const venue = venueName(text);
  if (venue && !(choice.strong && !choice.domain.ofVenue)) return venue;
  const { match, phrase } = choice;
  // "Pomodoro timer with a task list": what the user called the app, where no known thing is plainly
  // its subject, or where the name holds it ("Baby feeding and nap log").
  const called = ownAppName(description);
  if (
    called &&
    (!choice.strong || (match && called.toLowerCase().includes(' and ') && called.toLowerCase().includes(match.word)))
  )
    return called;
  // "a workout journal": the user's own words, when a known word sits right before the app noun.
  if (match && phrase?.appNoun && OWN_NAME_NOUNS.test(phrase.appNoun)) {
    const own = new RegExp(`${match.word}[a-z]*[ -]${phrase.appNoun}\\b`).exec(text.slice(match.start));
    if (own && own.index === 0 && !match.word.endsWith(phrase.appNoun)) return titleCase(own[0].replace('-', ' '));
  }
  return choice.domain.name;
}

/** Reads a plain description into the domain, name, fields and features of a records app. */
export function understand(description: string): Understanding {
  const text = normalise(description);
  // Feature phrases ("a search box") are hidden from the subject's search, not from the features'.
  const choice = choose(hideFeaturePhrases(text));
  const { domain, object } = choice;
  // "the books I lend": a loan's title is the book.
  const base = object
    ? domain.fields.map((f) => (f.required ? title(titleCase(nounForms(object).singular)) : f))
    : domain.fields;
  const fields = withAskedFields(text, base);
  const wanted = new Set<Feature>([...domain.implies, ...askedFeatures(text)]);
  // A field the description added brings the feature that shows it.
  const added = fields.filter((f) => !base.includes(f));
  if (added.some((f) => f.type === 'rating')) wanted.add('rating');
  if (added.some((f) => f.type === 'tags')) wanted.add('tags');
  // "…with points", "…condition and value": a number asked for is there to be added up.
  if (added.some((f) => (f.type === 'number' || f.type === 'currency') && !isLabelNumber(f))) wanted.add('totals');
  return {
    domain,
    known: choice.known,
    strong: choice.strong,
    ...(choice.match ? { matched: choice.match.word } : {}),
    name: nameFor(description, text, choice),
    subject: { singular: domain.singular, plural: domain.plural },
    fields,
    features: FEATURES.filter((f) => wanted.has(f)),
  };
}
