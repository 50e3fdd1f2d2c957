import { pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * One connected outside service per user (GitHub, Supabase, Stripe, Resend). Everything the
 * user gave us (keys, URLs, the GitHub token) lives in `encrypted_config`, sealed with
 * AES-256-GCM and bound to this user and service, so the database alone reveals no secret.
 */
export const integrations = pgTable(
  'integrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    service: text('service').notNull(),
    encryptedConfig: text('encrypted_config').notNull(),
    configuredAt: timestamp('configured_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('integrations_user_service_unique').on(t.userId, t.service)],
);
