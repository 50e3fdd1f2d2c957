import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { standingOf } from '../../../../../templates/kinds/generic/src/components/records/CheckIns';
import { problemsOf } from '../../../../../templates/kinds/generic/src/components/records/draft';
import type { SavedRecord } from '../../../../../templates/kinds/generic/src/components/records/fields';
import type { Features, RecordSchema } from '../../../../../templates/kinds/generic/src/schema';
import { typeErrors } from '../../../../../tests/support/type-check-apps';
import { ProjectBundler } from '../../../apps/build/bundle';
import { loadTemplate } from '../../../apps/template/project-template';
import { indexCss } from '../app/shell';
import { understand } from '../lexicon/understand';
import { describeRecords } from './describe';
import { componentFiles, recordsFeatures, recordsPage, schemaSource } from './kind';

// The records templates: one page and its feature components, shaped by the app's src/schema.ts.
// Each app here gets the page as the engine writes it, with only the parts it has.
const root = fileURLToPath(new URL('../../../../../', import.meta.url));
const recordsDir = join(root, 'templates/kinds/generic/src');

/** A src/schema.ts as the engine writes it: the stand-in's types, then this app's schema and features. */
function schemaFile(schema: RecordSchema, features: Features) {
  const standIn = readFileSync(join(recordsDir, 'schema.ts'), 'utf8');
  const types = standIn.slice(0, standIn.indexOf('export const schema'));
  const featuresType = standIn.slice(standIn.indexOf('/** The extras'), standIn.indexOf('export const features'));
  return `${types}${featuresType}export const schema: RecordSchema = ${JSON.stringify(schema, null, 2)};

export const features: Features = ${JSON.stringify(features, null, 2)};
`;
}

/** The page and the components it needs, by their paths in the app. */
const recordsTemplates = (features: Features) => ({
  ...componentFiles(features),
  'src/pages/Records.tsx': readFileSync(join(recordsDir, 'pages/Records.tsx'), 'utf8'),
});

const parts = Object.keys(recordsFeatures(understand('a habit tracker')).on) as Array<keyof Features>;
const none = Object.fromEntries(parts.map((part) => [part, false])) as unknown as Features;
const every = Object.fromEntries(parts.map((part) => [part, true])) as unknown as Features;

const habits: RecordSchema = {
  collection: 'habits',
  singular: 'Habit',
  plural: 'Habits',
  title: 'name',
  fields: [
    { key: 'name', label: 'Name', type: 'text', required: true },
    { key: 'frequency', label: 'Frequency', type: 'select', options: ['Daily', 'Weekdays', 'Weekly'] },
    { key: 'goalPerWeek', label: 'Goal per week', type: 'number' },
    { key: 'notes', label: 'Notes', type: 'longtext' },
  ],
};

const practice: RecordSchema = {
  collection: 'practice',
  singular: 'Practice',
  plural: 'Practice',
  title: 'piece',
  fields: [
    { key: 'piece', label: 'Piece', type: 'text', required: true },
    { key: 'date', label: 'Date', type: 'date', required: true },
    { key: 'minutes', label: 'Minutes', type: 'number' },
    { key: 'mood', label: 'Mood', type: 'rating' },
    { key: 'done', label: 'Done', type: 'boolean' },
    { key: 'notes', label: 'Notes', type: 'longtext' },
  ],
};

