import { TrophyIcon } from 'lucide-react';
import { useId } from 'react';
import type { RecordSchema } from '../../schema';
import { formatMoney, formatNumber, numberOf, rankedAmount, rankedBy, type SavedRecord } from './fields';

/**
 * A ranking: the amount (points, hours, money) summed per person, or per whatever the records are
 * grouped by, highest first; without an amount, how many records each has.
 */
export function Leaderboard({ records, schema }: { records: readonly SavedRecord[]; schema: RecordSchema }) {
  const id = useId();
  const group = rankedBy(schema);
  const amount = rankedAmount(schema);
  if (!group) return null;
  const totals = new Map<string, number>();
  for (const record of records) {
    const name = String(record[group.key] ?? '').trim();
    if (!name) continue;
    totals.set(name, (totals.get(name) ?? 0) + (amount ? (numberOf(record, amount) ?? 0) : 1));
  }
  const rows = [...totals].sort((a, b) => b[1] - a[1]);
  const top = rows[0]?.[1] ?? 0;
  const shown = amount?.type === 'currency' ? formatMoney : formatNumber;
  const what = amount ? amount.label.toLowerCase() : schema.plural.toLowerCase();
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-line bg-panel p-4">
      <h2 id={`${id}-title`} className="flex items-center gap-2 font-semibold">
        <TrophyIcon aria-hidden="true" className="size-4 text-brand-600" />
        {`Leaderboard: ${what} by ${group.label.toLowerCase()}`}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-1 text-muted text-sm">{`Add ${schema.plural.toLowerCase()} with a ${group.label.toLowerCase()} and the ranking will show here.`}</p>
      ) : (
        <ol className="mt-3 grid gap-2">
          {rows.map(([name, value], i) => (
            <li key={name} className="grid grid-cols-[1.5rem_minmax(0,8rem)_1fr_auto] items-center gap-3 text-sm">
              <span className="font-semibold text-muted tabular-nums">{i + 1}</span>
              <span className="truncate font-medium">{name}</span>
              <span aria-hidden="true" className="h-2 rounded-full bg-brand-100">
                <span
                  className="block h-2 rounded-full bg-brand-600"
                  style={{ width: `${top > 0 ? (100 * value) / top : 0}%` }}
                />
              </span>
              <span className="font-semibold tabular-nums">{shown(value)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
