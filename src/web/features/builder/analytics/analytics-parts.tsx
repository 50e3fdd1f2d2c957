import { ChartColumnIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import type { AnalyticsCount } from '../../../../shared/analytics';
import { cn } from '../../../lib/cn';
import { formatCount, texts } from './analytics-texts';

/** A card named by its heading, so a screen reader (and a journey) finds it as a region. */
export function AnalyticsCard({
  title,
  aside,
  children,
  className,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn('min-w-0 rounded-xl border border-slate-200 bg-white p-4', className)}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
        <h3 id={id} className="text-sm font-semibold text-slate-900">
          {title}
        </h3>
        {aside}
      </div>
      <div className="mt-2">{children}</div>
    </section>
  );
}

/** A total over the range: its label, the figure and, when it needs one, a word on what it counts. */
export function StatCard({ label, value, hint }: { label: string; value: number; hint?: string }) {
  return (
    <AnalyticsCard title={label}>
      <p className="text-2xl font-semibold tracking-tight text-slate-900 tabular-nums">{formatCount(value)}</p>
      {hint ? <p className="mt-1 text-xs text-slate-500">{hint}</p> : null}
    </AnalyticsCard>
  );
}

/** The most viewed values of one breakdown, each with a thin bar against the first. */
export function CountList({
  title,
  counts,
  label = (value) => value || texts.unknown,
}: {
  title: string;
  counts: AnalyticsCount[];
  label?: (value: string) => string;
}) {
  const rows = counts.slice(0, 10);
  const most = Math.max(1, ...rows.map((row) => row.views));
  return (
    <AnalyticsCard title={title}>
      {rows.length === 0 ? (
        <p className="py-2 text-sm text-slate-500">{texts.noneYet}</p>
      ) : (
        <ol className="space-y-2">
          {rows.map((row) => {
            const name = label(row.value);
            return (
              <li key={row.value} className="text-sm">
                <div className="flex items-baseline justify-between gap-3">
                  <span title={name} className="min-w-0 truncate text-slate-700">
                    {name}
                  </span>
                  <span className="shrink-0 font-medium text-slate-900 tabular-nums">
                    {formatCount(row.views)}
                    <span className="sr-only"> views</span>
                  </span>
                </div>
                <div aria-hidden className="mt-1 h-1 overflow-hidden rounded-full bg-slate-100">
                  <div className="h-full rounded-full bg-brand-500" style={{ width: `${(row.views / most) * 100}%` }} />
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </AnalyticsCard>
  );
}

/** Nothing to count before the first deploy. */
export function NotLive() {
  return (
    <div className="flex flex-col items-center px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-2xl border border-slate-200 bg-white text-slate-400 shadow-sm">
        <ChartColumnIcon aria-hidden className="size-6" />
      </span>
      <p className="mt-3 max-w-md text-sm text-slate-600">{texts.notLive}</p>
    </div>
  );
}

const block = 'animate-pulse rounded-xl bg-slate-100';

/** The report's shape while it loads: two figures, the chart, four lists. */
export function AnalyticsSkeleton() {
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">{texts.loading}</span>
      <div aria-hidden className="grid gap-3 @md:grid-cols-2">
        <div className={cn(block, 'h-24')} />
        <div className={cn(block, 'h-24')} />
      </div>
      <div aria-hidden className={cn(block, 'h-72')} />
      <div aria-hidden className="grid gap-3 @2xl:grid-cols-2">
        {['pages', 'referrers', 'devices', 'browsers'].map((key) => (
          <div key={key} className={cn(block, 'h-40')} />
        ))}
      </div>
    </div>
  );
}
