import { format } from 'date-fns';
import { DownloadIcon } from 'lucide-react';
import type { Field, RecordSchema } from '../../schema';
import { Button } from '../ui/button';
import type { SavedRecord, Value } from './fields';

// Spreadsheets run a cell that starts with one of these as a formula: such text gets a leading '.
const formulaStart = /^[=+\-@\t\r]/;

function cell(value: Value | undefined, field: Field): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (Array.isArray(value)) text = value.join('; ');
  else if (typeof value === 'boolean') text = value ? 'Yes' : 'No';
  else if (typeof value === 'number') text = field.type === 'currency' ? value.toFixed(2) : String(value);
  else text = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The records as CSV: a header row of labels, then a row per record, quoted where needed. */
export function toCsv(records: readonly SavedRecord[], schema: RecordSchema): string {
  const header = schema.fields.map((f) => cell(f.label, f));
  const rows = records.map((record) => schema.fields.map((f) => cell(record[f.key], f)).join(','));
  return [header.join(','), ...rows].join('\r\n');
}

/** A button that downloads the records as a CSV file, for a spreadsheet. */
export function CsvExport({ records, schema }: { records: readonly SavedRecord[]; schema: RecordSchema }) {
  const download = () => {
    // The byte-order mark tells Excel the file is UTF-8, so accents and € survive.
    const blob = new Blob([`\uFEFF${toCsv(records, schema)}\r\n`], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `${schema.collection}-${format(new Date(), 'yyyy-MM-dd')}.csv`;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Button variant="outline" onClick={download} disabled={records.length === 0}>
      <DownloadIcon aria-hidden="true" />
      Export CSV
    </Button>
  );
}
