// Text helpers shared by every reader of a description (the lexicon and understand/): normalising it,
// word patterns, noun forms, where its head ends, and the words that never name anything in it.

/** Lowercase, straight quotes, and the few verb phrases that look like nouns the lexicon knows. */
export function normalise(description: string): string {
  return (
    description
      .toLowerCase()
      .replace(/[‘’]/g, "'")
      .replace(/[“”]/g, '"')
      .replace(/\s+/g, ' ')
      // "in order to" is not about orders, "order by" asks for sorting.
      .replace(/\bin order to\b/g, 'to')
      .replace(/\border(?:ed)? by\b/g, 'sorted by')
      // "log in", "sign in": signing in, not a log. One word keeps "log" and "sign" free for nouns.
      .replace(/\blog ?in\b/g, 'login')
      .replace(/\bsign ?(in|up|on)\b/g, 'sign$1')
      // "book a class", "clients can book": booking, not books.
      .replace(/\b(to|can|could|and|or|then|will|they|people|clients|customers|users|i) book\b/g, '$1 reserve')
      .replace(/\bbook (a|an|their|your|my|our|the)\b/g, 'reserve $1')
  );
}

const patterns = new Map<string, RegExp>();

/** A word or phrase as a whole word, allowing a plural; hyphens count as part of a word. */
export function wordPattern(word: string): RegExp {
  let pattern = patterns.get(word);
  if (!pattern) {
    const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    pattern = new RegExp(`(?<![a-z0-9-])${escaped}(?:s|es)?(?![a-z0-9-])`, 'g');
    patterns.set(word, pattern);
  }
  pattern.lastIndex = 0;
  return pattern;
}

export function titleCase(text: string): string {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => (w.length <= 3 && w === w.toUpperCase() ? w : w[0].toUpperCase() + w.slice(1)))
    .join(' ');
}

const IRREGULAR_SINGULAR =
  /(?:movie|cookie|calorie|brownie|smoothie|selfie|hoodie|sauce|case|house|horse|course|piece|phrase|price|rose|nurse|purse|vase|bike|note|quote|recipe|game|tune|shoe|toe)s$/;

/** Singular and plural of a noun, from either form: "hot sauces" → hot sauce / hot sauces. */
export function nounForms(word: string): { singular: string; plural: string } {
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) {
    const singular = IRREGULAR_SINGULAR.test(word)
      ? word.slice(0, -1)
      : word.endsWith('ies')
        ? `${word.slice(0, -3)}y`
        : /(?:ss|x|ch|sh|z)es$/.test(word)
          ? word.slice(0, -2)
          : word.slice(0, -1);
    return { singular, plural: word };
  }
  const plural = /(?:s|x|z|ch|sh)$/.test(word)
    ? `${word}es`
    : /[^aeiou]y$/.test(word)
      ? `${word.slice(0, -1)}ies`
      : `${word}s`;
  return { singular: word, plural };
}

// Where a description turns from what it is to what it has or how it should work: "a blog | with a
// newsletter", "a wedding website | with our story". Kinds and websites are read from what is before.
export const HEAD_END = /[,;:.!?]|\b(?:with|that|which|where|including|plus)\b/;

/** Words that fill a description but never name what it keeps. */
export const STOP = new Set(
  `a an the and or for with my our your their his her its of in on at to by from me i we you they it is are be
  want wanna would like need needs please some any all every each this that these those which what how much many
  app apps application website site web page tool thing things stuff something simple small modern nice beautiful
  clean minimal easy quick basic little new cool good great better best next last first previous upcoming personal private shared family team daily
  weekly monthly yearly digital online free smart mini own whole entire can could help helps lets let keep keeps
  track tracks tracking log logs manage build make create give using use just also kind sort type lot lots
  kanban dashboard admin`.split(/\s+/),
);

/**
 * Words that are never one of a first prompt's nouns, its list's subject or its opening name
 * (understand/spec.ts). Not STOP: this list keeps words STOP drops ("online", "team", "log",
 * "dashboard" are nouns of the content) and drops a few STOP keeps ("users", "people", "who",
 * "where"). The engine's choices are tuned to each list where it is used; one merged list changes
 * the nouns, names and subjects of hundreds of descriptions, so they stay two.
 */
export const NOUN_STOP = new Set(
  'a an the and or for with my our your app application website site web page that this to of in on me i we want build make create need please some simple small modern nice beautiful where can which lets let users user people who has have it is be using'.split(
    ' ',
  ),
);
