import { useState } from 'react';
import { metrics } from '../data';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export function Dashboard() {
  const [selectedId, setSelectedId] = useState(metrics[0]?.id ?? 0);
  const [range, setRange] = useState(7);
  const metric = metrics.find((m) => m.id === selectedId) ?? metrics[0];
  const series = metric ? metric.series.slice(-range) : [];
  const max = Math.max(1, ...series);
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
        <div className="mt-4 flex h-48 items-end gap-3" role="img" aria-label={(metric?.label ?? '') + ' over ' + range + ' days'}>
          {series.map((v, i) => (
            <div key={days[days.length - series.length + i]} className="flex flex-1 flex-col items-center gap-1">
              <div className="w-full rounded-t-md bg-brand-500" style={{ height: (v / max) * 100 + '%' }} />
              <span className="text-xs text-muted">{days[days.length - series.length + i]}</span>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
