import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { clashOf } from '../../../../../templates/kinds/generic/src/components/records/clash';
import {
  type Entry,
  formatMoney,
  type SavedRecord,
} from '../../../../../templates/kinds/generic/src/components/records/fields';
import {
  goalPair,
  goalText,
  progressOf,
} from '../../../../../templates/kinds/generic/src/components/records/GoalProgress';
import { answerField, deal, sameAnswer } from '../../../../../templates/kinds/generic/src/components/records/Quiz';
import {
  clock,
  positionAt,
  sessionEntry,
  timeField,
} from '../../../../../templates/kinds/generic/src/components/records/Timer';
import type { RecordSchema } from '../../../../../templates/kinds/generic/src/schema';
import { ProjectBundler } from '../../../apps/build/bundle';
import { loadTemplate } from '../../../apps/template/project-template';
import { indexCss } from '../app/shell';

const srcDir = fileURLToPath(new URL('../../../../../templates/kinds/generic/src', import.meta.url));

const focus: RecordSchema = {
  collection: 'sessions',
  singular: 'Session',
  plural: 'Sessions',
  title: 'task',
  fields: [
    { key: 'task', label: 'Task', type: 'text', required: true },
    { key: 'minutes', label: 'Minutes', type: 'number' },
    { key: 'kind', label: 'Kind', type: 'select', options: ['Deep work', 'Admin'] },
    { key: 'date', label: 'Date', type: 'date' },
  ],
};

const vocabulary: RecordSchema = {
  collection: 'cards',
  singular: 'Card',
  plural: 'Flashcards',
  title: 'word',
  fields: [
    { key: 'word', label: 'Word', type: 'text', required: true },
    { key: 'example', label: 'Example', type: 'text' },
    { key: 'meaning', label: 'Meaning', type: 'longtext' },
  ],
};

const savings: RecordSchema = {
  collection: 'savings',
  singular: 'Savings goal',
  plural: 'Savings goals',
  title: 'name',
  fields: [
    { key: 'name', label: 'Name', type: 'text', required: true },
    { key: 'target', label: 'Target', type: 'currency' },
    { key: 'saved', label: 'Saved so far', type: 'currency' },
  ],
};

/** A small app around the three components: the starter, the records components and this schema. */
function appWith(schema: RecordSchema): Map<string, string> {
  const files: Record<string, string> = { ...loadTemplate() };
  for (const name of readdirSync(join(srcDir, 'components/records')))
    files[`src/components/records/${name}`] = readFileSync(join(srcDir, 'components/records', name), 'utf8');
  // The stand-in's types, then this app's schema in place of the stand-in's.
  const standIn = readFileSync(join(srcDir, 'schema.ts'), 'utf8');
  files['src/schema.ts'] = `${standIn.slice(0, standIn.indexOf('export const schema'))}
export const schema: RecordSchema = ${JSON.stringify(schema)};
`;
  files['src/index.css'] = indexCss('teal', false);
  files['src/App.tsx'] = `import { useCollection } from '@shipwright/cloud';
import type { Entry } from './components/records/fields';
import { GoalProgress, RecordProgress } from './components/records/GoalProgress';
import { Quiz } from './components/records/Quiz';
import { Timer } from './components/records/Timer';
import { schema } from './schema';

export default function App() {
  const records = useCollection<Entry>(schema.collection);
  return (
    <main className="mx-auto grid max-w-3xl gap-4 p-4">
      <Timer schema={schema} onLog={(entry) => records.add(entry)} />
      <GoalProgress records={records.items} schema={schema} />
      <Quiz records={records.items} schema={schema} />
      <ul>
        {records.items.map((record) => (
          <li key={record.id}>
            <RecordProgress record={record} schema={schema} />
          </li>
        ))}
      </ul>
    </main>
  );
}
`;
  return new Map(Object.entries(files));
}

let lastId = 0;
const saved = (fields: Entry, createdAt = '2025-03-01T09:00:00.000Z'): SavedRecord => {
  lastId++;
  return { id: `r${lastId}`, createdAt, updatedAt: createdAt, ...fields };
};

