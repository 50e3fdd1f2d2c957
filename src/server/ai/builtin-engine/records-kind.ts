import type { Features } from '../../../../templates/kinds/generic/src/schema';
import type { Feature, Understanding } from './lexicon';
import { q } from './shell';
import { templateFile, templateFolder } from './templates';

// The generic kind: any list a description asks for, as data in src/schema.ts that one set of
// typed templates (templates/kinds/generic/) turns into a page.

const componentsDir = 'kinds/generic/src/components/records';

/** Which of the asked-for features the records page has: the rest are said to be missing. */
export function recordsFeatures(u: Understanding): { on: Features; missing: Feature[] } {
  const has = (f: Feature) => u.features.includes(f);
  const selects = u.fields.filter((f) => f.type === 'select');
  const on: Features = {
    summary: has('totals'),
    trend: has('chart'),
    byCategory: has('chart') && selects.length > 0,
    kanban: has('kanban') && selects.length > 0,
    week: has('calendar'),
    streaks: has('streaks'),
    csv: has('export'),
  };
  // Search, filters, sort, ratings and tags come with the page and its fields.
  const built: Record<Feature, boolean> = {
    chart: on.trend,
    totals: on.summary,
    search: true,
    filters: selects.length > 0,
    sort: true,
    rating: u.fields.some((f) => f.type === 'rating'),
    calendar: on.week,
    kanban: on.kanban,
    timer: false,
    goals: false,
    quiz: false,
    streaks: on.streaks,
    tags: u.fields.some((f) => f.type === 'tags'),
    export: on.csv,
    signin: false,
  };
  return { on, missing: u.features.filter((f) => !built[f]) };
}

export const collectionOf = (u: Understanding) =>
  u.subject.plural
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/^(?![a-z])/, 'r') || 'records';

const literal = (value: unknown): string =>
  Array.isArray(value) ? `[${value.map(literal).join(', ')}]` : typeof value === 'string' ? q(value) : String(value);

function schemaLiteral(u: Understanding, title: string): string {
  const fields = u.fields.map((f) => {
    const parts = [`key: ${q(f.key)}`, `label: ${q(f.label)}`, `type: ${q(f.type)}`];
    if (f.options) parts.push(`options: ${literal(f.options)}`);
    if (f.required) parts.push('required: true');
    return `    { ${parts.join(', ')} },`;
  });
  const label = (word: string) => word[0]?.toUpperCase() + word.slice(1);
  return [
    'export const schema: RecordSchema = {',
    `  collection: ${q(collectionOf(u))},`,
    `  singular: ${q(label(u.subject.singular))},`,
    `  plural: ${q(label(u.subject.plural))},`,
    `  title: ${q(title)},`,
    '  fields: [',
    ...fields,
    '  ],',
    '};',
  ].join('\n');
}

/** The app's src/schema.ts: the template's types with this app's schema and features. */
export function schemaSource(u: Understanding): string {
  const template = templateFile('kinds/generic/src/schema.ts');
  const title = u.fields.find((f) => f.required)?.key ?? u.fields[0]?.key ?? 'name';
  const { on } = recordsFeatures(u);
  const features = Object.entries(on)
    .map(([key, value]) => `  ${key}: ${value},`)
    .join('\n');
  return template
    .replace(
      /^\/\/ Stand-in for[\s\S]*?\n\n/,
      '// What this app keeps, as data: the records page and its components read it, so adding a\n// field here adds it to the form, the list and the search.\n\n',
    )
    .replace(/export const schema: RecordSchema = \{[\s\S]*?\n\};/, schemaLiteral(u, title))
    .replace(
      /export const features: Features = \{[\s\S]*?\n\};/,
      `export const features: Features = {\n${features}\n};`,
    );
}

/** The component each optional feature of the page is drawn by. */
const COMPONENTS: Record<keyof Features, string> = {
  summary: 'SummaryCards',
  trend: 'TrendChart',
  byCategory: 'CategoryChart',
  kanban: 'KanbanBoard',
  week: 'WeekView',
  streaks: 'Streaks',
  csv: 'CsvExport',
};

const usesOf = (line: string, component: string) => new RegExp(`\\b${component}\\b`).test(line);

/**
 * The records page with only the features this app has: an app without a chart does not carry
 * (or load) the chart library. The template marks multi-line regions `{/* feature: a, b *\/}` …
 * `{/* end feature *\/}`: a region goes when none of its features is on; a line that names the
 * component of a feature that is off (its import, a one-line use) goes too.
 */
export function recordsPage(on: Features): string {
  const off = (Object.keys(COMPONENTS) as Array<keyof Features>).filter((f) => !on[f]);
  const out: string[] = [];
  let skipping = false;
  for (const line of templateFile('kinds/generic/src/pages/Records.tsx').split('\n')) {
    const region = /\{\/\* feature: ([\w, ]+) \*\/\}/.exec(line);
    if (region) {
      skipping = (region[1] ?? '').split(/,\s*/).every((f) => off.includes(f as keyof Features));
      continue;
    }
    if (/\{\/\* end feature \*\/\}/.test(line)) {
      skipping = false;
      continue;
    }
    if (skipping || off.some((f) => usesOf(line, COMPONENTS[f]))) continue;
    out.push(line);
  }
  return out.join('\n');
}

/** Files the records page needs: itself, its schema and the components of its features. */
export function recordsFiles(u: Understanding): Record<string, string> {
  const { on } = recordsFeatures(u);
  const unused = new Set(
    (Object.keys(COMPONENTS) as Array<keyof Features>).filter((f) => !on[f]).map((f) => COMPONENTS[f]),
  );
  const files: Record<string, string> = { 'src/schema.ts': schemaSource(u), 'src/pages/Records.tsx': recordsPage(on) };
  for (const path of templateFolder(componentsDir)) {
    const name = path.slice(path.lastIndexOf('/') + 1).replace(/\.tsx?$/, '');
    if (!unused.has(name)) files[path.replace('kinds/generic/', '')] = templateFile(path);
  }
  return files;
}
