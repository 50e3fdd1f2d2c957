import { describe, expect, it } from 'vitest';
import { bundle, first, followUp, proseOf } from './test-utils';

describe('rankings', () => {
  it('builds what "with points, who did them, and a leaderboard" asks: the points field and the leaderboard', async () => {
    const { reply, files } = first('Chore chart for my three kids with points, who did them, and a weekly leaderboard');
    expect(files['src/schema.ts']).toContain("{ key: 'points', label: 'Points', type: 'number' }");
    expect(files['src/schema.ts']).toContain('ranking: true,');
    expect(files['src/components/records/Leaderboard.tsx']).toBeDefined();
    expect(files['src/components/records/RecordsPage.tsx']).toContain('<Leaderboard records={records.items}');
    expect(proseOf(reply)).toMatch(/a leaderboard/);
    expect(proseOf(reply)).not.toMatch(/haven’t added/);
    expect((await bundle(files)).errors).toEqual([]);
  });

  it('leaves the leaderboard out where nothing asks for it, and adds it when a follow-up does', () => {
    const { files } = first('a habit tracker');
    expect(files['src/schema.ts']).toContain('ranking: false,');
    expect(files['src/components/records/Leaderboard.tsx']).toBeUndefined();
    const { reply, files: after } = followUp(files, 'add a leaderboard');
    expect(after['src/schema.ts']).toContain('ranking: true,');
    expect(after['src/components/records/Leaderboard.tsx']).toBeDefined();
    expect(proseOf(reply)).toMatch(/added a leaderboard/);
    // A chart of a number per person is a ranking, not the chart over time the page may have.
    const chores = first('a chore chart with points and who did them').files;
    const perKid = followUp(chores, 'add a chart of points per kid');
    expect(perKid.files['src/schema.ts']).toContain('ranking: true,');
    expect(proseOf(perKid.reply)).toMatch(/added a leaderboard/);
  });
});
