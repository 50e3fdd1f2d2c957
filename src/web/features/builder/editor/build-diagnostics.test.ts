import { Text } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { buildDiagnostics } from './build-diagnostics';

const doc = Text.of(['const a = 1;', 'const b = ;', '']);

describe('build errors in the editor', () => {
  it('marks the reported line from the reported column to its end', () => {
    const [d] = buildDiagnostics(doc, [{ message: 'Unexpected ";"', line: 2, column: 10 }]);
    expect(d).toMatchObject({ from: 23, to: 24, severity: 'error', message: 'Unexpected ";"' });
  });

  it('keeps positions inside an editor whose text is older or newer than the build', () => {
    const [past, none, column] = buildDiagnostics(doc, [
      { message: 'far', line: 40, column: 3 },
      { message: 'no line', line: null, column: null },
      { message: 'wide', line: 1, column: 99 },
    ]);
    expect(past).toMatchObject({ from: 25, to: 25 });
    expect(none).toMatchObject({ from: 0, to: 12 });
    expect(column).toMatchObject({ from: 12, to: 13 });
  });
});
