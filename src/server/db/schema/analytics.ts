import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { projects } from './projects';

/** A live app's page views per UTC day: the total and each page, referrer, device and browser. */
export const appAnalyticsDaily = pgTable(
  'app_analytics_daily',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** yyyy-mm-dd, UTC. */
    day: text('day').notNull(),
    /** total | page | referrer | device | browser */
    dimension: text('dimension').notNull(),
    value: text('value').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.day, t.dimension, t.value] }),
    index('app_analytics_daily_day_idx').on(t.day),
  ],
);

/**
 * The day's visitors of an app, each a hash of that day's salt, address and browser (ADR 0033);
 * `own` marks the app team's own (seen in the builder that day), whose visits are not counted.
 */
export const appAnalyticsVisitors = pgTable(
  'app_analytics_visitors',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    visitor: text('visitor').notNull(),
    own: integer('own').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.day, t.visitor] }), index('app_analytics_visitors_day_idx').on(t.day)],
);

/** One random salt per UTC day, deleted with the day's visitor hashes: yesterday's hashes cannot be redone. */
export const appAnalyticsSalts = pgTable('app_analytics_salts', {
  day: text('day').primaryKey(),
  salt: text('salt').notNull(),
});
