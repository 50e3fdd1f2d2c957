import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Where projects live and tokens are counted: one personal workspace per user, and team
 * workspaces that a Team subscription pays for (ADR 0028).
 */
export const workspaces = pgTable(
  'workspaces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** personal | team */
    kind: text('kind').notNull(),
    /** The one member with the owner role; kept here so "who owns it" is one read. */
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('workspaces_personal_owner_unique').on(t.ownerId).where(sql`kind = 'personal'`),
    index('workspaces_owner_idx').on(t.ownerId),
  ],
);

export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** owner | admin | editor | viewer */
    role: text('role').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.userId] }), index('workspace_members_user_idx').on(t.userId)],
);

/** An invitation e-mailed to one address; the token in its link is the proof, kept here only hashed. */
export const workspaceInvitations = pgTable(
  'workspace_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** Lower-case: only the account with this address can accept. */
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    /** pending | accepted | declined | revoked */
    status: text('status').notNull().default('pending'),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    respondedAt: at('responded_at'),
  },
  (t) => [index('workspace_invitations_workspace_idx').on(t.workspaceId, t.status)],
);

/** What admins read in the audit log: who did what to whom, never a secret. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    /** Kept as text so the log still says who it was after the account is gone. */
    actorEmail: text('actor_email').notNull().default(''),
    action: text('action').notNull(),
    target: text('target').notNull().default(''),
    detail: jsonb('detail').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('audit_events_workspace_created_idx').on(t.workspaceId, t.createdAt.desc())],
);
