import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window request counters shared by every server instance on one PostgreSQL, so a limit
 * holds however a load balancer spreads the requests. `key` is a SHA-256 of whom is counted (a
 * client address, an e-mail address asked about): the table keeps no personal data, and a key
 * has one size whatever the client sends. A row is worthless once `reset_at` has passed.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    name: text('name').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.key] }), index('rate_limits_reset_at_idx').on(t.resetAt)],
);
