import { describe, expect, it } from 'vitest';
import { cloudRulesSchema, rulesFile } from '../../../shared/cloud/rules';
import { KINDS } from './kinds/kinds';
import { bundle, first, followUp, proseOf } from './test-utils';
import { SAMPLE_PROMPTS as PROMPTS } from './understand/sample-prompts';

// Kinds whose pages let people add things keep those things in App Cloud, not in src/data.ts.
const CLOUD_KINDS = ['tasks', 'generic', 'social', 'admin', 'booking'] as const;
// Kinds whose content is the maker's, and whose visitors' own state (a cart, progress, likes) is kept.
const VISITOR_STATE_KINDS = ['store', 'learning', 'music'] as const;

describe('kinds that keep what people add in App Cloud', () => {
  it('are the kinds whose pages let people add, change or remove things', () => {
    const withCloud = Object.entries(KINDS)
      .filter(([, kind]) => kind.cloud)
      .map(([name]) => name);
    expect(withCloud.sort()).toEqual([...CLOUD_KINDS, ...VISITOR_STATE_KINDS].sort());
  });

  it.each([
    ['store', "useCollection<CartLine>('cart')", 'Each visitor’s cart is saved there too'],
    ['learning', "useMarks<string>('progress', 'lesson')", 'the lessons each visitor ticks off are saved'],
    ['music', "useMarks<number>('likes', 'track')", 'the tracks each visitor likes are saved'],
  ] as const)('%s keeps each visitor’s own state in App Cloud, and says so', async (kind, hook, said) => {
    const { files, reply } = first(PROMPTS[kind]);
    const page = files[`src/pages/${KINDS[kind].page.component}.tsx`] ?? '';
    expect(page).toContain(hook);
    expect(page).toContain('role="alert"');
    expect(page).toContain('Try again');
    expect(proseOf(reply)).toContain(said);
    // Its rules are the default (each visitor their own), except a shop's products, which anyone reads.
    if (kind === 'store') expect(JSON.parse(files[rulesFile] ?? '{}').seed.products.length).toBeGreaterThan(0);
    else expect(files[rulesFile]).toBeUndefined();
    expect((await bundle(files)).errors).toEqual([]);
  });

  it.each(CLOUD_KINDS)(
    '%s: the page reads and writes through useCollection, with loading, error and empty states',
    (kind) => {
      const { files } = first(PROMPTS[kind]);
      // The records page is drawn by RecordsPage, which shows its load error through a component of its own.
      const page = [
        files[`src/pages/${KINDS[kind].page.component}.tsx`],
        files['src/components/records/RecordsPage.tsx'],
        files['src/components/records/LoadError.tsx'],
      ].join('\n');
      expect(page).toContain("from '@shipwright/cloud'");
      expect(page).toMatch(/useCollection<\w+>\(/);
      expect(page).toContain('role="status"');
      expect(page).toContain('role="alert"');
      expect(page).toContain('Try again');
      expect(page).toMatch(/No \w+ yet|'No ' \+ plural \+ ' yet'/);
      // No sample rows stand in for what visitors add.
      expect(files['src/data.ts']).not.toMatch(/export const (?:tasks|items|posts|users|bookings)\b/);
    },
  );

  it('keeps the maker’s own content in src/data.ts beside a booking page’s saved bookings', () => {
    const { files } = first(PROMPTS.booking);
    expect(files['src/data.ts']).toContain("{ id: 1, name: 'Beginner Flow', minutes: 30, price: 25 }");
    expect(files['src/pages/Book.tsx']).toContain("useCollection<Booking>('bookings')");
  });

  it('opens a booking site on the booking itself, under its hero, with no highlights block', async () => {
    const { reply, files } = first('Tutor booking site: parents pick a time slot for maths lessons');
    expect(files['src/home-sections.ts']).toContain("import { Book } from './pages/Book';");
    expect(files['src/home-sections.ts']).toMatch(
      /id: 'hero', component: Hero \},\n {2}\{ id: 'book', component: Book \}/,
    );
    expect(files['src/home-sections.ts']).not.toContain('Features');
    expect(files['src/data.ts']).toContain("target: '#book'");
    expect(files['src/navigation.ts']).toContain("{ id: 'book', label: 'Book', component: Book }");
    expect(proseOf(reply)).toContain('a home page that opens on choosing a service');
    expect((await bundle(files)).errors).toEqual([]);
  });

  it('lets everyone read a list people work on together, and each change only their own', () => {
    const potluck = first('Bring list for our street party: who brings which dish');
    expect(cloudRulesSchema.parse(JSON.parse(potluck.files[rulesFile] ?? '')).collections).toEqual({
      dishes: { read: 'public' },
    });
    expect(proseOf(potluck.reply)).toContain('everyone who opens the app sees them all');
    // Who booked which desk is for everyone to see; a household's chores are its own.
    expect(first('Book a desk in our office for the days I come in').files[rulesFile]).toContain('"read": "public"');
    expect(first('Chore chart for the kids').files[rulesFile]).toBeUndefined();
  });

  it('says in the first reply where the data goes and who sees it', () => {
    expect(proseOf(first(PROMPTS.tasks).reply)).toContain(
      'The tasks people add are saved in the app’s own backend, so they stay after a reload; each visitor has their own list.',
    );
    expect(proseOf(first(PROMPTS.social).reply)).toContain('`cloud.json` lets everyone who visits read them');
  });

  it('writes cloud.json only where the default rule (each visitor’s own) is wrong: a shared feed', () => {
    for (const kind of CLOUD_KINDS.filter((k) => k !== 'social'))
      expect(first(PROMPTS[kind]).files[rulesFile]).toBeUndefined();
    const rules = cloudRulesSchema.parse(JSON.parse(first(PROMPTS.social).files[rulesFile] ?? ''));
    // Everyone reads the posts; writing, changing and deleting stay each author's own.
    expect(rules.collections).toEqual({ posts: { read: 'public' } });
  });

  it('names a list app for what the prompt says it keeps, with the fields and features it asks for', async () => {
    const { reply, files } = first('a habit tracker with streaks');
    expect(proseOf(reply)).toMatch(
      /^I built \*\*Habit Tracker\*\*, an app in \w+: it opens straight on the Habits page, with adding habits with their name, .*editing and removing them, plus daily check-ins and streaks\./,
    );
    expect(files['src/navigation.ts']).toContain("{ id: 'habits', label: 'Habits'");
    expect(files['src/schema.ts']).toContain("collection: 'habits',\n  singular: 'Habit',\n  plural: 'Habits',");
    expect(files['src/schema.ts']).toContain('streaks: true,');
    expect(files['src/components/records/Streaks.tsx']).toBeDefined();
    // Only the features it asked for: no chart (nor its library), no markers left behind.
    expect(files['src/components/records/TrendChart.tsx']).toBeUndefined();
    expect(files['src/components/records/RecordsPage.tsx']).not.toMatch(/TrendChart|KanbanBoard|feature:/);
    expect((await bundle(files)).errors).toEqual([]);
    expect(first('a recipe book for my family').files['src/schema.ts']).toContain("collection: 'recipes'");
    expect(first('keep track of my hot sauces').files['src/schema.ts']).toMatch(/plural: 'Hot sauces'/i);
  });

  it('says plainly which asked-for features it could not build', () => {
    const { reply } = first('a water tracker with a kanban board');
    expect(proseOf(reply)).toContain(
      'I haven’t added a board (the list has no status to make columns of): the built-in engine can’t build it yet.',
    );
    expect(proseOf(first('a water intake tracker with a daily goal').reply)).toContain('plus a goal with progress');
    expect(proseOf(first('a habit tracker').reply)).not.toContain('I haven’t added');
  });

  it('removes the old kind’s cloud.json when rebuilt as a kind that needs none', () => {
    const social = first(PROMPTS.social).files;
    const rebuilt = followUp(social, 'turn it into a todo app');
    expect(rebuilt.files['src/pages/Tasks.tsx']).toBeDefined();
    expect(rebuilt.files[rulesFile]).toBeUndefined();
    // Rules the user wrote themselves stay.
    const edited = { ...social, [rulesFile]: '{"collections": {"posts": {"read": "signed-in"}}}\n' };
    expect(followUp(edited, 'turn it into a todo app').files[rulesFile]).toBe(edited[rulesFile]);
  });
});

