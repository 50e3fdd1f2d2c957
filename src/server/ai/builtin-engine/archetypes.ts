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
  | 'generic';

export type AccentName = keyof typeof ACCENTS;

export interface AppSpec {
  archetype: Archetype;
  name: string;
  accent: AccentName;
  dark: boolean;
  sections: SectionKind[];
  /** Meaningful nouns from the prompt, used to fill generic content. */
  nouns: string[];
}

// Weighted keywords: a strong word (2) names the kind outright, a weak one (1) only hints.
const KEYWORDS: Record<Exclude<Archetype, 'generic'>, Array<[string, number]>> = {
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
    ['crm', 2],
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
    [Exclude<Archetype, 'generic'>, Array<[string, number]>]
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

export const ACCENTS = {
  indigo: ['#eef2ff', '#e0e7ff', '#6366f1', '#4f46e5', '#4338ca'],
  blue: ['#eff6ff', '#dbeafe', '#3b82f6', '#2563eb', '#1d4ed8'],
  green: ['#f0fdf4', '#dcfce7', '#22c55e', '#16a34a', '#15803d'],
  emerald: ['#ecfdf5', '#d1fae5', '#10b981', '#059669', '#047857'],
  teal: ['#f0fdfa', '#ccfbf1', '#14b8a6', '#0d9488', '#0f766e'],
  purple: ['#faf5ff', '#f3e8ff', '#a855f7', '#9333ea', '#7e22ce'],
  pink: ['#fdf2f8', '#fce7f3', '#ec4899', '#db2777', '#be185d'],
  red: ['#fef2f2', '#fee2e2', '#ef4444', '#dc2626', '#b91c1c'],
  orange: ['#fff7ed', '#ffedd5', '#f97316', '#ea580c', '#c2410c'],
  amber: ['#fffbeb', '#fef3c7', '#f59e0b', '#d97706', '#b45309'],
  yellow: ['#fefce8', '#fef9c3', '#eab308', '#ca8a04', '#a16207'],
  slate: ['#f8fafc', '#f1f5f9', '#64748b', '#475569', '#334155'],
} as const;

const COLOUR_ALIASES: Record<string, AccentName> = {
  violet: 'purple',
  lavender: 'purple',
  rose: 'pink',
  gray: 'slate',
  grey: 'slate',
  black: 'slate',
  navy: 'blue',
  mint: 'emerald',
  gold: 'amber',
  cyan: 'teal',
  turquoise: 'teal',
};

const DEFAULT_ACCENT: Record<Archetype, AccentName> = {
  store: 'indigo',
  learning: 'blue',
  music: 'purple',
  analytics: 'blue',
  portfolio: 'slate',
  social: 'pink',
  admin: 'indigo',
  blog: 'amber',
  tasks: 'emerald',
  booking: 'teal',
  landing: 'indigo',
  generic: 'indigo',
};

/** The first colour word in the text, or null. */
export function findColour(text: string): AccentName | null {
  const lower = text.toLowerCase();
  let found: { at: number; name: AccentName } | null = null;
  for (const word of [...Object.keys(ACCENTS), ...Object.keys(COLOUR_ALIASES)]) {
    const match = new RegExp(`\\b${word}\\b`).exec(lower);
    if (match && (!found || match.index < found.at)) {
      found = { at: match.index, name: (COLOUR_ALIASES[word] ?? word) as AccentName };
    }
  }
  return found?.name ?? null;
}

export const SECTION_KINDS = [
  'contact',
  'about',
  'faq',
  'testimonials',
  'pricing',
  'newsletter',
  'team',
  'gallery',
] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

export function findSections(text: string): SectionKind[] {
  const lower = text.toLowerCase();
  // "about" is usually a preposition ("a blog about baking"): only "about us/me" asks for a section.
  return SECTION_KINDS.filter((kind) =>
    kind === 'about' ? /\babout (?:us|me|page|section)\b/.test(lower) : lower.includes(kind.replace(/s$/, '')),
  );
}

const STOP = new Set(
  'a an the and or for with my our your app application website site web page that this to of in on me i we want build make create need please some simple small modern nice beautiful where can which lets let users user people who has have it is be using'.split(
    ' ',
  ),
);

export function titleCase(text: string): string {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => (w.length <= 3 && w === w.toUpperCase() ? w : w[0].toUpperCase() + w.slice(1)))
    .join(' ');
}

export function extractNouns(prompt: string): string[] {
  const words = prompt.toLowerCase().match(/[a-z][a-z-]{2,}/g) ?? [];
  return [...new Set(words.filter((w) => !STOP.has(w) && !findColour(w) && w !== 'dark'))].slice(0, 8);
}

const NAME_FALLBACK: Record<Archetype, string> = {
  store: 'Corner Shop',
  learning: 'Bright Academy',
  music: 'Soundwave',
  analytics: 'Insight Board',
  portfolio: 'Studio Portfolio',
  social: 'Circle',
  admin: 'Control Room',
  blog: 'The Daily Notes',
  tasks: 'Taskflow',
  booking: 'Easy Booking',
  landing: 'Launchpad',
  generic: 'My App',
};

const CLEAN_NAME = /[^A-Za-z0-9&' -]/g;

export function extractName(prompt: string, archetype: Archetype): string {
  // Single quotes count only around words, so "my mom's shop" is not read as a quotation.
  const quoted = /["“]([^"”]{2,40})["”]/.exec(prompt) ?? /(?:^|\s)'([^']{2,40})'(?=[\s.,!?;:]|$)/.exec(prompt);
  if (quoted) return quoted[1].trim();
  const called =
    /\b(?:called|named|titled)\s+([A-Za-z0-9&' -]{2,40}?)(?=[,.!?;:]|\s+(?:with|that|which|where|for|and|in)\b|$)/i.exec(
      prompt,
    );
  if (called) return titleCase(called[1].replace(CLEAN_NAME, '').trim());
  const forMy =
    /\bfor (?:my|our|a|the)\s+([A-Za-z0-9&' -]{2,40}?)(?=[,.!?;:]|\s+(?:with|that|which|where|and|in)\b|$)/i.exec(
      prompt,
    );
  if (forMy) {
    const words = forMy[1].replace(CLEAN_NAME, '').trim().split(/\s+/).slice(0, 4);
    if (words.length > 0 && words[0].length > 1) return titleCase(words.join(' '));
  }
  return NAME_FALLBACK[archetype];
}

export function buildSpec(prompt: string): AppSpec {
  const archetype = detectArchetype(prompt);
  return {
    archetype,
    name: extractName(prompt, archetype),
    accent: findColour(prompt) ?? DEFAULT_ACCENT[archetype],
    dark: /\bdark\b/i.test(prompt),
    sections: findSections(prompt),
    nouns: extractNouns(prompt),
  };
}
