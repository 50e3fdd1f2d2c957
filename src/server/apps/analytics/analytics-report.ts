import { and, count, eq, gte, lte, ne, type SQL, sql } from 'drizzle-orm';
import {
  type AnalyticsCount,
  type AnalyticsDimension,
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

/**
 * Each breakdown's most viewed values over the range, summed and ranked by the database: a report
 * reads at most `topRows` rows per breakdown, however many the days hold.
 */
async function topValues(db: Database, ofProject: SQL | undefined) {
  const views = sql<string>`sum(${appAnalyticsDaily.views})`;
  const ranked = db
    .select({
      dimension: appAnalyticsDaily.dimension,
      value: appAnalyticsDaily.value,
      views: views.as('views'),
      rank: sql<number>`row_number() over (partition by ${appAnalyticsDaily.dimension} order by ${views} desc, ${appAnalyticsDaily.value} collate "C")`.as(
        'rank',
      ),
    })
    .from(appAnalyticsDaily)
    .where(and(ofProject, ne(appAnalyticsDaily.dimension, 'total')))
    .groupBy(appAnalyticsDaily.dimension, appAnalyticsDaily.value)
    .as('ranked');
  return db
    .select({ dimension: ranked.dimension, value: ranked.value, views: ranked.views })
    .from(ranked)
    .where(lte(ranked.rank, topRows))
    .orderBy(ranked.dimension, ranked.rank);
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
  const ofProject = and(eq(appAnalyticsDaily.projectId, project.id), inRange(appAnalyticsDaily.day));
  const totals = await db
    .select({ day: appAnalyticsDaily.day, views: appAnalyticsDaily.views })
    .from(appAnalyticsDaily)
    .where(and(ofProject, eq(appAnalyticsDaily.dimension, 'total')));
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
  const viewsByDay = new Map(totals.map((r) => [r.day, r.views]));
  const tops = await topValues(db, ofProject);
  const top = (dimension: AnalyticsDimension): AnalyticsCount[] =>
    tops.filter((t) => t.dimension === dimension).map(({ value, views }) => ({ value, views: Number(views) }));
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
