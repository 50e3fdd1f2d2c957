import { and, count, eq, gte, lte } from 'drizzle-orm';
import {
  type AnalyticsCount,
  type AnalyticsRange,
  type AnalyticsReport,
  analyticsRetentionDays,
  rangeDays,
} from '../../../shared/analytics';
import type { PlanTier } from '../../../shared/plans';
import type { Database } from '../../db/client';
import { appAnalyticsDaily, appAnalyticsVisitors } from '../../db/schema';
import { utcDay } from './page-views';

const topRows = 10;

/** The days of a range ending today, oldest first, no further back than the plan keeps. */
function daysOf(range: AnalyticsRange, retention: number, today = new Date()) {
  const length = Math.min(rangeDays[range], retention);
  return Array.from({ length }, (_, i) => utcDay(new Date(today.getTime() - (length - 1 - i) * 86_400_000)));
}

export async function analyticsReport(
  db: Database,
  project: { id: string },
  { range, tier, live }: { range: AnalyticsRange; tier: PlanTier; live: boolean },
): Promise<AnalyticsReport> {
  const retentionDays = analyticsRetentionDays[tier];
  const days = daysOf(range, retentionDays);
  const from = days[0] ?? utcDay();
  const to = days.at(-1) ?? utcDay();
  const inRange = (column: typeof appAnalyticsDaily.day) => and(gte(column, from), lte(column, to));
  const rows = await db
    .select({
      day: appAnalyticsDaily.day,
      dimension: appAnalyticsDaily.dimension,
      value: appAnalyticsDaily.value,
      views: appAnalyticsDaily.views,
    })
    .from(appAnalyticsDaily)
    .where(and(eq(appAnalyticsDaily.projectId, project.id), inRange(appAnalyticsDaily.day)));
  const visitors = await db
    .select({ day: appAnalyticsVisitors.day, n: count() })
    .from(appAnalyticsVisitors)
    .where(
      and(
        eq(appAnalyticsVisitors.projectId, project.id),
        eq(appAnalyticsVisitors.own, 0),
        gte(appAnalyticsVisitors.day, from),
        lte(appAnalyticsVisitors.day, to),
      ),
    )
    .groupBy(appAnalyticsVisitors.day);
  const visitorsByDay = new Map(visitors.map((v) => [v.day, Number(v.n)]));
  const viewsByDay = new Map(rows.filter((r) => r.dimension === 'total').map((r) => [r.day, r.views]));
  const top = (dimension: string): AnalyticsCount[] => {
    const sums = new Map<string, number>();
    for (const r of rows) if (r.dimension === dimension) sums.set(r.value, (sums.get(r.value) ?? 0) + r.views);
    return [...sums]
      .map(([value, views]) => ({ value, views }))
      .sort((a, b) => b.views - a.views || a.value.localeCompare(b.value))
      .slice(0, topRows);
  };
  const daily = days.map((day) => ({ day, views: viewsByDay.get(day) ?? 0, visitors: visitorsByDay.get(day) ?? 0 }));
  return {
    range,
    from,
    to,
    retentionDays,
    live,
    totals: {
      views: daily.reduce((n, d) => n + d.views, 0),
      visitors: daily.reduce((n, d) => n + d.visitors, 0),
    },
    daily,
    pages: top('page'),
    referrers: top('referrer'),
    devices: top('device'),
    browsers: top('browser'),
  };
}
