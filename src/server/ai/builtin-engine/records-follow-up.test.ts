import { describe, expect, it } from 'vitest';
import { splitClauses } from './follow-up/clauses';
import { readSchemaFile } from './records/schema-file';
import { bundle, first, followUp, proseOf } from './test-utils';

// Follow-ups on a records app: fields and page parts change, several requests in one message are
// each done or named as not done, and nothing is claimed that the files do not show.

const habits = first('A habit tracker with daily check-ins, streaks and a weekly chart').files;
const schemaOf = (files: Record<string, string>) => {
  const schema = readSchemaFile(files['src/schema.ts']);
  if (!schema) throw new Error('no readable src/schema.ts');
  return schema;
};
const field = (files: Record<string, string>, label: string) => schemaOf(files).fields.find((f) => f.label === label);

describe('splitting a message into requests', () => {
  it.each([
    [
      'make it dark mode and add a button to reset all streaks',
      ['make it dark mode', 'add a button to reset all streaks'],
    ],
    [
      'add a testimonials section and a gallery page, then make it purple',
      ['add a testimonials section and a gallery page', 'make it purple'],
    ],
    [
      'rename the app to "Salt, and Pepper" and make it green',
      ['rename the app to "Salt, and Pepper"', 'make it green'],
    ],
    ['add a priority, a due date and a chart', ['add a priority, a due date and a chart']],
    ['Add a due date field. Also remove notes!', ['Add a due date field', 'remove notes']],
  ])('%s', (message, clauses) => {
    expect(splitClauses(message)).toEqual(clauses);
  });
});

