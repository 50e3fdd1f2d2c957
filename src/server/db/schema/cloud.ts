import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { projects } from './projects';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const projectId = () =>
  uuid('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });

/** Preview and live keep apart: a preview never touches live data. */
export type CloudEnvironment = 'preview' | 'live';

/**
 * Who is calling a generated app's backend: an anonymous device (a token the SDK keeps) or a
 * signed-in app user. Per app and environment, never a product account. Only the token's hash
 * is stored.
 */
export const cloudIdentities = pgTable(
  'cloud_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: projectId(),
    environment: text('environment').$type<CloudEnvironment>().notNull(),
    /** device | user */
    kind: text('kind').$type<'device' | 'user'>().notNull(),
    email: text('email'),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    /**
     * Devices only: when the device may be removed, unless it still owns records or files. A day
     * after creation until first used, then a while after each use; null (app users, the owner's
     * identity) is never.
     */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('cloud_identities_token_idx').on(t.tokenHash),
    index('cloud_identities_project_idx').on(t.projectId),
    index('cloud_identities_expiry_idx').on(t.projectId, t.environment, t.expiresAt),
  ],
);

/**
 * Who wrote a record's data, as far as anyone may trust it for a price:
 * - owner: the project's owner (the builder's Database tab, the seed, their own preview)
 * - app: one of the app's functions acting as the app (`asApp()`), or the server itself
 * - visitor: anyone through the app, a device or a signed-in app user; a visitor's change to a
 *   record makes it theirs in this sense, whoever wrote it first
 * - unknown: written before this was kept
 */
export type RecordWriter = 'owner' | 'app' | 'visitor' | 'unknown';

/** One record of a generated app's collection: its own JSON data plus who owns it. */
export const cloudRecords = pgTable(
  'cloud_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: projectId(),
    environment: text('environment').$type<CloudEnvironment>().notNull(),
    collection: text('collection').notNull(),
    ownerId: uuid('owner_id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** A write that does not say is a visitor's: what is not vouched for is never trusted. */
    writtenBy: text('written_by').$type<RecordWriter>().notNull().default('visitor'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Lists read one collection newest first (created_at desc, id desc: PostgreSQL puts nulls
    // first in a descending order, so the index must too, or it cannot serve the order).
    index('cloud_records_collection_idx').on(
      t.projectId,
      t.environment,
      t.collection,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('cloud_records_owner_idx').on(
      t.projectId,
      t.environment,
      t.collection,
      t.ownerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Equality filters compile to `data @> {...}`, which this index answers.
    index('cloud_records_data_idx').using('gin', sql`${t.data} jsonb_path_ops`),
    // Whether an identity owns anything (before a device is removed), and moving a device's
    // records to the app user who signs in on it.
    index('cloud_records_owner_id_idx').on(t.ownerId),
  ],
);

/**
 * What an app's environment holds, kept by conditional updates so parallel writes can never
 * pass the plan's limits.
 */
export const cloudUsage = pgTable(
  'cloud_usage',
  {
    projectId: projectId(),
    environment: text('environment').$type<CloudEnvironment>().notNull(),
    records: bigint('records', { mode: 'number' }).notNull().default(0),
    storedBytes: bigint('stored_bytes', { mode: 'number' }).notNull().default(0),
    /** Anonymous devices the environment holds, capped per plan like records. */
    devices: integer('devices').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.environment] })],
);

/**
 * A sign-in code e-mailed to an app user: one per address and app environment (a new one
 * replaces the old), stored hashed, with its guesses counted by conditional updates.
 */
export const cloudSignInCodes = pgTable(
  'cloud_sign_in_codes',
  {
    projectId: projectId(),
    environment: text('environment').$type<CloudEnvironment>().notNull(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Codes sent to this address in the current hour, and when that hour began. */
    sentThisHour: integer('sent_this_hour').notNull().default(1),
    hourStartedAt: timestamp('hour_started_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.environment, t.email] })],
);

/** A signed-in app user's session on one app host: a host-only cookie holds the token. */
export const cloudSessions = pgTable(
  'cloud_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    identityId: uuid('identity_id')
      .notNull()
      .references(() => cloudIdentities.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('cloud_sessions_identity_idx').on(t.identityId)],
);

/** A file an app uploaded: bytes in storage under `storageKey`, counted in the app's stored bytes. */
export const cloudFiles = pgTable(
  'cloud_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: projectId(),
    environment: text('environment').$type<CloudEnvironment>().notNull(),
    ownerId: uuid('owner_id').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('cloud_files_owner_idx').on(t.projectId, t.environment, t.ownerId, t.createdAt.desc())],
);
