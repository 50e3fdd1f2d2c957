import { ACCENTS, type AccentName } from '../understand/colours';
import type { AppSpec } from '../understand/spec';
import { templateFile } from './templates';

// The layout every generated app shares: theme tokens in index.css, a header with in-app
// navigation, a footer, and App.tsx routing each page at its own address (lists.ts). Components use the theme
// tokens (bg-surface, text-ink, bg-brand-600…) so colour and dark-mode edits touch one file; the
// same block names them the way the starter's src/components/ui expect (bg-primary, bg-card…).
// The fixed components are files in templates/shell/; what depends on the app's spec (its name,
// colours, pages, sections and content) is written here.

/** `text` as a single-quoted JS string literal. */
export function q(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

export function themeBlock(accent: AccentName, dark: boolean): string {
  const [c50, c100, c500, c600, c700] = ACCENTS[accent];
  const base = dark ? '#0b1120' : '#ffffff';
  const tint = (pct: number, light: string) => (dark ? `color-mix(in oklab, ${c500} ${pct}%, ${base})` : light);
  const mode = dark
    ? { surface: '#020617', panel: '#0f172a', ink: '#f1f5f9', muted: '#94a3b8', line: '#1e293b' }
    : { surface: '#f8fafc', panel: '#ffffff', ink: '#0f172a', muted: '#64748b', line: '#e2e8f0' };
  return [
    '@theme {',
    `  /* accent: ${accent}; mode: ${dark ? 'dark' : 'light'} */`,
    `  --color-brand-50: ${tint(15, c50)};`,
    `  --color-brand-100: ${tint(30, c100)};`,
    `  --color-brand-500: ${c500};`,
    `  --color-brand-600: ${c600};`,
    `  --color-brand-700: ${dark ? c500 : c700};`,
    `  --color-surface: ${mode.surface};`,
    `  --color-panel: ${mode.panel};`,
    `  --color-ink: ${mode.ink};`,
    `  --color-muted: ${mode.muted};`,
    `  --color-line: ${mode.line};`,
    ...componentTokens(dark),
    '}',
  ].join('\n');
}

// The names the components in src/components/ui use (bg-primary, text-muted-foreground, border-input…),
// pointed at the tokens above so they follow the accent and the mode. `muted` itself stays the
// muted text colour the pages use (text-muted), so the components never use it as a background.
function componentTokens(dark: boolean): string[] {
  const tokens: Array<[string, string]> = [
    ['background', 'var(--color-surface)'],
    ['foreground', 'var(--color-ink)'],
    ['card', 'var(--color-panel)'],
    ['card-foreground', 'var(--color-ink)'],
    ['popover', 'var(--color-panel)'],
    ['popover-foreground', 'var(--color-ink)'],
    ['primary', 'var(--color-brand-600)'],
    ['primary-foreground', '#ffffff'],
    ['secondary', 'var(--color-brand-50)'],
    ['secondary-foreground', 'var(--color-brand-700)'],
    ['accent', 'var(--color-brand-50)'],
    ['accent-foreground', 'var(--color-ink)'],
    ['muted-foreground', 'var(--color-muted)'],
    ['destructive', dark ? '#ef4444' : '#dc2626'],
    ['border', 'var(--color-line)'],
    // Form fields and a switch's off track: a shade stronger than the lines between things.
    ['input', dark ? '#334155' : '#cbd5e1'],
    ['ring', 'var(--color-brand-500)'],
    ['chart-1', 'var(--color-brand-500)'],
    ['chart-2', 'var(--color-brand-100)'],
  ];
  return tokens.map(([name, value]) => `  --color-${name}: ${value};`);
}

export function indexCss(accent: AccentName, dark: boolean): string {
  return `@import "tailwindcss";\n\n${themeBlock(accent, dark)}\n\n${baseLayer}`;
}

// Borders take the theme's line colour unless a class says otherwise, as the components expect.
const baseLayer = `@layer base {
  *,
  ::before,
  ::after {
    border-color: var(--color-border);
  }
}

body {
  margin: 0;
  font-family: ui-sans-serif, system-ui, sans-serif;
}
`;

export function indexHtml(template: string, name: string): string {
  return template.replace(/<title>[^<]*<\/title>/, `<title>${name.replace(/[<&]/g, '')}</title>`);
}

/**
 * The shell's fixed components by project path, the same in every app: the footer, and the hero
 * and highlights an app with a front page shows on it.
 */
export function shellComponents(front: Array<'Hero' | 'Features'>): Record<string, string> {
  return Object.fromEntries(
    ['Footer', ...front].map((name) => {
      const path = `src/components/${name}.tsx`;
      return [path, templateFile(`shell/${path}`)];
    }),
  );
}

export interface HeroWords {
  headline: string;
  subheading: string;
  cta: string;
  target: string;
}

/** The start of src/data.ts: the app's name and tagline, and the hero and highlights of a front page (null: none). */
export function dataHeader(
  spec: AppSpec,
  tagline: string,
  hero: HeroWords | null,
  features: Array<[string, string]>,
): string {
  const featureLines = features.map(([title, text]) => `  { title: ${q(title)}, text: ${q(text)} },`).join('\n');
  // A site has no highlights block, so nothing reads them.
  const highlights = features.length > 0 ? `\nexport const features = [\n${featureLines}\n];\n` : '';
  const heroSource = hero
    ? `
export const hero = {
  headline: ${q(hero.headline)},
  subheading: ${q(hero.subheading)},
  cta: ${q(hero.cta)},
  target: ${q(hero.target)},
};
`
    : '';
  return `// Content for ${spec.name} (kind: ${spec.archetype}). Edit freely: every page reads from here.

export const appName = ${q(spec.name)};
export const tagline = ${q(tagline)};
${heroSource}${highlights}`;
}

/** `export const name: Type[] = [ ...items ];` with one item per line. */
export function listSource(name: string, type: string, items: Array<Record<string, unknown>>): string {
  return `export const ${name}: ${type}[] = [\n${items.map((i) => `  ${objectSource(i)},`).join('\n')}\n];\n`;
}

export function objectSource(item: Record<string, unknown>): string {
  const value = (v: unknown): string =>
    typeof v === 'string' ? q(v) : Array.isArray(v) ? `[${v.map(value).join(', ')}]` : String(v);
  return `{ ${Object.entries(item)
    .map(([k, v]) => `${k}: ${value(v)}`)
    .join(', ')} }`;
}
