import { format, subDays } from 'date-fns';
import { useState } from 'react';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { metrics } from '../data';

// Each series holds one value a day, the newest last: it ends today.
const dayLabel = (daysAgo: number) => format(subDays(new Date(), daysAgo), 'EEE d');

export function Dashboard() {
  const [selectedId, setSelectedId] = useState(metrics[0]?.id ?? 0);
  const [range, setRange] = useState(7);
  const metric = metrics.find((m) => m.id === selectedId) ?? metrics[0];
  const series = metric ? metric.series.slice(-range) : [];
  const points = series.map((value, i) => ({ day: dayLabel(series.length - 1 - i), value }));
  const shown = (v: number) => (metric?.unit === '$' ? '$' : '') + v.toLocaleString() + (metric?.unit === '%' ? '%' : '');
  // The chart is a picture to screen readers, so its label carries the numbers.
  const summary = (metric?.label ?? '') + ' over ' + range + ' days: ' + points.map((p) => p.day + ' ' + shown(p.value)).join(', ');
  return (
    <section aria-labelledby="dash-title">
      <h1 id="dash-title" className="text-3xl font-bold">
        Dashboard
      </h1>
      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {metrics.map((m) => (
          <button key={m.id} type="button" aria-pressed={m.id === selectedId} onClick={() => setSelectedId(m.id)} className={'rounded-xl border bg-panel p-4 text-left ' + (m.id === selectedId ? 'border-brand-600' : 'border-line')}>
            <span className="text-sm text-muted">{m.label}</span>
            <span className="mt-1 block text-2xl font-bold">
              {m.unit === '$' ? '$' : ''}
              {m.value.toLocaleString()}
              {m.unit === '%' ? '%' : ''}
            </span>
          </button>
        ))}
      </div>
      <div className="mt-6 rounded-xl border border-line bg-panel p-5">
        <div className="flex items-center justify-between">
          <h2 className="font-semibold">{metric?.label} trend</h2>
          <div className="flex gap-1" role="group" aria-label="Range">
            {[3, 7].map((r) => (
              <button key={r} type="button" aria-pressed={range === r} onClick={() => setRange(r)} className={'rounded-md px-2 py-1 text-sm ' + (range === r ? 'bg-brand-600 text-white' : 'bg-brand-50')}>
                {r} days
              </button>
            ))}
          </div>
        </div>
        <div className="mt-4 h-56" role="img" aria-label={summary}>
          <ResponsiveContainer width="100%" height="100%">
            <AreaChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
              <defs>
                <linearGradient id="trend-fill" x1="0" y1="0" x2="0" y2="1">
                  <stop offset="0%" stopColor="var(--color-brand-500)" stopOpacity={0.35} />
                  <stop offset="100%" stopColor="var(--color-brand-500)" stopOpacity={0} />
                </linearGradient>
              </defs>
              <CartesianGrid vertical={false} stroke="var(--color-line)" />
              <XAxis dataKey="day" tickLine={false} axisLine={false} tickMargin={8} tick={{ fill: 'var(--color-muted)', fontSize: 12 }} />
              <YAxis width={44} tickLine={false} axisLine={false} tickFormatter={(v: number) => shown(v)} tick={{ fill: 'var(--color-muted)', fontSize: 12 }} />
              <Tooltip
                cursor={{ stroke: 'var(--color-brand-500)', strokeDasharray: '4 4' }}
                separator=": "
                formatter={(value) => [shown(Number(value)), metric?.label]}
                contentStyle={{ background: 'var(--color-panel)', border: '1px solid var(--color-line)', borderRadius: 8, color: 'var(--color-ink)' }}
                labelStyle={{ color: 'var(--color-muted)' }}
              />
              <Area type="monotone" dataKey="value" stroke="var(--color-brand-600)" strokeWidth={2} fill="url(#trend-fill)" activeDot={{ r: 5, fill: 'var(--color-brand-600)' }} />
            </AreaChart>
          </ResponsiveContainer>
        </div>
      </div>
    </section>
  );
}
