import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, or, sql } from 'drizzle-orm';
import { beaconLimits, otherValue } from '../../../shared/analytics';
import type { Database } from '../../db/client';
import { appAnalyticsDaily, appAnalyticsSalts, appAnalyticsVisitors } from '../../db/schema';
import { browserOf, deviceOf, isBot } from './user-agent';

export const utcDay = (at = new Date()) => at.toISOString().slice(0, 10);

/** Each database's salt of the last day asked: it never changes once made, so every view need not read it. */
const knownSalts = new WeakMap<Database, { day: string; salt: string }>();

/** The day's salt, made by whichever request (on any instance) needs it first. */
async function saltOf(db: Database, day: string) {
  const known = knownSalts.get(db);
  if (known?.day === day) return known.salt;
  await db
    .insert(appAnalyticsSalts)
    .values({ day, salt: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appAnalyticsSalts).where(eq(appAnalyticsSalts.day, day));
  if (row) knownSalts.set(db, { day, salt: row.salt });
  return row?.salt ?? '';
}

/** A visitor for one day and one app: nothing in it leads back to the address or the browser once the salt is gone. */
async function visitorOf(db: Database, projectId: string, address: string, ua: string, day: string) {
  const salt = await saltOf(db, day);
  return createHash('sha256').update(`${salt}\n${projectId}\n${address}\n${ua}`).digest('hex');
}

export interface PageView {
  path: string;
  referrer?: string;
  address: string;
  userAgent: string;
  /** The app's own host: a referrer from it is a move inside the app, not a source. */
  host: string;
}

/** The referrer's host, or '' for none (typed in, a bookmark, or the app itself). */
function sourceOf(referrer: string | undefined, host: string) {
  if (!referrer || !URL.canParse(referrer)) return '';
  const from = new URL(referrer).hostname.replace(/^www\./, '');
  return from === host.replace(/:\d+$/, '').replace(/^www\./, '') ? '' : from.slice(0, 200);
}

/**
 * Each breakdown's value, or "Other" once the app's day holds `distinctValuesPerDay` others: made-up
 * pages and referrers cannot grow the table or push real ones out of the report. One query for all
 * of them; views arriving at the same moment may each take the last place, so a day can end a few
 * values past the cap, never more than the requests in flight.
 */
async function withinDailyCap(db: Database, projectId: string, day: string, counts: Array<[string, string]>) {
  const known = or(
    ...counts.map(([dimension, value]) =>
      and(eq(appAnalyticsDaily.dimension, dimension), eq(appAnalyticsDaily.value, value)),
    ),
  );
  const held = await db
    .select({ dimension: appAnalyticsDaily.dimension, values: count(), known: sql<boolean>`bool_or(${known})` })
    .from(appAnalyticsDaily)
    .where(and(eq(appAnalyticsDaily.projectId, projectId), eq(appAnalyticsDaily.day, day)))
    .groupBy(appAnalyticsDaily.dimension);
  const full = new Set(
    held.filter((h) => !h.known && Number(h.values) >= beaconLimits.distinctValuesPerDay).map((h) => h.dimension),
  );
  return counts.map(([dimension, value]): [string, string] => [dimension, full.has(dimension) ? otherValue : value]);
}

/** Counts one page view of a live app, unless a bot or the app's own team made it. */
export async function recordPageView(db: Database, projectId: string, view: PageView, at = new Date()) {
  if (isBot(view.userAgent)) return 'bot';
  const day = utcDay(at);
  const visitor = await visitorOf(db, projectId, view.address, view.userAgent, day);
  await db.insert(appAnalyticsVisitors).values({ projectId, day, visitor }).onConflictDoNothing();
  const [seen] = await db
    .select({ own: appAnalyticsVisitors.own })
    .from(appAnalyticsVisitors)
    .where(
      and(
        eq(appAnalyticsVisitors.projectId, projectId),
        eq(appAnalyticsVisitors.day, day),
        eq(appAnalyticsVisitors.visitor, visitor),
      ),
    );
  if (seen?.own) return 'own';
  const counts = await withinDailyCap(db, projectId, day, [
    ['page', view.path.split(/[?#]/)[0]?.slice(0, 300) || '/'],
    ['referrer', sourceOf(view.referrer, view.host)],
    ['device', deviceOf(view.userAgent)],
    ['browser', browserOf(view.userAgent)],
  ]);
  await db
    .insert(appAnalyticsDaily)
    .values(
      [['total', ''] as const, ...counts].map(([dimension, value]) => ({ projectId, day, dimension, value, views: 1 })),
    )
    .onConflictDoUpdate({
      target: [
        appAnalyticsDaily.projectId,
        appAnalyticsDaily.day,
        appAnalyticsDaily.dimension,
        appAnalyticsDaily.value,
      ],
      set: { views: sql`${appAnalyticsDaily.views} + 1` },
    });
  return 'counted';
}

/**
 * The app's own team, seen in the builder: their visits to the live app today are left out.
 * The same hash as a visit, so nothing else about them is kept.
 */
export async function markOwnVisitor(db: Database, projectId: string, address: string, userAgent: string) {
  const day = utcDay();
  const visitor = await visitorOf(db, projectId, address, userAgent, day);
  await db
    .insert(appAnalyticsVisitors)
    .values({ projectId, day, visitor, own: 1 })
    .onConflictDoUpdate({
      target: [appAnalyticsVisitors.projectId, appAnalyticsVisitors.day, appAnalyticsVisitors.visitor],
      set: { own: 1 },
    });
}
