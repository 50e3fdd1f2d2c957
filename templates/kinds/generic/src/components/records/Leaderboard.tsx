import { TrophyIcon } from 'lucide-react';
import { useId } from 'react';
import type { Field, RecordSchema } from '../../schema';
import { amountField, categoryField, fieldsOf, formatMoney, formatNumber, numberOf, type SavedRecord } from './fields';

// A field naming who did something.
const PERSON = /who|assign|person|member|player|kid|child|student|owner|by$/i;

/**
 * What a ranking groups records by: a field naming a person (who did it, assigned to), else the
 * category-like select, else the title (the records themselves: players, students).
 */
const rankedBy = (schema: RecordSchema): Field | undefined =>
  schema.fields.find((f) => f.type === 'text' && f.key !== schema.title && PERSON.test(`${f.key} ${f.label}`)) ??
  categoryField(schema) ??
  schema.fields.find((f) => f.key === schema.title);

/** What a ranking adds up: a number that scores (points, goals, hours), else the amount. */
const rankedAmount = (schema: RecordSchema): Field | undefined =>
  fieldsOf(schema, 'number', 'currency').find((f) => /point|score|goal|vote|hour/i.test(`${f.key} ${f.label}`)) ??
  amountField(schema);

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
  const what = amount ? `Total ${amount.label.toLowerCase()}` : `Number of ${schema.plural.toLowerCase()}`;
  // "per person" when the ranking is by who did it; else per whatever groups them ("per team").
  const per =
    group.key === schema.title ? schema.singular : PERSON.test(`${group.key} ${group.label}`) ? 'person' : group.label;
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-line bg-panel p-4">
      <h2 id={`${id}-title`} className="flex items-center gap-2 font-semibold">
        <TrophyIcon aria-hidden="true" className="size-4 text-brand-600" />
        Leaderboard
      </h2>
      <p className="text-muted text-sm">{`${what} per ${per.toLowerCase()}`}</p>
      {rows.length === 0 ? (
        <p className="mt-2 text-muted text-sm">{`Add ${schema.plural.toLowerCase()} with a ${group.label.toLowerCase()} and the ranking will show here.`}</p>
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
