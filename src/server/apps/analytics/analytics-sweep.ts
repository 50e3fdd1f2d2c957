import { and, eq, lt, ne } from 'drizzle-orm';
import { analyticsRetentionDays } from '../../../shared/analytics';
import { planFor } from '../../access/entitlements';
import type { Database } from '../../db/client';
import { appAnalyticsDaily, appAnalyticsSalts, appAnalyticsVisitors, projects } from '../../db/schema';
import { utcDay } from './page-views';

const shortest = Math.min(...Object.values(analyticsRetentionDays));
const dayBefore = (days: number, now: Date) => utcDay(new Date(now.getTime() - days * 86_400_000));

/**
 * Daily (the `analytics-sweep` job): yesterday's salt goes, so no visitor hash can be made again
 * from an address; counts older than the plan keeps them go too.
 */
export async function sweepAnalytics(db: Database, now = new Date()) {
  await db.delete(appAnalyticsSalts).where(ne(appAnalyticsSalts.day, utcDay(now)));
  const candidates = await db
    .selectDistinct({ id: appAnalyticsDaily.projectId, workspaceId: projects.workspaceId })
    .from(appAnalyticsDaily)
    .innerJoin(projects, eq(projects.id, appAnalyticsDaily.projectId))
    .where(lt(appAnalyticsDaily.day, dayBefore(shortest - 1, now)));
  for (const project of candidates) {
    const cutoff = dayBefore(analyticsRetentionDays[(await planFor(db, project.workspaceId)).tier] - 1, now);
    await db
      .delete(appAnalyticsDaily)
      .where(and(eq(appAnalyticsDaily.projectId, project.id), lt(appAnalyticsDaily.day, cutoff)));
    await db
      .delete(appAnalyticsVisitors)
      .where(and(eq(appAnalyticsVisitors.projectId, project.id), lt(appAnalyticsVisitors.day, cutoff)));
  }
}
