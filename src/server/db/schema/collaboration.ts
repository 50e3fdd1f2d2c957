import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { projects } from './projects';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A message sent while another reply was being written: one reply at a time per project, so it
 * waits here, visible to every member, and starts as its sender's turn when the project is free.
 */
export const queuedMessages = pgTable(
  'queued_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    model: text('model').notNull(),
    discussMode: boolean('discuss_mode').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('queued_messages_project_idx').on(t.projectId, t.createdAt)],
);

/** Who has a project's builder open: each open builder says so every few seconds. */
export const projectPresence = pgTable(
  'project_presence',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    seenAt: at('seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] })],
);
