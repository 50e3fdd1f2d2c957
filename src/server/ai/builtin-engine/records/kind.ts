import type { Features } from '../../../../../templates/kinds/generic/src/schema';
import { objectSource, q } from '../app/shell';
import { templateFile, templateFolder } from '../app/templates';
import { sampleRecords } from '../lexicon/samples';
import type { Derived, Feature, Field, Understanding } from '../lexicon/types';
import { featureLines, fieldLine } from './schema-file';

// The generic kind: any list a description asks for, as data in src/schema.ts that one set of
// typed templates (templates/kinds/generic/) turns into a page.

const componentsDir = 'kinds/generic/src/components/records';
const pageTemplate = `${componentsDir}/RecordsPage.tsx`;
/** Where an app keeps its list page component, as recordsPage writes it. */
export const RECORDS_PAGE = 'src/components/records/RecordsPage.tsx';

/**
 * Lexicon domains whose records are things done again and again, with what their check-in button
 * says: a habit is done, a plant watered, a pill taken, today.
 */
const CHECKED_IN = new Map([
  ['habits', 'Done today'],
  ['chores', 'Done today'],
  ['medications', 'Taken today'],
  ['supplements', 'Taken today'],
  ['plants', 'Watered today'],
  ['pets', 'Fed today'],
]);

/** The key of the field that names a record: the required one, else the first. */
const titleKey = (u: Understanding) => u.fields.find((f) => f.required)?.key ?? u.fields[0]?.key ?? 'name';

/**
 * The fields the app's records have. With check-ins, a yes/no field for today ("Taken today") goes:
 * a check-in says the same and starts again each day, which a field on the record cannot.
 */
export function recordFields(u: Understanding): Field[] {
  if (!recordsFeatures(u).on.checkins) return u.fields;
  return u.fields.filter((f) => !(f.type === 'boolean' && /\btoday\b/i.test(f.label)));
}

/** Which of the asked-for features the records page has: the rest are said to be missing. */
export function recordsFeatures(u: Understanding): { on: Features; missing: Feature[] } {
  const has = (f: Feature) => u.features.includes(f);
  const selects = u.fields.filter((f) => f.type === 'select');
  // Streaks of a dated log (runs, moods) count its records by date. Without a date field the
  // records are things done again and again, and their streaks need a check-in each day.
  const dated = u.fields.some((f) => f.type === 'date');
  // A quiz asks with the title and needs another text to answer with.
  const answerable = u.fields.some((f) => (f.type === 'text' || f.type === 'longtext') && f.key !== titleKey(u));
  const checkins = (u.known && CHECKED_IN.has(u.domain.id)) || (has('streaks') && !dated);
  const on: Features = {
    summary: has('totals'),
    trend: has('chart'),
    // Things checked in daily are charted by their check-ins over time; totals of their fields
    // by category ("goal per week by frequency") would say nothing.
    byCategory: has('chart') && selects.length > 0 && !checkins,
    kanban: has('kanban') && selects.length > 0,
    // A month calendar, where asked for, shows the days a week view would.
    week: has('calendar') && !has('month'),
    month: has('month'),
    streaks: has('streaks'),
    csv: has('export'),
    checkins,
    // Buttons that change every record at once are for a follow-up to ask for by name.
    clearAll: false,
    markAllDone: false,
    shuffle: false,
    signin: has('signin'),
    timer: has('timer'),
    goal: has('goals'),
    quiz: has('quiz') && answerable,
    ranking: has('ranking'),
    search: true,
    weather: has('weather'),
    rates: has('rates'),
  };
  // Search, filters, sort, ratings and tags come with the page and its fields.
  const built: Record<Feature, boolean> = {
    chart: on.trend,
    totals: on.summary,
    search: on.search,
    filters: selects.length > 0,
    sort: true,
    rating: u.fields.some((f) => f.type === 'rating'),
    calendar: on.week || on.month,
    month: on.month,
    kanban: on.kanban,
    timer: on.timer,
    goals: on.goal,
    quiz: on.quiz,
    ranking: on.ranking,
    streaks: on.streaks,
    tags: u.fields.some((f) => f.type === 'tags'),
    export: on.csv,
    signin: on.signin,
    weather: on.weather,
    rates: on.rates,
  };
  return { on, missing: u.features.filter((f) => !built[f]) };
}

export const collectionOf = (u: Understanding) =>
  u.subject.plural
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/^(?![a-z])/, 'r') || 'records';

