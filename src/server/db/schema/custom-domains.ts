import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { projects } from './projects';

/**
 * A domain an owner connects to a project's live app. Several accounts may claim the same name
 * while pending (a squatter must not block the real owner), but only one claim can be verified.
 */
export const customDomains = pgTable(
  'custom_domains',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Normalised: lower-case ASCII (punycode), no trailing dot. */
    domain: text('domain').notNull(),
    /** The value the TXT record must hold; random per claim, so only whoever controls the DNS verifies. */
    token: text('token').notNull(),
    /** pending | verified | failed */
    status: text('status').notNull().default('pending'),
    /** What the resolver said on the last failed check. */
    failureReason: text('failure_reason'),
    /** Checks since the last Verify press: the automatic re-checks back off with it. */
    attempts: integer('attempts').notNull().default(0),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    /** When the server checks again by itself (daily once verified); null once it has given up. */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('custom_domains_project_domain_unique').on(t.projectId, t.domain),
    uniqueIndex('custom_domains_verified_unique').on(t.domain).where(sql`${t.status} = 'verified'`),
    index('custom_domains_next_check_idx').on(t.nextCheckAt),
  ],
);
