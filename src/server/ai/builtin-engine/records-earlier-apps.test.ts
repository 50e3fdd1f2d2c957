import { describe, expect, it } from 'vitest';
import type { Features } from '../../../../templates/kinds/generic/src/schema';
import { templateFile } from './app/templates';
import { recordsPage } from './records/kind';
import { readSchemaFile } from './records/schema-file';
import { bundle, first, followUp, proseOf } from './test-utils';

// A records app as the engine wrote it before records had pages of their own and samples: the
// page from that template, the schema's types without samples or a leaderboard.
function earlierApp(description: string) {
  const files = { ...first(description).files };
  const schema = files['src/schema.ts'] ?? '';
  const features = readSchemaFile(schema)?.features as unknown as Features;
  const earlierTypes = templateFile('legacy-shell/schema.ts.txt');
  const typesOf = (source: string, block: RegExp) => block.exec(source)?.[0] ?? '';
  const blocks = [/export interface RecordSchema \{\n[\s\S]*?\n\}\n/, /\/\*\* The extras[\s\S]*?\n\}\n/];
  files['src/schema.ts'] = blocks
    .reduce((next, block) => next.replace(block, typesOf(earlierTypes, block)), schema)
    .replace(/\n {2}samples: \[[\s\S]*?\n {2}\],/, '')
    .replace(/\n {2}ranking: false,/, '');
  files['src/components/records/RecordsPage.tsx'] = recordsPage(
    features,
    templateFile('legacy-shell/RecordsPage.tsx.txt'),
  ).trimEnd();
  for (const path of ['Samples.tsx', 'RecordDetail.tsx']) delete files[`src/components/records/${path}`];
  return files;
}

describe('records apps the engine wrote before records had pages and samples', () => {
  it('take a new part: the page is rewritten from the current template, with what it now needs', async () => {
    const { reply, files } = followUp(earlierApp('an expense tracker with categories'), 'add a leaderboard');
    expect(proseOf(reply)).toMatch(/added a leaderboard/);
    expect(proseOf(reply)).not.toMatch(/has changed since I wrote it/);
    expect(files['src/components/records/RecordsPage.tsx']).toContain('useSamples(records');
    for (const path of ['Samples.tsx', 'RecordDetail.tsx', 'Leaderboard.tsx'])
      expect(files[`src/components/records/${path}`], path).toBeDefined();
    // The schema's types name what the page now reads.
    expect(files['src/schema.ts']).toContain('samples?: ReadonlyArray');
    expect(files['src/schema.ts']).toContain('ranking: boolean;');
    expect((await bundle(files)).errors).toEqual([]);
  });

  it('a page changed by hand is still left alone', () => {
    const app = earlierApp('an expense tracker with categories');
    const mine = `${app['src/components/records/RecordsPage.tsx']}\n// mine`;
    const { reply } = followUp({ ...app, 'src/components/records/RecordsPage.tsx': mine }, 'add a leaderboard');
    expect(proseOf(reply)).toMatch(/has changed since I wrote it/);
  });
});

describe('records apps the engine wrote with the first routed template', () => {
  it('take a new part: the page written then is recognised and rewritten from the current template', async () => {
    const files = { ...first('a mood journal').files };
    const features = readSchemaFile(files['src/schema.ts'] ?? '')?.features as unknown as Features;
    files['src/components/records/RecordsPage.tsx'] = recordsPage(
      features,
      templateFile('legacy-shell/RecordsPage-routed.tsx.txt'),
    ).trimEnd();
    const { reply, files: after } = followUp(files, 'add a month calendar');
    expect(proseOf(reply)).toMatch(/added a month calendar/);
    expect(after['src/components/records/RecordsPage.tsx']).toContain('<MonthCalendar records={records.items}');
    expect(after['src/components/records/RecordsPage.tsx']).toContain('others={records.items}');
    expect((await bundle(after)).errors).toEqual([]);
  });
});
