import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { RecordSchema } from '../../schema';
import {
  amountField,
  categoryField,
  formatMoney,
  formatNumber,
  formatShort,
  numberOf,
  type SavedRecord,
} from './fields';

/**
 * A bar per choice of the category-like select field: the total of the amount field, or how
 * many records have that choice when there is no amount.
 */
export function CategoryChart({ records, schema }: { records: readonly SavedRecord[]; schema: RecordSchema }) {
  const category = categoryField(schema);
  if (!category) return null;
  const amount = amountField(schema);
  const totals = new Map<string, number>((category.options ?? []).map((option) => [option, 0]));
  for (const record of records) {
    const choice = record[category.key];
    if (typeof choice !== 'string' || !choice) continue;
    totals.set(choice, (totals.get(choice) ?? 0) + (amount ? (numberOf(record, amount) ?? 0) : 1));
  }
  const bars = [...totals].map(([name, value]) => ({ name, value }));
  const shown = amount?.type === 'currency' ? formatMoney : formatNumber;
  const what = amount ? amount.label : schema.plural;
  const title = `${what} by ${category.label.toLowerCase()}`;
  return (
    <figure className="rounded-xl border border-line bg-panel p-4">
      <figcaption className="font-semibold">{title}</figcaption>
      {records.length === 0 && (
        <p className="text-muted text-sm">{`Nothing to chart yet: your ${what.toLowerCase()} will show here.`}</p>
      )}
      {/* The chart is a picture to screen readers; this sentence carries its numbers. */}
      <p className="sr-only">{`${title}: ${bars.map((b) => `${b.name} ${shown(b.value)}`).join(', ')}.`}</p>
      <div className="mt-3 h-56" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={bars} margin={{ top: 4, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid stroke="var(--color-line)" vertical={false} />
            <XAxis
              dataKey="name"
              tick={{ fill: 'var(--color-muted)', fontSize: 12 }}
              tickLine={false}
              axisLine={false}
              interval={0}
            />
            <YAxis
              tick={{ fill: 'var(--color-muted)', fontSize: 12 }}
              tickLine={false}
              axisLine={false}
              width={56}
              allowDecimals={amount !== undefined}
              tickFormatter={(v: number) => formatShort(v, amount)}
            />
            <Tooltip
              cursor={{ fill: 'var(--color-brand-50)' }}
              formatter={(v) => [shown(Number(v)), what]}
              contentStyle={{
                background: 'var(--color-panel)',
                border: '1px solid var(--color-line)',
                borderRadius: 8,
                color: 'var(--color-ink)',
              }}
            />
            <Bar dataKey="value" fill="var(--color-brand-600)" radius={[4, 4, 0, 0]} maxBarSize={48} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
