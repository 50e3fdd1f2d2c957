import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { chatMessages, projects } from './projects';
import { workspaces } from './workspaces';

/**
 * One AI turn being written (or written): the work behind a chat message, executed by a job of
 * the queue (ADR 0015). It outlives the request that started it, so a closed browser or a second
 * tab can find it again, and a worker can take it over from one that died.
 */
export const generationRuns = pgTable(
  'generation_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    userMessageId: uuid('user_message_id').references(() => chatMessages.id, { onDelete: 'set null' }),
    assistantMessageId: uuid('assistant_message_id').references(() => chatMessages.id, { onDelete: 'set null' }),
    /** running → completed | failed | interrupted */
    status: text('status').notNull().default('running'),
    step: text('step').notNull().default(''),
    percent: integer('percent').notNull().default(0),
    error: text('error'),
    /** Tokens set aside for it in `usage_month`; given back (and what was spent counted) once, at `settled_at`. */
    reservedTokens: integer('reserved_tokens').notNull().default(0),
    usageMonth: text('usage_month'),
    /** The pool the tokens were set aside in: the project's workspace when the reply started. */
    usageWorkspaceId: uuid('usage_workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
    /** What the reply really spent, counted at settlement: admins see usage per member and project from it. */
    spentTokens: integer('spent_tokens').notNull().default(0),
    /** When its outcome was applied: the reply and version saved (or the failure recorded) and the tokens settled. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('generation_runs_project_created_idx').on(t.projectId, t.createdAt.desc()),
    index('generation_runs_status_idx').on(t.status),
  ],
);
