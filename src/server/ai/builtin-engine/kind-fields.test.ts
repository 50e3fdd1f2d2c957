import { describe, expect, it } from 'vitest';
import { bundle, first, proseOf } from './test-utils';

// Fields a description asks for by name are kept, or the first reply says exactly which were not.

describe('asked-for fields on kind apps', () => {
  it('a task manager asking for due dates and assignees gets a records app that keeps them', () => {
    const { reply, files } = first('Team task manager with due dates and assignees');
    expect(files['src/data.ts']).toContain('(kind: generic)');
    expect(files['src/schema.ts']).toContain("label: 'Due date'");
    expect(files['src/schema.ts']).toContain("label: 'Assigned to'");
    expect(files['src/data.ts']).toContain("appName = 'Task Manager'");
    expect(proseOf(reply)).toMatch(/due date, .*assigned to/);
    // Only "team" in a phrase that asks for one adds a team section (a tool's sections are on an About page).
    expect(files['src/home-sections.ts']).toBeUndefined();
  });

  it('a plain to-do list stays the task kind', () => {
    expect(first('A todo app to manage my tasks, green').files['src/data.ts']).toContain('(kind: tasks)');
  });

  it('names the fields a kind’s page does not have, and claims nothing it did not add', () => {
    const { reply, files } = first('Online store for handmade candles with photos and customer ratings');
    expect(files['src/data.ts']).toContain('(kind: store)');
    expect(proseOf(reply)).toContain(
      'I haven’t added rating and photo fields: this page shows each product’s name, price and category',
    );
    expect(proseOf(first('booking site for my salon with notes').reply)).toContain('I haven’t added a notes field:');
    expect(proseOf(first('Dashboard of my website analytics').reply)).not.toMatch(/haven’t added/);
    expect(proseOf(first('A booking site for my Zen Flow Yoga studio with appointments').reply)).not.toMatch(
      /haven’t added/,
    );
  });
});

describe('field values written into the app', () => {
  it('keeps a "$" in options as text (String.replace would read "$\'" as a pattern and break the file)', async () => {
    const { files } = first('A guestbook for my cafe');
    expect(files['src/schema.ts']).toContain("options: ['$$', '$', '$$$']");
    const { errors } = await bundle(files);
    expect(errors).toEqual([]);
  });
});