describe('"add an item called X" on a list kept in App Cloud', () => {
  const tasks = first(PROMPTS.tasks).files;

  it('changes no file and says plainly where to add it instead', () => {
    const { reply, blocks } = followUp(tasks, 'add a task: Call the plumber');
    expect(blocks).toEqual([]);
    expect(reply).toBe(
      'Tasks live in the app’s own backend, not in its code, so I haven’t added “Call the plumber” to any file: add it on the Tasks page in the preview instead. It’s saved as you go and stays after a reload.',
    );
  });

  it('still makes the other changes asked for beside it, and claims only those', () => {
    const { reply, files } = followUp(tasks, 'make it dark and add a task called Call the plumber');
    expect(files['src/index.css']).toContain('mode: dark');
    expect(files['src/data.ts']).toBe(tasks['src/data.ts']);
    expect(proseOf(reply)).toBe(
      'Done: I switched to dark mode. Tasks live in the app’s own backend, not in its code, so I haven’t added “Call the plumber” to any file: add it on the Tasks page in the preview instead. It’s saved as you go and stays after a reload.',
    );
  });

  it('answers to the list’s own word, and in discuss mode says the same with no plan to change code', () => {
    const habits = first('a habit tracker').files;
    const { reply, blocks } = followUp(habits, 'add a habit called Morning run');
    expect(blocks).toEqual([]);
    expect(reply).toContain('Habits live in the app’s own backend, not in its code, so I haven’t added “Morning run”');
    expect(reply).toContain('add it on the Habits page in the preview instead');
    const discussed = followUp(tasks, 'add a task called Call the plumber', [], true);
    expect(discussed.blocks).toEqual([]);
    expect(discussed.reply).toMatch(
      /^Discuss mode is on, so I haven’t changed any files\. Tasks live in the app’s own backend/,
    );
    expect(discussed.reply).not.toContain('I would');
  });

  it('admits it cannot add to an older page that still reads its list from the code', () => {
    const older = { ...tasks, 'src/pages/Tasks.tsx': 'export function Tasks() {\n  return null;\n}\n' };
    const { reply, blocks } = followUp(older, 'add a task called Call the plumber');
    expect(blocks).toEqual([]);
    expect(reply).toBe('I couldn’t do everything: I could not find the list of tasks to add to.');
  });
});
