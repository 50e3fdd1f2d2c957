import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Guesses taken at one e-mailed code, counted by one conditional upsert before the code is
 * compared: parallel requests cannot all read "fewer than 3" and all be evaluated. Keyed by the
 * code's identifier (its kind and address); a new code for the identifier starts a new count.
 */
export const codeAttempts = pgTable('code_attempts', {
  identifier: text('identifier').primaryKey(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Codes and links mailed to one address: a cooldown between sends and a cap per hour. */
export const codeSends = pgTable('code_sends', {
  email: text('email').primaryKey(),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
  hourStartedAt: timestamp('hour_started_at', { withTimezone: true }).notNull(),
  sends: integer('sends').notNull(),
});
