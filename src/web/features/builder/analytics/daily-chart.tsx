import { lazy, Suspense } from 'react';
import type { AnalyticsReport } from '../../../../shared/analytics';
import { AnalyticsCard } from './analytics-parts';
import { formatCount, formatDay, texts } from './analytics-texts';

// Should its chunk fail to load, the card says so instead of taking the builder down.
const DailyPlot = lazy(() =>
  import('./daily-plot').catch(() => ({
    default: () => <p className="py-10 text-center text-sm text-slate-500">{texts.chartFailed}</p>,
  })),
);

// Kept here, not imported from the plot, so the legend draws before recharts arrives.
const legend = [
  { label: texts.views, color: 'bg-brand-600' },
  { label: texts.visitors, color: 'bg-emerald-500' },
];

/** The daily chart, drawn once its chunk loads, with every number in a table for screen readers. */
export function DailyChart({ report }: { report: AnalyticsReport }) {
  const quiet = report.daily.every((d) => d.views === 0 && d.visitors === 0);
  const span = `${formatDay(report.from)} – ${formatDay(report.to)}`;
  return (
    <AnalyticsCard title={texts.daily} aside={<p className="text-xs text-slate-500 tabular-nums">{span}</p>}>
      {quiet ? (
        <p className="py-10 text-center text-sm text-slate-500">{texts.empty}</p>
      ) : (
        <>
          <ul aria-hidden className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
            {legend.map(({ label, color }) => (
              <li key={label} className="flex items-center gap-1.5">
                <span className={`size-2.5 rounded-full ${color}`} />
                {label}
              </li>
            ))}
          </ul>
          <div aria-hidden className="h-56 min-w-0 @2xl:h-64">
            <Suspense fallback={<div className="h-full animate-pulse rounded-lg bg-slate-50" />}>
              <DailyPlot daily={report.daily} />
            </Suspense>
          </div>
          <DailyTable report={report} />
        </>
      )}
    </AnalyticsCard>
  );
}

function DailyTable({ report }: { report: AnalyticsReport }) {
  return (
    <table className="sr-only">
      <caption>{texts.dailyTable(formatDay(report.from), formatDay(report.to))}</caption>
      <thead>
        <tr>
          <th scope="col">{texts.day}</th>
          <th scope="col">{texts.views}</th>
          <th scope="col">{texts.visitors}</th>
        </tr>
      </thead>
      <tbody>
        {report.daily.map((d) => (
          <tr key={d.day}>
            <th scope="row">{formatDay(d.day)}</th>
            <td>{formatCount(d.views)}</td>
            <td>{formatCount(d.visitors)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
