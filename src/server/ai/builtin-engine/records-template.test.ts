import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { problemsOf } from '../../../../templates/kinds/generic/src/components/records/draft';
import type { SavedRecord } from '../../../../templates/kinds/generic/src/components/records/fields';
import type { Features, RecordSchema } from '../../../../templates/kinds/generic/src/schema';
import { ProjectBundler } from '../../apps/build/bundle';
import { loadTemplate } from '../../apps/template/project-template';
import { indexCss } from './shell';

// The records templates: one page and its feature components, shaped by the app's src/schema.ts.
const recordsDir = fileURLToPath(new URL('../../../../templates/kinds/generic/src', import.meta.url));

/** The templates as the app holds them: not the schema stand-in, nor the ui stand-ins (the starter has those). */
function recordsTemplates(): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      const path = `src/${relative(recordsDir, full).split(sep).join('/')}`;
      if (entry.isDirectory()) {
        if (path !== 'src/components/ui') walk(full);
      } else if (path !== 'src/schema.ts') files[path] = readFileSync(full, 'utf8');
    }
  };
  walk(recordsDir);
  return files;
}

/** A src/schema.ts as the engine writes it: the stand-in's types, then this app's schema and features. */
function schemaFile(schema: RecordSchema, features: Features) {
  const standIn = readFileSync(join(recordsDir, 'schema.ts'), 'utf8');
  const types = standIn.slice(0, standIn.indexOf('export const schema'));
  const featuresType = standIn.slice(standIn.indexOf('/** The extras'), standIn.indexOf('export const features'));
  return `${types}${featuresType}export const schema: RecordSchema = ${JSON.stringify(schema, null, 2)};

export const features: Features = ${JSON.stringify(features, null, 2)};
`;
}

const none: Features = {
  summary: false,
  trend: false,
  byCategory: false,
  kanban: false,
  week: false,
  streaks: false,
  csv: false,
};

const apps: Array<{ name: string; schema: RecordSchema; features: Features }> = [
  {
    name: 'habit check-ins',
    schema: {
      collection: 'checkins',
      singular: 'Check-in',
      plural: 'Check-ins',
      title: 'habit',
      fields: [
        { key: 'habit', label: 'Habit', type: 'text', required: true },
        { key: 'date', label: 'Date', type: 'date', required: true },
        { key: 'mood', label: 'Mood', type: 'rating' },
        { key: 'done', label: 'Done', type: 'boolean' },
        { key: 'notes', label: 'Notes', type: 'longtext' },
      ],
    },
    features: { ...none, streaks: true, week: true },
  },
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
    features: { ...none, kanban: true, week: true, csv: true },
  },
];

/** The starter, the records templates, the app's schema and an App rendering the page. */
function recordsApp(schema: RecordSchema, features: Features): Map<string, string> {
  return new Map(
    Object.entries({
      ...loadTemplate(),
      ...recordsTemplates(),
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
    const { toCsv } = await import('../../../../templates/kinds/generic/src/components/records/CsvExport');
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
