/** Cells a spreadsheet would run as a formula if they began the cell unchanged. */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * One value as a CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes
 * doubled. Text that a spreadsheet would take for a formula gets a leading apostrophe, as
 * OWASP advises for exports opened in Excel or Sheets; the JSON export keeps every value as is.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (typeof value === 'string') text = formulaStart.test(value) ? `'${value}` : value;
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (values: unknown[]) => `${values.map(csvCell).join(',')}\r\n`;
