import type { RecordSchema } from '../../schema';
import {
  derivedOf,
  derivedText,
  fieldsOf,
  formatMoney,
  formatNumber,
  measureFields,
  numberOf,
  type SavedRecord,
} from './fields';

interface Tile {
  label: string;
  value: string;
}

/** How many records there are, the total and average of every amount or number that measures, and average ratings. */
export function SummaryCards({ records, schema }: { records: readonly SavedRecord[]; schema: RecordSchema }) {
  const tiles: Tile[] = [{ label: schema.plural, value: formatNumber(records.length) }];
  for (const field of measureFields(schema)) {
    const values = records.map((r) => numberOf(r, field)).filter((v) => v !== null);
    const total = values.reduce((sum, v) => sum + v, 0);
    const shown = field.type === 'currency' ? formatMoney : formatNumber;
    tiles.push(
      { label: `Total ${field.label.toLowerCase()}`, value: shown(total) },
      { label: `Average ${field.label.toLowerCase()}`, value: values.length ? shown(total / values.length) : '–' },
    );
  }
  // Worked-out figures add up too: the whole portfolio's value and its gain or loss.
  for (const derived of schema.derived ?? []) {
    const values = records.map((r) => derivedOf(r, derived)).filter((v) => v !== null);
    tiles.push({
      label: `Total ${derived.label.toLowerCase()}`,
      value: derivedText(
        values.reduce((sum, v) => sum + v, 0),
        derived,
      ),
    });
  }
  // Ratings are averaged, never added up: "Average rating 4.2 of 5".
  for (const field of fieldsOf(schema, 'rating')) {
    const rated = records.map((r) => numberOf(r, field) ?? 0).filter((v) => v > 0);
    const average = rated.length ? rated.reduce((sum, v) => sum + v, 0) / rated.length : null;
    tiles.push({
      label: `Average ${field.label.toLowerCase()}`,
      value: average === null ? '–' : `${average.toFixed(1)} of 5`,
    });
  }
  return (
    <dl className="grid grid-cols-[repeat(auto-fit,minmax(9rem,1fr))] gap-3">
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-xl border border-line bg-panel p-4">
          <dt className="text-muted text-sm">{tile.label}</dt>
          <dd className="mt-1 font-bold text-2xl tabular-nums">{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}
