import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { GitSyncState, GitVersionState } from '../../../shared/git-sync';
import { user } from './auth';
import { projects } from './projects';
import { projectVersions } from './versions';

/** A project joined to one branch of a Git repository (ADR 0030); one per project. */
export const gitConnections = pgTable('git_connections', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  /** Also names the GitHub webhook's address: it is not guessable from the project. */
  id: uuid('id').notNull().unique().defaultRandom(),
  provider: text('provider').$type<'github' | 'remote'>().notNull(),
  remoteUrl: text('remote_url').notNull(),
  webUrl: text('web_url'),
  branch: text('branch').notNull(),
  username: text('username'),
  /** Sealed with the secret box, bound to the project: never returned, never logged. */
  tokenSealed: text('token_sealed').notNull(),
  tokenHint: text('token_hint').notNull(),
  /** GitHub's push webhook: its id (to remove it) and its sealed signing secret. */
  githubHookId: text('github_hook_id'),
  githubRepository: text('github_repository'),
  webhookSecretSealed: text('webhook_secret_sealed'),
  /** Whose name commits carry when a version has no author of its own. */
  connectedBy: text('connected_by').references(() => user.id, { onDelete: 'set null' }),
  state: text('state').$type<GitSyncState>().notNull().default('syncing'),
  lastError: text('last_error'),
  /** The remote commit both sides last agreed on, and the number of the version it holds. */
  lastSyncedCommit: text('last_synced_commit'),
  lastSyncedVersion: integer('last_synced_version').notNull().default(0),
  lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
  refused: jsonb('refused').$type<Array<{ path: string; reason: string }>>().notNull().default([]),
  conflictBranch: text('conflict_branch'),
  conflictTheirs: text('conflict_theirs'),
  conflictTheirsMessage: text('conflict_theirs_message'),
  conflictOurs: text('conflict_ours'),
  conflictOursVersion: integer('conflict_ours_version'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The commit each synced version is (pushed) or came from (imported). */
export const gitVersionCommits = pgTable(
  'git_version_commits',
  {
    versionId: uuid('version_id')
      .primaryKey()
      .references(() => projectVersions.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    commitSha: text('commit_sha').notNull(),
    state: text('state').$type<Exclude<GitVersionState, 'pending'>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('git_version_commits_project_idx').on(t.projectId)],
);
