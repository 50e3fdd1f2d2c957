import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { FunctionOutcome } from '../../../shared/functions/limits';
import { user } from './auth';
import type { CloudEnvironment } from './cloud';
import { projects } from './projects';

/** Each call of an app's functions, with its logs: what the owner sees, kept as long as the plan says. */
export const functionCalls = pgTable(
  'function_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    environment: text('environment').$type<CloudEnvironment>().notNull(),
    functionName: text('function_name').notNull(),
    /** http (the app called it) | hook (a webhook) | schedule | console (the owner, from the builder) */
    trigger: text('trigger').$type<'http' | 'hook' | 'schedule' | 'console'>().notNull(),
    method: text('method').notNull(),
    status: integer('status').notNull(),
    outcome: text('outcome').$type<FunctionOutcome>().notNull(),
    durationMs: integer('duration_ms').notNull(),
    logs: jsonb('logs').$type<Array<{ level: string; at: number; message: string }>>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Kept until then: the owner's plan's log days, as they were when the call was made. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('function_calls_project_idx').on(t.projectId, t.environment, t.createdAt.desc()),
    index('function_calls_expiry_idx').on(t.expiresAt),
  ],
);

/** Calls of all of an owner's apps' functions in a month, against the plan's allowance. */
export const functionUsage = pgTable(
  'function_usage',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    calls: integer('calls').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);

/** The owner's secrets for an app's functions, per environment, sealed with the server's secret box. */
export const functionSecrets = pgTable(
  'function_secrets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    environment: text('environment').$type<CloudEnvironment>().notNull(),
    name: text('name').notNull(),
    sealedValue: text('sealed_value').notNull(),
    /** What the builder shows of the value: its last characters behind dots. */
    hint: text('hint').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('function_secrets_name_key').on(t.projectId, t.environment, t.name)],
);
