import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Single-use access grants already exchanged (by digest), kept until they would have expired anyway. */
export const spentGrants = pgTable('spent_grants', {
  tokenHash: text('token_hash').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
