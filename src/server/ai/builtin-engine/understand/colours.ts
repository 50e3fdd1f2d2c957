import type { Archetype } from './archetypes';

// Accent palettes (shades 50, 100, 500, 600, 700), the words that pick one, and each kind's default.
// The "600" carries white text (buttons, the current page in the header), so it is a shade dark
// enough for WCAG AA (4.5:1) in every palette: Tailwind's 700 where its 600 is too light.

export const ACCENTS = {
  indigo: ['#eef2ff', '#e0e7ff', '#6366f1', '#4f46e5', '#4338ca'],
  blue: ['#eff6ff', '#dbeafe', '#3b82f6', '#2563eb', '#1d4ed8'],
  green: ['#f0fdf4', '#dcfce7', '#22c55e', '#15803d', '#166534'],
  emerald: ['#ecfdf5', '#d1fae5', '#10b981', '#047857', '#065f46'],
  teal: ['#f0fdfa', '#ccfbf1', '#14b8a6', '#0f766e', '#115e59'],
  purple: ['#faf5ff', '#f3e8ff', '#a855f7', '#9333ea', '#7e22ce'],
  pink: ['#fdf2f8', '#fce7f3', '#ec4899', '#db2777', '#be185d'],
  red: ['#fef2f2', '#fee2e2', '#ef4444', '#dc2626', '#b91c1c'],
  orange: ['#fff7ed', '#ffedd5', '#f97316', '#c2410c', '#9a3412'],
  amber: ['#fffbeb', '#fef3c7', '#f59e0b', '#b45309', '#92400e'],
  yellow: ['#fefce8', '#fef9c3', '#eab308', '#a16207', '#854d0e'],
  slate: ['#f8fafc', '#f1f5f9', '#64748b', '#475569', '#334155'],
} as const;

export type AccentName = keyof typeof ACCENTS;

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

export const DEFAULT_ACCENT: Record<Archetype, AccentName> = {
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
  site: 'teal',
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
