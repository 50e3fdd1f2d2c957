import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv';

describe('csv cells', () => {
  it('quotes commas, quotes and line breaks, and leaves plain values alone', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, "b"\nc')).toBe('"a, ""b""\nc"');
    expect(csvCell('line\r\nbreak')).toBe('"line\r\nbreak"');
    expect(csvCell(3.5)).toBe('3.5');
    expect(csvCell(false)).toBe('false');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell({ a: [1, 'x'] })).toBe('"{""a"":[1,""x""]}"');
  });

  it('keeps spreadsheet formulas from running', () => {
    expect(csvCell('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('+1, -1')).toBe(`"'+1, -1"`);
    // Numbers are numbers, not text that starts with a minus.
    expect(csvCell(-5)).toBe('-5');
  });

  it('ends every line with CRLF', () => {
    expect(csvLine(['id', 'name'])).toBe('id,name\r\n');
  });
});
