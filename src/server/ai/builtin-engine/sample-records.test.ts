import { describe, expect, it } from 'vitest';
import { sampleRecords } from './lexicon/samples';
import { understand } from './lexicon/understand';
import { recordFields } from './records/kind';
import { first } from './test-utils';

const samplesFor = (description: string) => {
  const u = understand(description);
  const fields = recordFields(u);
  return { fields, samples: sampleRecords(u, fields, fields.find((f) => f.required)?.key ?? fields[0]?.key ?? '') };
};

describe('sample records', () => {
  it('gives a known list five realistic records, every choice and date valid for its field', () => {
    const { fields, samples } = samplesFor('an expense tracker with categories');
    expect(samples).toHaveLength(5);
    expect(samples.map((s) => s.title)).toContain('Weekly groceries');
    for (const sample of samples)
      for (const field of fields) {
        const value = sample[field.key];
        if (value === undefined) continue;
        if (field.type === 'select') expect(field.options).toContain(value);
        if (field.type === 'date' || field.type === 'number' || field.type === 'currency')
          expect(typeof value).toBe('number');
      }
    // Nothing a reader would take for filler.
    expect(JSON.stringify(samples)).not.toMatch(/lorem|ipsum|placeholder|item \d/i);
  });

  it('names people on lists of people, and spreads a "who" field over three so a ranking ranks', () => {
    expect(samplesFor('a volunteer roster with hours').samples.map((s) => s.name)).toContain('Ava Thompson');
    const chores = samplesFor('a chore chart with points and who did them').samples;
    expect(new Set(chores.map((s) => s.assignedTo)).size).toBe(3);
    expect(chores.every((s) => typeof s.points === 'number')).toBe(true);
  });

  it('names the things of a list it has no titles for after the thing, never "Item 1"', () => {
    const u = understand('kayaks we rent out at the lake');
    const fields = recordFields(u);
    const titles = sampleRecords(u, fields, fields[0]?.key ?? '').map((s) => s[fields[0]?.key ?? '']);
    expect(titles[0]).toMatch(/ A$/);
    expect(titles).not.toContain('Item 1');
  });

  it('are written into the schema, where the preview adds them once and the page says they are samples', () => {
    const { files } = first('a habit tracker');
    expect(files['src/schema.ts']).toMatch(/\n {2}samples: \[\n {4}\{ name: '[^']+'/);
    expect(files['src/components/records/RecordsPage.tsx']).toContain(
      'useSamples(records, schema.collection, samplesOf(schema))',
    );
    expect(files['src/components/records/Samples.tsx']).toContain('Clear samples');
  });
});
