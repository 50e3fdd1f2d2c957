import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { projects } from './projects';

/**
 * What a project's preview reported while it ran in the builder (uncaught errors, console errors,
 * failed requests), for the agent's runtime check. The newest few per project are kept.
 */
export const previewErrors = pgTable(
  'preview_errors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The preview build it came from. */
    buildId: text('build_id'),
    kind: text('kind').$type<'error' | 'console' | 'request'>().notNull(),
    message: text('message').notNull(),
    detail: text('detail').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('preview_errors_project_idx').on(t.projectId, t.createdAt)],
);
