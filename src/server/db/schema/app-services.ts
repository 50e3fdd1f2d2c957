import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CloudEnvironment } from './cloud';
import { projects } from './projects';

// What generated apps use of the product's services (issue 33): AI, e-mail and payments.

const projectId = () =>
  uuid('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });

/** The owner's limits on an app's AI use; an app without a row has the defaults (shared/app-services/ai.ts). */
export const appAiSettings = pgTable('app_ai_settings', {
  projectId: projectId().primaryKey(),
  tokensPerMonth: integer('tokens_per_month').notNull(),
  tokensPerVisitorPerDay: integer('tokens_per_visitor_per_day').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Tokens an app's AI calls spent: per month for the whole app (subject `app`), per day for each
 * visitor (subject: the caller's identity id). Reserved before a call, settled after it.
 */
export const appAiUsage = pgTable(
  'app_ai_usage',
  {
    projectId: projectId(),
    /** `2026-11` for the app, `2026-11-28` for a visitor. */
    period: text('period').notNull(),
    subject: text('subject').notNull(),
    usedTokens: integer('used_tokens').notNull().default(0),
    reservedTokens: integer('reserved_tokens').notNull().default(0),
    calls: integer('calls').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.period, t.subject] })],
);

/** E-mails an app sent in a day (UTC), per environment, against the plan's daily quota. */
export const appEmailSends = pgTable(
  'app_email_sends',
  {
    projectId: projectId(),
    environment: text('environment').$type<CloudEnvironment>().notNull(),
    day: text('day').notNull(),
    sent: integer('sent').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.environment, t.day] })],
);

/** Addresses an app may no longer e-mail: they unsubscribed (or the owner removed them). */
export const appEmailSuppressions = pgTable(
  'app_email_suppressions',
  {
    projectId: projectId(),
    email: text('email').notNull(),
    reason: text('reason').$type<'unsubscribed' | 'owner'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.email] })],
);

/**
 * The Stripe webhook endpoint made for an app and environment with the owner's key, and its
 * signing secret, sealed with the server's secret box.
 */
export const appPaymentEndpoints = pgTable(
  'app_payment_endpoints',
  {
    projectId: projectId(),
    environment: text('environment').$type<CloudEnvironment>().notNull(),
    /** Which connected key made it: a new key needs a new endpoint. */
    keyHint: text('key_hint').notNull(),
    endpointId: text('endpoint_id').notNull(),
    url: text('url').notNull(),
    sealedSecret: text('sealed_secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.environment] })],
);

/**
 * Addresses an app collected with consent (a record with `emailConsent: true`) are written to only
 * once they confirm by the link e-mailed to them the first time: anyone can type a stranger's
 * address into a form, so consent alone would make the app a relay.
 */
export const appEmailConfirmations = pgTable(
  'app_email_confirmations',
  {
    projectId: projectId(),
    email: text('email').notNull(),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.email] })],
);