const apps: Array<{ name: string; schema: RecordSchema; features: Features }> = [
  { name: 'a dated log with date-based streaks', schema: practice, features: { ...none, streaks: true, week: true } },
  {
    name: 'expenses',
    schema: {
      collection: 'expenses',
      singular: 'Expense',
      plural: 'Expenses',
      title: 'title',
      fields: [
        { key: 'title', label: 'Title', type: 'text', required: true },
        { key: 'amount', label: 'Amount', type: 'currency', required: true },
        { key: 'category', label: 'Category', type: 'select', options: ['Food', 'Transport', 'Home', 'Fun'] },
        { key: 'date', label: 'Date', type: 'date', required: true },
        { key: 'tags', label: 'Tags', type: 'tags' },
        { key: 'notes', label: 'Notes', type: 'longtext' },
      ],
    },
    features: { ...none, summary: true, trend: true, byCategory: true, csv: true },
  },
  {
    name: 'job applications',
    schema: {
      collection: 'applications',
      singular: 'Application',
      plural: 'Applications',
      title: 'company',
      fields: [
        { key: 'company', label: 'Company', type: 'text', required: true },
        { key: 'role', label: 'Role', type: 'text', required: true },
        { key: 'status', label: 'Status', type: 'select', options: ['Applied', 'Interview', 'Offer', 'Rejected'] },
        { key: 'applied', label: 'Applied on', type: 'date' },
        { key: 'salary', label: 'Salary', type: 'currency' },
        { key: 'contact', label: 'Contact', type: 'email' },
        { key: 'phone', label: 'Phone', type: 'phone' },
        { key: 'link', label: 'Job posting', type: 'url' },
        { key: 'logo', label: 'Logo', type: 'image' },
        { key: 'remote', label: 'Remote', type: 'boolean' },
        { key: 'fit', label: 'Fit', type: 'rating' },
      ],
    },
    features: { ...none, kanban: true, week: true, csv: true, clearAll: true, markAllDone: true, shuffle: true },
  },
  {
    name: 'a habit tracker with daily check-ins',
    schema: habits,
    features: { ...none, checkins: true, streaks: true, trend: true },
  },
  { name: 'a practice log with every part', schema: { ...practice, checkInLabel: 'Practised today' }, features: every },
  { name: 'a list with no extras', schema: habits, features: none },
];

/** The starter, the records templates, the app's schema and an App rendering the page. */
function recordsApp(schema: RecordSchema, features: Features): Map<string, string> {
  return new Map(
    Object.entries({
      ...loadTemplate(),
      ...recordsTemplates(features),
      'src/schema.ts': schemaFile(schema, features),
      'src/index.css': indexCss('indigo', false),
      'src/App.tsx': `import { Records } from './pages/Records';

export default function App() {
  return (
    <main className="min-h-screen bg-surface px-4 py-8 text-ink">
      <Records />
    </main>
  );
}
`,
    }),
  );
}

/**
 * Records apps with these parts, as the type check reads them: the page with its components, the
 * schema, and the starter's UI components re-exported from the repository.
 */
function recordsAppFiles(apps: Record<string, Features>): Record<string, Record<string, string>> {
  return Object.fromEntries(
    Object.entries(apps).map(([name, features]) => [
      name,
      {
        ...recordsTemplates(features),
        'src/schema.ts': schemaFile(habits, features),
        ...Object.fromEntries(
          ['badge', 'button', 'checkbox', 'dialog', 'input', 'label', 'progress', 'textarea'].map((ui) => [
            `src/components/ui/${ui}.ts`,
            `export * from '${join(root, 'templates/react-app/src/components/ui', ui)}';\n`,
          ]),
        ),
      },
    ]),
  );
}

