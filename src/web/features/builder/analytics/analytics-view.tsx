import { TriangleAlertIcon } from 'lucide-react';
import { useId, useState } from 'react';
import type { AnalyticsRange, AnalyticsReport } from '../../../../shared/analytics';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { AnalyticsSkeleton, CountList, NotLive, StatCard } from './analytics-parts';
import { texts } from './analytics-texts';
import { DailyChart } from './daily-chart';
import { RangeSwitch } from './range-switch';
import { useAnalytics } from './use-analytics';

/**
 * The Analytics tab: visits to the live app over a range, counted without cookies. `active`
 * is whether the tab is shown: a hidden one stays mounted but stops asking the server.
 */
export function AnalyticsView({ projectId, active }: { projectId: string; active: boolean }) {
  const [range, setRange] = useState<AnalyticsRange>('30d');
  const query = useAnalytics(projectId, range, active);
  const report = query.data;
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="@container h-full overflow-y-auto bg-white">
      <div className="mx-auto max-w-5xl space-y-4 p-4">
        <header className="space-y-1">
          <div className="flex min-h-8 flex-wrap items-center justify-between gap-2">
            <h2 id={titleId} className="text-base font-semibold text-slate-900">
              {texts.title}
            </h2>
            {report?.live === false ? null : <RangeSwitch value={range} onChange={setRange} />}
          </div>
          <p className="text-xs text-slate-500">
            {texts.privacy}
            {report ? ` ${texts.retention(report.retentionDays)}` : null}
          </p>
        </header>
        {query.isError && !report ? (
          <LoadFailed detail={query.error.message} onRetry={() => void query.refetch()} />
        ) : !report ? (
          <AnalyticsSkeleton />
        ) : !report.live ? (
          <NotLive />
        ) : (
          <Report report={report} updating={query.isPlaceholderData} />
        )}
      </div>
    </section>
  );
}

function Report({ report, updating }: { report: AnalyticsReport; updating: boolean }) {
  return (
    <div aria-busy={updating} className={cn('space-y-3 transition-opacity', updating && 'opacity-60')}>
      <div className="grid gap-3 @md:grid-cols-2">
        <StatCard label={texts.views} value={report.totals.views} />
        <StatCard label={texts.visitors} value={report.totals.visitors} hint={texts.visitorsHint} />
      </div>
      <DailyChart report={report} />
      <div className="grid gap-3 @2xl:grid-cols-2">
        <CountList title={texts.pages} counts={report.pages} />
        <CountList title={texts.referrers} counts={report.referrers} label={(value) => value || texts.direct} />
        <CountList title={texts.devices} counts={report.devices} />
        <CountList title={texts.browsers} counts={report.browsers} />
      </div>
    </div>
  );
}

function LoadFailed({ detail, onRetry }: { detail: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-red-200 bg-red-50/60 p-4 text-sm text-slate-700"
    >
      <TriangleAlertIcon aria-hidden className="size-4 shrink-0 text-red-600" />
      <p className="min-w-0 flex-1">
        {texts.loadFailed} <span className="text-slate-500">{detail}</span>
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {texts.retry}
      </Button>
    </div>
  );
}
