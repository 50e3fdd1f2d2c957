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

/** Files the records page needs besides itself: its schema and its components. */
export function recordsFiles(u: Understanding): Record<string, string> {
  const files: Record<string, string> = { 'src/schema.ts': schemaSource(u) };
  for (const path of templateFolder(componentsDir)) {
    files[path.replace('kinds/generic/', '')] = templateFile(path);
  }
  return files;
}