describe('records follow-ups', () => {
  it('does every request of the issue’s example, button included', async () => {
    const { reply, files } = followUp(habits, 'make it dark mode and add a button to reset all streaks');
    expect(files['src/index.css']).toContain('mode: dark');
    expect(schemaOf(files).features.clearAll).toBe(true);
    expect(files['src/components/records/RecordsPage.tsx']).toContain('ListActions');
    expect(proseOf(reply)).toMatch(/dark mode/);
    expect(proseOf(reply)).toContain('“Reset all streaks” button (it clears the check-ins and keeps the habits)');
    expect(proseOf(reply)).not.toMatch(/couldn’t/);
    expect((await bundle(files)).errors).toEqual([]);
  });

  it('adds fields typed by their names and by what is said about them', async () => {
    const { reply, files } = followUp(
      habits,
      'add a due date field, a priority and a mood dropdown with Happy, Meh and Sad',
    );
    expect(field(files, 'Due date')?.type).toBe('date');
    expect(field(files, 'Priority')).toMatchObject({ type: 'select', options: ['Low', 'Medium', 'High'] });
    expect(field(files, 'Mood')).toMatchObject({ type: 'select', options: ['Happy', 'Meh', 'Sad'] });
    expect(proseOf(reply)).toContain('added a Due date field (a date)');
    expect((await bundle(files)).errors).toEqual([]);
    // Choices after "field with" belong to the field, not to requests of their own.
    const said = followUp(habits, 'add an effort field with low, medium and high');
    expect(field(said.files, 'Effort')).toMatchObject({ type: 'select', options: ['Low', 'Medium', 'High'] });
    expect(proseOf(said.reply)).not.toMatch(/couldn’t|don’t know/);
  });

  it('removes, renames and retypes fields, keeping the one that names a record', () => {
    const removed = followUp(habits, 'remove the notes field and delete the name field');
    expect(field(removed.files, 'Notes')).toBeUndefined();
    expect(field(removed.files, 'Name')).toBeDefined();
    expect(proseOf(removed.reply)).toMatch(/removed the Notes field.*Name names each habit/s);

    const renamed = followUp(habits, 'rename the time of day field to "When"');
    expect(field(renamed.files, 'When')).toMatchObject({ key: 'timeOfDay', type: 'select' });

    const retyped = followUp(habits, 'make goal per week a rating');
    expect(field(retyped.files, 'Goal per week')?.type).toBe('rating');
    const unclear = followUp(habits, 'make notes a dropdown');
    expect(field(unclear.files, 'Notes')?.type).toBe('longtext');
    expect(proseOf(unclear.reply)).toMatch(/I need its choices/);
  });

  it('adds and removes page parts with their components', async () => {
    const added = followUp(habits, 'add a board and a CSV export');
    expect(schemaOf(added.files).features).toMatchObject({ kanban: true, csv: true });
    expect(added.files['src/components/records/KanbanBoard.tsx']).toBeDefined();
    expect((await bundle(added.files)).errors).toEqual([]);

    const removed = followUp(added.files, 'remove the chart and the board');
    expect(schemaOf(removed.files).features).toMatchObject({ trend: false, kanban: false, csv: true });
    expect(removed.files['src/components/records/TrendChart.tsx']).toBeUndefined();
    expect(removed.files['src/components/records/KanbanBoard.tsx']).toBeUndefined();
    expect(removed.files['src/components/records/RecordsPage.tsx']).not.toMatch(/TrendChart|KanbanBoard/);
    expect((await bundle(removed.files)).errors).toEqual([]);
  });

  it('adds the field a part needs, and says so', () => {
    const { reply, files } = followUp(habits, 'add a button to mark all done');
    expect(field(files, 'Done')?.type).toBe('boolean');
    expect(proseOf(reply)).toMatch(/Mark all done.*added a Done field for it/s);
  });

  it('names the requests it could not do next to those it did', () => {
    const { reply, files } = followUp(habits, 'make it purple and add a button that launches a rocket');
    expect(files['src/index.css']).toContain('accent: purple');
    expect(proseOf(reply)).toContain('“add a button that launches a rocket” is beyond what I can do offline');
    expect(proseOf(reply)).toMatch(/on the list page, add, remove, rename or retype a field/);
  });

  it('removes the search box and adds it back', async () => {
    const { reply, files } = followUp(habits, 'add a category field and remove the search');
    expect(proseOf(reply)).toContain('removed the search box');
    expect(schemaOf(files).features.search).toBe(false);
    expect(files['src/components/records/RecordsPage.tsx']).not.toMatch(/search/i);
    expect(files['src/components/records/search-match.ts']).toBeUndefined();
    expect((await bundle(files)).errors).toEqual([]);
    const back = followUp(files, 'add a search bar');
    expect(proseOf(back.reply)).toContain('added the search box');
    expect(back.files['src/components/records/RecordsPage.tsx']?.trimEnd()).toBe(
      habits['src/components/records/RecordsPage.tsx']?.trimEnd(),
    );
  });

  it('says what the page has already instead of claiming a change', () => {
    const { reply, blocks } = followUp(habits, 'add search and sorting');
    expect(blocks).toEqual([]);
    expect(proseOf(reply)).toContain('already has the search box');
    expect(proseOf(reply)).toContain('already has a Sort menu');
  });

  it('leaves a page changed by hand alone', () => {
    const edited = {
      ...habits,
      'src/components/records/RecordsPage.tsx': `${habits['src/components/records/RecordsPage.tsx']}\n// mine\n`,
    };
    const { reply, files } = followUp(edited, 'add a board');
    expect(files['src/components/records/RecordsPage.tsx']).toBe(edited['src/components/records/RecordsPage.tsx']);
    expect(schemaOf(files).features.kanban).toBe(false);
    expect(proseOf(reply)).toMatch(/RecordsPage\.tsx has changed since I wrote it/);
  });

  it('adds a related list on its own page, drawn by the same page component', async () => {
    const invoices = first('Invoices for my design studio: client, amount, due date, paid or not').files;
    const { reply, files } = followUp(invoices, 'add clients with their own page and make it teal');
    expect(files['src/pages/ClientsPage.tsx']).toContain("collection: 'clients'");
    expect(files['src/pages/ClientsPage.tsx']).toContain('<RecordsPage schema={clients}');
    expect(files['src/navigation.ts']).toContain("{ id: 'clients', label: 'Clients'");
    expect(proseOf(reply)).toMatch(/added a Clients page to the navigation, where clients are kept with their name/);
    expect((await bundle(files)).errors).toEqual([]);
    // A section page is still a section page.
    expect(followUp(invoices, 'add an about page').files['src/navigation.ts']).toContain('component: AboutSection ');
  });

  it('gives other things a first description keeps pages of their own, and says so', async () => {
    const { reply, files } = first('Rental properties and tenants, with rent payments per month');
    expect(files['src/navigation.ts']).toContain("{ id: 'tenants', label: 'Tenants', component: TenantsPage }");
    expect(files['src/pages/TenantsPage.tsx']).toContain("collection: 'tenants'");
    expect(proseOf(reply)).toMatch(
      /opens straight on the Properties page, with .*, and a Tenants page for tenants with their name/,
    );
    expect((await bundle(files)).errors).toEqual([]);
    // What the description says a thing holds is not a list of its own.
    expect(first('Wedding guest list with RSVPs and meal choices').files['src/navigation.ts']).not.toContain('RSVP');
  });

  it('moves pages in the header, Home staying first where there is one', () => {
    const labels = (files: Record<string, string>) =>
      [...(files['src/navigation.ts'] ?? '').matchAll(/label: '([^']+)'/g)].map((m) => m[1]);
    const shop = followUp(first('an online store for handmade candles').files, 'add an faq page').files;
    expect(labels(shop)).toEqual(['Home', 'Shop', 'Orders', 'FAQ']);
    const shopFront = followUp(shop, 'move the FAQ page first');
    expect(labels(shopFront.files)).toEqual(['Home', 'FAQ', 'Shop', 'Orders']);
    expect(proseOf(shopFront.reply)).toContain('moved the FAQ page right after Home in the header');
    expect(proseOf(followUp(shop, 'move home to the end').reply)).toContain('Home stays the first page');
    // A tool has no Home: the first page is the one it opens on.
    const withFaq = followUp(first('Rental properties and tenants').files, 'add an faq page').files;
    expect(labels(withFaq)).toEqual(['Properties', 'Tenants', 'FAQ']);
    const front = followUp(withFaq, 'move the FAQ page first');
    expect(labels(front.files)).toEqual(['FAQ', 'Properties', 'Tenants']);
    expect(proseOf(front.reply)).toContain('moved the FAQ page first in the header, so the app opens on it');
    expect(labels(followUp(withFaq, 'put the tenants page before properties').files)).toEqual([
      'Tenants',
      'Properties',
      'FAQ',
    ]);
    expect(proseOf(followUp(withFaq, 'move the faq page after the tenants page').reply)).toContain(
      'the FAQ page is already after Tenants',
    );
  });

  it('names a related page after a noun the lexicon does not know', () => {
    const { reply, files } = followUp(habits, 'add a page for my payees');
    expect(files['src/navigation.ts']).toContain("{ id: 'payees', label: 'Payees'");
    expect(proseOf(reply)).toMatch(/added a Payees page to the navigation, where payees are kept/);
    expect(proseOf(reply)).not.toMatch(/Items/);
  });

  it('still treats a new record as data, not code', () => {
    const { reply, blocks } = followUp(habits, 'add a habit called Stretch');
    expect(blocks).toEqual([]);
    expect(proseOf(reply)).toMatch(/live in the app’s own backend/);
  });
});