describe('the timer, goal and quiz components', () => {
  const bundler = new ProjectBundler();
  afterAll(() => bundler.dispose());

  it.each([
    ['focus sessions', focus],
    ['flashcards', vocabulary],
    ['savings goals', savings],
  ])('build into a working app: %s', async (_name, schema) => {
    const result = await bundler.bundle(appWith(schema));
    expect(result.ok ? [] : result.problems).toEqual([]);
    if (!result.ok) return;
    expect(result.js).toContain('Session logged');
    expect(result.js).toContain('-goal');
    expect(result.js).toContain('Reveal answer');
    expect(result.css).toContain('.bg-panel');
  });
});

describe('the timer', () => {
  it('shows minutes and seconds, rounding up so it reads 00:00 only at the end', () => {
    expect(clock(25 * 60)).toBe('25:00');
    expect(clock(65)).toBe('01:05');
    expect(clock(0.2)).toBe('00:01');
    expect(clock(0)).toBe('00:00');
    expect(clock(90 * 60)).toBe('90:00');
  });

  it('runs rounds with rests between them and ends after the last round', () => {
    const plan = { work: 60, rounds: 2, rest: 30 };
    expect(positionAt(plan, 0)).toEqual({ stretch: 0, left: 60_000 });
    expect(positionAt(plan, 60_000)).toEqual({ stretch: 1, left: 30_000 });
    expect(positionAt(plan, 95_000)).toEqual({ stretch: 2, left: 55_000 });
    expect(positionAt(plan, 150_000)).toBeNull();
    expect(positionAt({ work: 60, rounds: 3, rest: 0 }, 60_000)).toEqual({ stretch: 2, left: 60_000 });
  });

  it('logs a finished session into the minutes, date and title fields', () => {
    const today = new Date(2025, 2, 4, 15, 30);
    expect(timeField(focus)?.key).toBe('minutes');
    expect(sessionEntry(focus, 25, '  Write the report ', today)).toEqual({
      task: 'Write the report',
      minutes: 25,
      kind: 'Deep work',
      date: '2025-03-04',
    });
    expect(sessionEntry(focus, 12.5, '', today)).toMatchObject({ task: 'Session', minutes: 12.5 });
    // A timesheet keeps hours: a 45-minute session is 0.75 of one.
    const timesheet = {
      ...focus,
      fields: focus.fields.map((f) => (f.key === 'minutes' ? { ...f, key: 'hours', label: 'Hours' } : f)),
    };
    expect(sessionEntry(timesheet, 45, 'Client call', today)).toMatchObject({ hours: 0.75 });
    expect(sessionEntry(vocabulary, 25, 'Verbs', today)).toBeNull();
  });
});

describe('the goal', () => {
  const water: RecordSchema = {
    collection: 'water',
    singular: 'Drink',
    plural: 'Drinks',
    title: 'note',
    fields: [
      { key: 'note', label: 'Note', type: 'text' },
      { key: 'glasses', label: 'Glasses', type: 'number' },
      { key: 'day', label: 'Day', type: 'date' },
    ],
  };
  // Wednesday 5 March 2025; its week starts on Monday the 3rd.
  const today = new Date(2025, 2, 5, 12);
  const records = [
    saved({ glasses: 3, day: '2025-03-05' }),
    saved({ glasses: 2, day: '2025-03-05' }),
    saved({ glasses: 4, day: '2025-03-03' }),
    saved({ glasses: 1, day: '2025-03-02' }),
    saved({ glasses: 6, day: '2025-02-27' }),
    saved({ day: '2025-03-05' }),
  ];

  it('adds up the amounts of the records in the period', () => {
    expect(progressOf(records, water, 'day', today)).toBe(5);
    expect(progressOf(records, water, 'week', today)).toBe(9);
    expect(progressOf(records, water, 'month', today)).toBe(10);
    expect(progressOf(records, water, 'all', today)).toBe(16);
  });

  it('counts the records when there is no amount, by the day each was added when undated', () => {
    const checkins = { ...focus, fields: focus.fields.filter((f) => f.key === 'task') };
    const added = [
      saved({}, '2025-03-05T08:00:00'),
      saved({}, '2025-03-05T18:00:00'),
      saved({}, '2025-03-01T08:00:00'),
    ];
    expect(progressOf(added, checkins, 'day', today)).toBe(2);
    expect(progressOf(added, checkins, 'month', today)).toBe(3);
  });

  it('puts the goal in words', () => {
    expect(goalText({ target: 8, period: 'day' }, water)).toBe('8 glasses today');
    expect(goalText({ target: 500, period: 'month' }, savings)).toBe(`${formatMoney(500)} this month`);
    expect(goalText({ target: 3, period: 'week' }, vocabulary)).toBe('3 flashcards this week');
  });

  it('finds the target and progress fields of records that are goals', () => {
    expect(goalPair(savings)).toMatchObject({ target: { key: 'target' }, done: { key: 'saved' } });
    expect(goalPair(water)).toBeNull();
    expect(goalPair(focus)).toBeNull();
  });
});