/** The domain's fields one record alone may hold, while the app still has them all. */
const uniqueKeys = (u: Understanding) => {
  const keys = u.known ? u.domain.unique : undefined;
  return keys?.every((key) => recordFields(u).some((f) => f.key === key)) ? keys : undefined;
};

/** The domain's worked-out figures, while the app still has every field they are worked out from. */
function derivedLines(u: Understanding): string[] {
  const keys = new Set(recordFields(u).map((f) => f.key));
  const kept = (u.known ? (u.domain.derived ?? []) : []).filter((d) =>
    d.terms.every((t) => t.times.every((k) => keys.has(k))),
  );
  if (kept.length === 0) return [];
  const term = (t: Derived['terms'][number]) =>
    `{ times: [${t.times.map(q).join(', ')}]${t.minus ? ', minus: true' : ''} }`;
  return [
    '  derived: [',
    ...kept.map(
      (d) =>
        `    { key: ${q(d.key)}, label: ${q(d.label)}, type: ${q(d.type)}${d.signed ? ', signed: true' : ''}, terms: [${d.terms.map(term).join(', ')}] },`,
    ),
    '  ],',
  ];
}

/** The schema of `u` as TypeScript: `export const schema: RecordSchema = { … };` by default. */
export function schemaLiteral(u: Understanding, checkInLabel?: string, declaration = 'export const schema'): string {
  const label = (word: string) => word[0]?.toUpperCase() + word.slice(1);
  return [
    `${declaration}: RecordSchema = {`,
    `  collection: ${q(collectionOf(u))},`,
    `  singular: ${q(label(u.subject.singular))},`,
    `  plural: ${q(label(u.subject.plural))},`,
    `  title: ${q(titleKey(u))},`,
    '  fields: [',
    ...recordFields(u).map(fieldLine),
    '  ],',
    ...(checkInLabel ? [`  checkInLabel: ${q(checkInLabel)},`] : []),
    ...(uniqueKeys(u) ? [`  unique: [${uniqueKeys(u)?.map(q).join(', ')}],`] : []),
    ...derivedLines(u),
    '  samples: [',
    ...sampleRecords(u, recordFields(u), titleKey(u)).map((sample) => `    ${objectSource(sample)},`),
    '  ],',
    '};',
  ].join('\n');
}

/** The app's src/schema.ts: the template's types with this app's schema and features. */
export function schemaSource(u: Understanding): string {
  const template = templateFile('kinds/generic/src/schema.ts');
  const { on } = recordsFeatures(u);
  // "Done today" is the button's own default; other words are this app's.
  const label = CHECKED_IN.get(u.domain.id);
  const checkInLabel = on.checkins && u.known && label !== 'Done today' ? label : undefined;
  const features = featureLines(on as unknown as Record<string, boolean>);
  const intro =
    '// What this app keeps, as data: the records page and its components read it, so adding a\n// field here adds it to the form, the list and the search.\n\n';
  // Replacer functions, not strings: a "$'" in the schema (a price range of "$", "$$") is text, not a pattern.
  return template
    .replace(/^\/\/ Stand-in for[\s\S]*?\n\n/, intro)
    .replace(/export const schema: RecordSchema = \{[\s\S]*?\n\};/, () => schemaLiteral(u, checkInLabel))
    .replace(
      /export const features: Features = \{[\s\S]*?\n\};/,
      () => `export const features: Features = {\n${features}\n};`,
    );
}

/** The component (and its file) that draws each optional part of the page; parts may share one. */
const COMPONENTS: Record<keyof Features, string> = {
  summary: 'SummaryCards',
  trend: 'TrendChart',
  byCategory: 'CategoryChart',
  kanban: 'KanbanBoard',
  week: 'WeekView',
  month: 'MonthCalendar',
  streaks: 'Streaks',
  csv: 'CsvExport',
  checkins: 'CheckIns',
  clearAll: 'ListActions',
  markAllDone: 'ListActions',
  shuffle: 'ListActions',
  signin: 'Account',
  timer: 'Timer',
  goal: 'GoalProgress',
  quiz: 'Quiz',
  ranking: 'Leaderboard',
  // The box is the page's own; the matching is in this module.
  search: 'search-match',
  weather: 'LiveWeather',
  rates: 'CurrencyRates',
};

/** Modules only some parts' components use, with those parts: an app without them does not carry them. */
const HELPERS: Record<string, Array<keyof Features>> = {
  live: ['weather', 'rates'],
  LiveNotice: ['weather', 'rates'],
};

