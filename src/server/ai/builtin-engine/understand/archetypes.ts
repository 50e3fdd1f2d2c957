import { HEAD_END } from '../lexicon/text';
import type { Feature } from '../lexicon/types';

// The kinds of app the engine builds, and how a prompt is recognised as one of them.

export type Archetype =
  | 'store'
  | 'learning'
  | 'music'
  | 'analytics'
  | 'portfolio'
  | 'social'
  | 'admin'
  | 'blog'
  | 'tasks'
  | 'booking'
  | 'landing'
  /** A website for a venue, an occasion or a person: chosen from the description as a whole (site-spec.ts). */
  | 'site'
  | 'generic';

// Weighted keywords: a strong word (2) names the kind outright, a weak one (1) only hints.
const KEYWORDS: Record<Exclude<Archetype, 'generic' | 'site'>, Array<[string, number]>> = {
  store: [
    ['store', 2],
    ['shop', 2],
    ['e-commerce', 3],
    ['ecommerce', 3],
    ['cart', 2],
    ['product', 1],
    ['sell', 1],
    ['boutique', 2],
    ['checkout', 2],
    ['merch', 2],
  ],
  learning: [
    ['course', 2],
    ['learning', 2],
    ['lesson', 2],
    ['students', 1],
    ['student', 1],
    ['teach', 1],
    ['tutorial', 1],
    ['quiz', 2],
    ['academy', 2],
    ['education', 2],
    ['school', 1],
  ],
  music: [
    ['music', 3],
    ['song', 2],
    ['tracks', 1],
    ['playlist', 2],
    ['album', 2],
    ['player', 1],
    ['band', 1],
    ['podcast', 2],
    ['spotify', 2],
  ],
  analytics: [
    ['analytics', 3],
    ['metrics', 2],
    ['chart', 1],
    ['kpi', 2],
    ['insights', 1],
    ['traffic', 1],
    ['revenue', 1],
    ['report', 1],
  ],
  portfolio: [
    ['portfolio', 3],
    ['my work', 2],
    ['photographer', 2],
    ['designer', 1],
    ['resume', 2],
    ['showcase', 1],
    ['freelance', 1],
    ['case study', 2],
  ],
  social: [
    ['social', 3],
    ['feed', 2],
    ['followers', 2],
    ['friends', 1],
    ['community', 1],
    ['network', 1],
    ['share posts', 2],
    ['likes', 1],
    ['profile', 1],
  ],
  admin: [
    ['admin', 3],
    ['back office', 2],
    ['backoffice', 2],
    ['manage users', 2],
    ['inventory', 1],
    ['internal tool', 2],
    ['moderation', 1],
  ],
  blog: [
    ['blog', 3],
    ['articles', 2],
    ['article', 1],
    ['posts', 1],
    ['newsletter', 1],
    ['writing', 1],
    ['journal', 1],
    ['magazine', 2],
  ],
  tasks: [
    ['task', 2],
    ['todo', 3],
    ['to-do', 3],
    ['kanban', 2],
    ['checklist', 2],
    ['productivity', 1],
    ['project management', 2],
    ['habit', 1],
  ],
  booking: [
    ['booking', 3],
    ['book a', 2],
    ['appointment', 2],
    ['reservation', 2],
    ['schedule', 1],
    ['salon', 1],
    ['clinic', 1],
    ['studio', 1],
    ['classes', 1],
    ['restaurant', 1],
  ],
  landing: [
    ['landing', 3],
    ['startup', 1],
    ['saas', 2],
    ['launch', 1],
    ['waitlist', 2],
    ['marketing site', 2],
    ['homepage', 1],
    ['pricing', 1],
  ],
};

const DASHBOARD_HINT = /dashboard/;
const patterns = new Map<string, RegExp>();

// Whole words, allowing a plural: "shop" must not match "shopping".
function wordPattern(word: string): RegExp {
  let pattern = patterns.get(word);
  if (!pattern) {
    pattern = new RegExp(`\\b${word.replace(/[-]/g, '\\-')}(?:s|es)?\\b`);
    patterns.set(word, pattern);
  }
  return pattern;
}