describe('the quiz', () => {
  it('takes the answer from a field named like one, else the first other text', () => {
    expect(answerField(vocabulary)?.key).toBe('meaning');
    expect(answerField(savings)).toBeUndefined();
    expect(answerField({ ...vocabulary, fields: vocabulary.fields.slice(0, 2) })?.key).toBe('example');
  });

  it('accepts an answer whatever its case, spacing and punctuation', () => {
    expect(sameAnswer('  Bonjour! ', 'bonjour')).toBe(true);
    expect(sameAnswer("don't  know", 'Dont know.')).toBe(true);
    expect(sameAnswer('cat', 'cats')).toBe(false);
    expect(sameAnswer('?', '')).toBe(false);
  });

  it('shuffles the same way for the same seed, keeping every card', () => {
    const cards = Array.from({ length: 20 }, (_, i) => ({ id: `card-${i}` }));
    const dealt = deal(cards, 'seed-a');
    expect(deal(cards, 'seed-a')).toEqual(dealt);
    expect([...dealt].sort((a, b) => Number(a.id.slice(5)) - Number(b.id.slice(5)))).toEqual(cards);
    expect(deal(cards, 'seed-b')).not.toEqual(dealt);
  });
});

describe('one record per unique values', () => {
  const desks: RecordSchema = {
    collection: 'desk-bookings',
    singular: 'Desk booking',
    plural: 'Desk bookings',
    title: 'bookedBy',
    fields: [
      { key: 'bookedBy', label: 'Booked by', type: 'text', required: true },
      { key: 'desk', label: 'Desk', type: 'select', options: ['Desk 1', 'Desk 2'] },
      { key: 'bookedFor', label: 'Booked for', type: 'date' },
    ],
    unique: ['desk', 'bookedFor'],
  };
  const saved = (id: string, entry: Record<string, string>) => ({
    id,
    createdAt: '2026-11-27T09:00:00Z',
    updatedAt: '2026-11-27T09:00:00Z',
    ...entry,
  });
  const priya = saved('1', { bookedBy: 'Priya', desk: 'Desk 1', bookedFor: '2026-12-04' });

  it('names who already holds the desk that day, and lets another desk or day through', () => {
    expect(clashOf({ bookedBy: 'Sam', desk: 'Desk 1', bookedFor: '2026-12-04' }, desks, [priya])).toBe(
      'Desk 1, 4 Dec 2026 is already taken by Priya.',
    );
    expect(clashOf({ bookedBy: 'Sam', desk: 'Desk 2', bookedFor: '2026-12-04' }, desks, [priya])).toBeNull();
    expect(clashOf({ bookedBy: 'Sam', desk: 'Desk 1', bookedFor: '2026-12-05' }, desks, [priya])).toBeNull();
    // Without a day there is nothing to clash on yet; without `unique` nothing ever clashes.
    expect(clashOf({ bookedBy: 'Sam', desk: 'Desk 1' }, desks, [priya])).toBeNull();
    expect(
      clashOf({ bookedBy: 'Sam', desk: 'Desk 1', bookedFor: '2026-12-04' }, { ...desks, unique: undefined }, [priya]),
    ).toBeNull();
  });
});
