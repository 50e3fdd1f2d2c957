import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { workspaces } from './workspaces';

/**
 * Tokens per workspace (its shared pool) and calendar month (UTC, "2026-11"). `reserved` holds what running model calls
 * may still spend, so concurrent sends are counted before they finish and cannot overspend.
 */
export const tokenUsage = pgTable(
  'token_usage',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    usedTokens: integer('used_tokens').notNull().default(0),
    reservedTokens: integer('reserved_tokens').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.month] })],
);