export function detectArchetype(prompt: string): Archetype {
  const text = prompt.toLowerCase();
  let best: Archetype = 'generic';
  let bestScore = 0;
  for (const [kind, words] of Object.entries(KEYWORDS) as Array<
    [Exclude<Archetype, 'generic' | 'site'>, Array<[string, number]>]
  >) {
    let score = 0;
    for (const [word, weight] of words) if (wordPattern(word).test(text)) score += weight;
    // "dashboard" alone is ambiguous: analytics unless the prompt talks about managing things.
    if (DASHBOARD_HINT.test(text) && kind === 'analytics') score += 1;
    if (score > bestScore && score >= 2) {
      best = kind;
      bestScore = score;
    }
  }
  return best;
}

// Where its opening noun phrase ends: "a blog | to track my travels", "event planning checklist | for".
const PHRASE_END = /[,;:.!?]|\b(?:with|that|which|where|including|plus|for|to|of|about|so|and|i|we)\b/;

/**
 * True when the description names the kind outright: one of its surest words in the opening words
 * ("a booking site for…"), or one of its words as the noun it opens with ("a blog to track my
 * travels", "event planning checklist"). Then it is what the user asked for, whatever the description
 * goes on to keep; a word elsewhere ("with a kanban board", "for my shop") only hints.
 */
export function namesKind(prompt: string, kind: Archetype): boolean {
  if (kind === 'generic' || kind === 'site') return false;
  const lower = prompt.toLowerCase();
  const head = lower.split(HEAD_END)[0];
  const noun = lower.split(PHRASE_END)[0].trim().split(/\s+/).at(-1) ?? '';
  return KEYWORDS[kind].some(
    ([word, weight]) => (weight >= 3 && wordPattern(word).test(head)) || (weight >= 2 && wordPattern(word).test(noun)),
  );
}

/** A word that names some kind of app ("music", "booking", "shop"), so it cannot name an app of its own. */
export function isKindWord(word: string): boolean {
  const lower = word.toLowerCase();
  return Object.values(KEYWORDS).some((words) =>
    words.some(([keyword, weight]) => weight >= 2 && wordPattern(keyword).test(lower)),
  );
}

/**
 * Of the features that say what a page is for, those each kind's main page shows. A description
 * asking for one its kind lacks ("a pomodoro timer with a task list", "a quiz that gives a score")
 * gets the records app, which shows them all.
 */
const KIND_SHOWS: Record<Exclude<Archetype, 'generic'>, readonly Feature[]> = {
  store: [],
  booking: ['calendar'],
  learning: ['goals'],
  analytics: ['chart'],
  tasks: [],
  blog: [],
  music: [],
  portfolio: [],
  social: [],
  admin: [],
  landing: [],
  site: ['calendar'],
};
const PAGE_DEFINING: readonly Feature[] = [
  'chart',
  'calendar',
  'month',
  'kanban',
  'timer',
  'goals',
  'quiz',
  'ranking',
  'streaks',
];

/** The asked-for features that make a page what it is and that this kind's page cannot show. */
export function unshownBy(kind: Archetype, asked: readonly Feature[]): Feature[] {
  if (kind === 'generic') return [];
  return asked.filter((f) => PAGE_DEFINING.includes(f) && !KIND_SHOWS[kind].includes(f));
}

/**
 * True when the words naming a known thing hold one of the kind's words or follow it: "meeting room
 * booking", "stock portfolio", "book a desk". The kind's word then says what is done with the thing.
 */
export function joinsKindWord(text: string, matched: string, kind: Archetype): boolean {
  if (kind === 'generic' || kind === 'site' || !matched) return false;
  return KEYWORDS[kind].some(([word]) => wordPattern(word).test(matched) || text.includes(`${word} ${matched}`));
}