describe('the records templates', () => {
  const bundler = new ProjectBundler();
  afterAll(() => bundler.dispose());

  it.each(apps)('build into a working app: $name', async ({ schema, features }) => {
    const result = await bundler.bundle(recordsApp(schema, features));
    expect(result.ok ? [] : result.problems).toEqual([]);
    if (!result.ok) return;
    // The theme's tokens reach the page, so accent and dark mode recolour it.
    expect(result.css).toContain('.bg-panel');
    expect(result.css).toContain('.border-line');
    expect(result.js).toContain(schema.collection);
  });

  it('leaves nothing behind of the parts an app does not have, whichever it has', () => {
    const sets: Record<string, Features> = { none, every };
    for (const part of parts) {
      sets[`only-${part}`] = { ...none, [part]: true };
      sets[`all-but-${part}`] = { ...every, [part]: false };
    }
    expect(typeErrors(recordsAppFiles(sets))).toEqual([]);
    for (const features of Object.values(sets)) expect(recordsPage(features)).not.toMatch(/feature:|\n\n\n/);
    // The add form stays the first form on the page: the sign-in form only opens in a dialog.
    expect(recordsPage(every).indexOf('<RecordForm')).toBeLessThan(recordsPage(every).indexOf('<ListActions'));
    expect(recordsPage(none)).not.toMatch(
      /checkIns|ListActions|Account|dealt|view ===|import \{ features|features\.|\{ schema, features \}/,
    );
    // Two apps per part, type-checked together in this thread: 45 to 90 s alone on two cores, and
    // up to three times that beside the other suites (158 s seen in CI), so the limit is generous.
  }, 480_000);

  it('asks for every required field by name, and checks numbers, emails and links', () => {
    const jobs = apps[2].schema;
    expect(
      problemsOf({ company: '', role: 'Designer', salary: '12k', contact: 'sam', link: 'example.com' }, jobs),
    ).toEqual({
      company: 'Company is required.',
      salary: 'Salary must be a number, like 12.50.',
      contact: 'Contact must be an email address, like name@example.com.',
      link: 'Job posting must be a web address starting with https://.',
    });
    expect(problemsOf({ company: 'Acme', role: 'Designer', salary: '85000.00', fit: 0 }, jobs)).toEqual({});
  });

  it('writes CSV with quotes where a cell needs them, and defuses formulas', async () => {
    const { toCsv } = await import('../../../../../templates/kinds/generic/src/components/records/CsvExport');
    const expenses = apps[1].schema;
    const record: SavedRecord = {
      id: 'r1',
      createdAt: '2025-01-02T10:00:00.000Z',
      updatedAt: '2025-01-02T10:00:00.000Z',
      title: 'Lunch, with "Sam"',
      amount: 12.5,
      category: 'Food',
      date: '2025-01-02',
      tags: ['work', 'team'],
      notes: '=HYPERLINK("x")\nsecond line',
    };
    expect(toCsv([record], expenses).split('\r\n')).toEqual([
      'Title,Amount,Category,Date,Tags,Notes',
      '"Lunch, with ""Sam""",12.50,Food,2025-01-02,work; team,"\'=HYPERLINK(""x"")\nsecond line"',
    ]);
  });
});

describe('which parts a description gets', () => {
  it('checks in things done again and again; a dated log keeps streaks of its records', () => {
    const habitTracker = understand('A habit tracker with daily check-ins, streaks and a weekly chart');
    expect(recordsFeatures(habitTracker).on).toMatchObject({
      checkins: true,
      streaks: true,
      trend: true,
      clearAll: false,
    });
    expect(describeRecords(habitTracker)).toMatch(/plus a chart over time, .*daily check-ins and streaks$/);
    expect(recordsFeatures(understand('a running log with streaks')).on).toMatchObject({
      streaks: true,
      checkins: false,
    });
    const plants = schemaSource(understand('keep track of my houseplants and when to water them'));
    expect(plants).toContain("checkInLabel: 'Watered today',");
    expect(plants).toContain('checkins: true,');
    // A yes/no "Taken today" never resets; the check-in that replaces it does, each day.
    expect(schemaSource(understand('medication reminders'))).not.toContain("'Taken today', type: 'boolean'");
    expect(recordsFeatures(understand('a habit tracker where I can log in')).on.signin).toBe(true);
  });

  it('counts a streak up to today, or to yesterday while today is still to do', () => {
    const days = ['2025-03-10', '2025-03-09', '2025-03-07'];
    expect(standingOf(days, new Date(2025, 2, 10))).toEqual({ streak: 2, daysSinceLast: 0 });
    expect(standingOf(days, new Date(2025, 2, 11))).toEqual({ streak: 2, daysSinceLast: 1 });
    expect(standingOf(days, new Date(2025, 2, 13))).toEqual({ streak: 0, daysSinceLast: 3 });
    expect(standingOf([], new Date(2025, 2, 13))).toEqual({ streak: 0, daysSinceLast: null });
  });
});
