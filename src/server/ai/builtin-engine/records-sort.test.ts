import { describe, expect, it } from 'vitest';
import { bundle, first, followUp, proseOf } from './test-utils';

// "Sort by due date by default": the order a list opens in is the schema's, and the reply says it.

describe('the order a list opens in', () => {
  it('opens by the field asked for, says so, and keeps building', async () => {
    const { files } = first('an expense tracker with categories');
    const { reply, files: after } = followUp(files, 'sort them by amount by default');
    expect(after['src/schema.ts']).toMatch(/\n {2}title: '\w+',\n {2}sort: 'amount',\n/);
    expect(after['src/components/records/RecordsPage.tsx']).toContain(
      "useState<Order>(schema.sort ?? (date ? 'date' : 'added'))",
    );
    expect(proseOf(reply)).toMatch(/made the expenses open sorted by Amount \(highest first\)/);
    expect((await bundle(after)).errors).toEqual([]);
    // A second order replaces the first.
    const again = followUp(after, 'order the list alphabetically');
    expect(again.files['src/schema.ts']).toContain("  sort: 'title',");
    expect(again.files['src/schema.ts']).not.toContain("  sort: 'amount',");
    expect(proseOf(again.reply)).toMatch(/open sorted A to Z/);
  });

  it('says which orders there are when asked for one the list cannot open in, and changes nothing', () => {
    const { files } = first('a bug tracker with priorities');
    const { reply, files: after } = followUp(files, 'sort by severity');
    expect(after['src/schema.ts']).toBe(files['src/schema.ts']);
    expect(proseOf(reply)).toMatch(/can open sorted newest first(?:, [^;]+)? or A to Z; not by Severity yet\./);
  });

  it('still answers "add sorting" with the Sort menu the page has', () => {
    const { reply } = followUp(first('a reading list').files, 'add sorting');
    expect(proseOf(reply)).toMatch(/Sort menu/);
  });
});
