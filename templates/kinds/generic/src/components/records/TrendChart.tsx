import {
  addDays,
  addWeeks,
  differenceInCalendarDays,
  format,
  isSameDay,
  isSameWeek,
  max,
  min,
  startOfDay,
  startOfWeek,
  subDays,
  subWeeks,
} from 'date-fns';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { RecordSchema } from '../../schema';
import {
  amountField,
  dateField,
  formatMoney,
  formatNumber,
  formatShort,
  numberOf,
  recordDay,
  type SavedRecord,
} from './fields';

interface Point {
  label: string;
  value: number;
}

// Up to a month of records reads best day by day; longer spans go week by week, the last half-year.
const dailyUpTo = 31;
const weeksShown = 26;

/**
 * Totals of the amount field per day or week, over the date field (or the day each record was
 * added); without an amount, how many records each day or week has.
 */
export function TrendChart({ records, schema }: { records: readonly SavedRecord[]; schema: RecordSchema }) {
  const amount = amountField(schema);
  const dated = records.flatMap((record) => {
    const day = recordDay(record, schema);
    return day ? [{ day, value: amount ? (numberOf(record, amount) ?? 0) : 1 }] : [];
  });
  // Nothing dated yet (a habit with no check-ins so far): the last week at zero, so the chart
  // shows where they will appear rather than vanishing.
  const days = dated.length > 0 ? dated.map((d) => d.day) : [subDays(startOfDay(new Date()), 6)];
  const last = max([...days, new Date()]);
  const daily = differenceInCalendarDays(last, min(days)) < dailyUpTo;
  const points: Point[] = [];
  if (daily) {
    for (let day = startOfDay(min(days)); day <= last; day = addDays(day, 1)) {
      const value = dated.filter((d) => isSameDay(d.day, day)).reduce((sum, d) => sum + d.value, 0);
      points.push({ label: format(day, 'd MMM'), value });
    }
  } else {
    const first = max([startOfWeek(min(days)), subWeeks(startOfWeek(last), weeksShown - 1)]);
    for (let week = first; week <= last; week = addWeeks(week, 1)) {
      const value = dated.filter((d) => isSameWeek(d.day, week)).reduce((sum, d) => sum + d.value, 0);
      points.push({ label: format(week, 'd MMM'), value });
    }
  }

  const shown = amount?.type === 'currency' ? formatMoney : formatNumber;
  // Without an amount it counts records: by their date when they have one, else by when they were added.
  const what = amount ? amount.label : dateField(schema) ? schema.plural : `${schema.plural} added`;
  const title = `${what} per ${daily ? 'day' : 'week'}`;
  return (
    <figure className="rounded-xl border border-line bg-panel p-4">
      <figcaption className="font-semibold">{title}</figcaption>
      {records.length === 0 && (
        <p className="text-muted text-sm">{`Nothing to chart yet: your ${what.toLowerCase()} will show here.`}</p>
      )}
      {/* The chart is a picture to screen readers; this sentence carries its numbers. */}
      <p className="sr-only">
        {`${title}: ${points
          .filter((p) => p.value !== 0)
          .map((p) => `${daily ? '' : 'week of '}${p.label} ${shown(p.value)}`)
          .join(', ')}.`}
      </p>
      <div className="mt-3 h-56" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <AreaChart data={points} margin={{ top: 4, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid stroke="var(--color-line)" vertical={false} />
            <XAxis
              dataKey="label"
              tick={{ fill: 'var(--color-muted)', fontSize: 12 }}
              tickLine={false}
              axisLine={false}
              minTickGap={16}
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
              formatter={(v) => [shown(Number(v)), what]}
              contentStyle={{
                background: 'var(--color-panel)',
                border: '1px solid var(--color-line)',
                borderRadius: 8,
                color: 'var(--color-ink)',
              }}
            />
            <Area
              type="monotone"
              dataKey="value"
              stroke="var(--color-brand-600)"
              strokeWidth={2}
              fill="var(--color-brand-100)"
              fillOpacity={0.6}
            />
          </AreaChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
