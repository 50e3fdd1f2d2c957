import { boolean, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { chatMessages, projects } from './projects';

/** File contents stored once by SHA-256, however many versions share them. */
export const fileBlobs = pgTable('file_blobs', {
  hash: text('hash').primaryKey(),
  content: text('content').notNull(),
  size: integer('size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A snapshot of a project's files after an AI turn or a restore; numbered per project. */
export const projectVersions = pgTable(
  'project_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    /** The assistant message whose turn produced it (none for a restore). */
    messageId: uuid('message_id').references(() => chatMessages.id, { onDelete: 'set null' }),
    restoredFromId: uuid('restored_from_id'),
    summary: text('summary').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('project_versions_project_number_unique').on(t.projectId, t.number)],
);

export const projectVersionFiles = pgTable(
  'project_version_files',
  {
    versionId: uuid('version_id')
      .notNull()
      .references(() => projectVersions.id, { onDelete: 'cascade' }),
    filePath: text('file_path').notNull(),
    blobHash: text('blob_hash')
      .notNull()
      .references(() => fileBlobs.hash),
    fileType: text('file_type').notNull().default(''),
    isFrozen: boolean('is_frozen').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.versionId, t.filePath] }), index('project_version_files_blob_idx').on(t.blobHash)],
);
