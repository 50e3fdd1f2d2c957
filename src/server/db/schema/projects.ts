import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { workspaces } from './workspaces';

const now = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Whose project it is: access, limits and tokens follow the workspace; `user_id` is who made it. */
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status: text('status').notNull().default('building'),
    visibility: text('visibility').notNull().default('public'),
    // What the builder's chat sends with each message, kept so generation can use it.
    model: text('model').notNull().default('gpt-4o-mini'),
    discussMode: boolean('discuss_mode').notNull().default(false),
    customInstructions: text('custom_instructions').notNull().default(''),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
    lastAccessedAt: now('last_accessed_at'),
  },
  // Exactly the dashboard's ORDER BY (DESC means NULLS FIRST in a query), so one user's page is
  // read straight off the index instead of sorting all of their projects.
  (t) => [
    index('projects_workspace_last_accessed_idx').on(
      t.workspaceId,
      t.lastAccessedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/** The spec's chat_sessions table: one row per chat message. */
export const chatMessages = pgTable(
  'chat_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    messageRole: text('message_role').notNull(),
    messageContent: text('message_content').notNull(),
    messageOrder: integer('message_order').notNull(),
    /** An agent reply's steps, as the lines shown under it ("Reading src/App.tsx", "Build: clean"). */
    steps: jsonb('steps').$type<string[]>(),
    createdAt: now('created_at'),
  },
  (t) => [unique('chat_sessions_project_order_unique').on(t.projectId, t.messageOrder)],
);

export const projectFiles = pgTable(
  'project_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    filePath: text('file_path').notNull(),
    content: text('content').notNull().default(''),
    fileType: text('file_type').notNull().default(''),
    isFrozen: boolean('is_frozen').notNull().default(false),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [unique('project_files_project_path_unique').on(t.projectId, t.filePath)],
);

export const knowledgeFiles = pgTable(
  'user_knowledge_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    filePath: text('file_path').notNull().unique(),
    fileSize: integer('file_size').notNull(),
    fileType: text('file_type').notNull(),
    uploadStatus: text('upload_status').notNull().default('uploaded'),
    /** Plain text pulled from the document, for the generation prompt. */
    extractedText: text('extracted_text').notNull().default(''),
    createdAt: now('created_at'),
  },
  (t) => [index('knowledge_user_project_created_idx').on(t.userId, t.projectId, t.createdAt.desc())],
);