/** The page's other names for a part's own things: its state, more exports, its props on a shared component. */
const OWN_NAMES: Partial<Record<keyof Features, string[]>> = {
  kanban: ['ViewSwitch', 'view', 'setView'],
  checkins: ['useCheckIns', 'checkIns', 'CheckInButton'],
  clearAll: ['clearLabel', 'onClear'],
  markAllDone: ['onMarkDone'],
  shuffle: ['dealt', 'setDealt'],
  search: ['Input', 'SearchIcon'],
};

const PARTS = Object.keys(COMPONENTS) as Array<keyof Features>;
const isPart = (name: string): name is keyof Features => name in COMPONENTS;

/** The components no part that is on uses. */
function unusedComponents(on: Features): Set<string> {
  const used = new Set(PARTS.filter((p) => on[p]).map((p) => COMPONENTS[p]));
  const helpers = Object.entries(HELPERS).filter(([, parts]) => parts.every((p) => !on[p]));
  return new Set([...PARTS.map((p) => COMPONENTS[p]).filter((c) => !used.has(c)), ...helpers.map(([name]) => name)]);
}

/** A pattern for the names of the parts that are off (those shared with a part that is on stay), or null. */
function offNames(on: Features): RegExp | null {
  const users = new Map<string, Array<keyof Features>>();
  for (const part of PARTS)
    for (const name of [COMPONENTS[part], ...(OWN_NAMES[part] ?? [])])
      users.set(name, [...(users.get(name) ?? []), part]);
  const off = [...users].filter(([, parts]) => parts.every((p) => !on[p])).map(([name]) => name);
  return off.length > 0 ? new RegExp(`\\b(?:${off.join('|')})\\b`) : null;
}

const REGION = /^\s*(?:\{\/\* feature: ([!\w, ]+) \*\/\}|\/\/ feature: ([!\w, ]+))$/;
const REGION_END = /^\s*(?:\{\/\* end feature \*\/\}|\/\/ end feature)$/;

/**
 * The records page with only the parts this app has: an app without a chart does not carry (or
 * load) the chart library. The template marks regions `{/* feature: a, b *\/}` … `{/* end feature *\/}`
 * in JSX, `// feature: a` … `// end feature` among statements: a region stays when any part it
 * lists is on (`!a`: when a is off), and regions nest. A line that names something of a part that
 * is off goes too: its component (an import, a one-line use) or one of its OWN_NAMES.
 */
export function recordsPage(on: Features, template = templateFile(pageTemplate)): string {
  const named = offNames(on);
  // Whether each open region stays, innermost last.
  const regions: boolean[] = [];
  const out: string[] = [];
  for (const line of template.split('\n')) {
    const region = REGION.exec(line);
    if (region) {
      const listed = (region[1] ?? region[2] ?? '').split(/,\s*/);
      regions.push(
        listed.some((name) => {
          const part = name.replace(/^!/, '');
          if (!isPart(part)) throw new Error(`RecordsPage.tsx marks a region for an unknown part: ${name}`);
          return name.startsWith('!') ? !on[part] : on[part];
        }),
      );
      continue;
    }
    if (REGION_END.test(line)) {
      regions.pop();
      continue;
    }
    if (regions.includes(false) || named?.test(line)) continue;
    out.push(line);
  }
  // A region gone leaves the blank lines around it: one is enough.
  const page = out.join('\n').replace(/\n{3,}/g, '\n\n');
  // With no part left that reads a flag, the page leaves its flags alone.
  return /\bfeatures\./.test(page)
    ? page
    : page.replace('{ schema, features }: RecordsPageProps', '{ schema }: RecordsPageProps');
}

/** The records components an app with these parts needs, by their paths in the app. */
export function componentFiles(on: Features): Record<string, string> {
  const unused = unusedComponents(on);
  const files: Record<string, string> = {};
  for (const path of templateFolder(componentsDir)) {
    const name = path.slice(path.lastIndexOf('/') + 1).replace(/\.tsx?$/, '');
    if (!unused.has(name))
      files[path.replace('kinds/generic/', '')] = path === pageTemplate ? recordsPage(on) : templateFile(path);
  }
  return files;
}

/** Files the records page needs: itself, its schema and the components of its parts. */
export function recordsFiles(u: Understanding): Record<string, string> {
  const { on } = recordsFeatures(u);
  return {
    'src/schema.ts': schemaSource(u),
    'src/pages/Records.tsx': templateFile('kinds/generic/src/pages/Records.tsx'),
    ...componentFiles(on),
  };
}
