import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { workspaces } from './workspaces';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A paid plan as the payment provider (Stripe or the sandbox) last told us about it. A guest's
 * subscription has only `guest_email` until an account with that address is confirmed.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    /** The team workspace a Team subscription pays for; other plans belong to the buyer's personal one. */
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
    /** Lower-case; kept after attaching, so support can see who bought it. */
    email: text('email').notNull(),
    /** stripe | sandbox */
    provider: text('provider').notNull(),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id').notNull().unique(),
    tier: text('tier').notNull(),
    /** month | year */
    interval: text('interval').notNull(),
    /** trialing | active | past_due | canceled | unpaid | incomplete | incomplete_expired | paused */
    status: text('status').notNull(),
    seats: integer('seats').notNull().default(1),
    boost: text('boost').notNull().default('none'),
    boostTokens: integer('boost_tokens').notNull().default(0),
    trialEnd: at('trial_end'),
    currentPeriodEnd: at('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    // Webhooks arrive out of order: a state older than this one is ignored.
    providerUpdatedAt: at('provider_updated_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId), index('subscriptions_email_idx').on(t.email)],
);

/** Stripe retries a webhook for days, and may send one twice at once: each event id is handled once. */
export const billingEvents = pgTable('billing_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  processedAt: at('processed_at').notNull().defaultNow(),
});

/**
 * An order the server priced, waiting at the provider's checkout. The sandbox pays it through
 * its own page (the token in its URL is the proof of holding it); Stripe reports it by webhook.
 */
export const checkoutSessions = pgTable('checkout_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  provider: text('provider').notNull(),
  providerSessionId: text('provider_session_id'),
  /** sha-256 of the sandbox page's token; the token itself is only ever in the buyer's URL. */
  tokenHash: text('token_hash').notNull(),
  userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  tier: text('tier').notNull(),
  interval: text('interval').notNull(),
  boost: text('boost').notNull(),
  /** USD charged each interval, as the server computed it. */
  total: integer('total').notNull(),
  trialDays: integer('trial_days').notNull(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  /** open | completed | canceled */
  status: text('status').notNull().default('open'),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
});
