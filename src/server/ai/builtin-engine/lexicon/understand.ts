// understand(description): what a first prompt asks a records app to keep, what to call it, which
// fields a record has and which features the pages need.
import { withAskedFields } from './attributes';
import { askedFeatures } from './features';
import { bestMatch, type DomainMatch, findMatches } from './match';
import { explicitName, venueName } from './names';
import { FALLBACK_DOMAIN, findSubjectPhrases, inventDomain, type SubjectPhrase } from './subject';
import { normalise, titleCase } from './text';
import { type Domain, FEATURES, type Feature, type Understanding } from './types';

// A match this strong names the app or follows a verb ("habit tracker", "log my runs").
const ANCHORED = 8;
// Own words the user put before an app noun make a better name than the domain's: "Workout Journal".
const OWN_NAME_NOUNS =
  /^(?:tracker|log|journal|diary|planner|list|book|catalog|catalogue|collection|counter|organi[sz]er)$/;

interface Choice {
  domain: Domain;
  known: boolean;
  match?: DomainMatch;
  phrase?: SubjectPhrase;
}

const covers = (m: DomainMatch, p: SubjectPhrase) => m.start <= p.headStart && m.end >= p.headEnd;
const within = (m: DomainMatch, p: SubjectPhrase) => m.start >= p.start && m.end <= p.end;

function choose(text: string): Choice {
  const matches = findMatches(text);
  const phrases = findSubjectPhrases(text);
  // A known word that is the noun of a phrase the description is about wins outright.
  for (const phrase of phrases) {
    const head = bestMatch(matches.filter((m) => covers(m, phrase)));
    if (head) return { domain: head.domain, known: true, match: head, phrase };
  }
  const best = bestMatch(matches);
  const phrase = phrases.find((p) => p.noun);
  // An unknown noun the description is plainly about beats a known word mentioned in passing or
  // used as its modifier ("sourdough starters" are not bakes).
  if (phrase && (!best || best.score < ANCHORED || within(best, phrase))) {
    return { domain: inventDomain(phrase), known: false, phrase };
  }
  if (best) return { domain: best.domain, known: true, match: best, phrase: phrases[0] };
  return { domain: FALLBACK_DOMAIN, known: false };
}

function nameFor(description: string, text: string, choice: Choice): string {
  const given = explicitName(description) ?? venueName(text);
  if (given) return given;
  const { match, phrase } = choice;
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
  const choice = choose(text);
  const { domain } = choice;
  const fields = withAskedFields(text, domain.fields);
  const wanted = new Set<Feature>([...domain.implies, ...askedFeatures(text)]);
  // A field the description added brings the feature that shows it.
  const added = fields.filter((f) => !domain.fields.includes(f));
  if (added.some((f) => f.type === 'rating')) wanted.add('rating');
  if (added.some((f) => f.type === 'tags')) wanted.add('tags');
  return {
    domain,
    known: choice.known,
    name: nameFor(description, text, choice),
    subject: { singular: domain.singular, plural: domain.plural },
    fields,
    features: FEATURES.filter((f) => wanted.has(f)),
  };
}
