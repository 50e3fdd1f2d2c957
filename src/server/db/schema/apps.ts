import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { AppSeo } from '../../../shared/app-seo';
import type { BuildProblem, BuildPurpose } from '../../../shared/app-template';
import type { CloudRules } from '../../../shared/cloud/rules';
import { user } from './auth';
import { projects } from './projects';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A project's files built into a static app, keyed by the files' hash: an unchanged project is
 * never built twice, and a deployment points at one of these forever.
 */
export const buildArtifacts = pgTable(
  'build_artifacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    filesHash: text('files_hash').notNull(),
    /** preview (tagged with source locations for Visual edits) | live (what a deployment serves) */
    purpose: text('purpose').$type<BuildPurpose>().notNull().default('preview'),
    /** ok | failed */
    status: text('status').notNull(),
    /** The script and styles; empty when they are in the object store, under `assetsKey`. */
    js: text('js').notNull().default(''),
    css: text('css').notNull().default(''),
    /** With an object store (S3_BUCKET): `<key>.js` and `<key>.css` there, named by their SHA-256. */
    assetsKey: text('assets_key'),
    html: text('html').notNull().default(''),
    problems: jsonb('problems').$type<BuildProblem[]>().notNull().default([]),
    /** The app backend's access rules from cloud.json at build time: they change with a build or deploy. */
    cloudRules: jsonb('cloud_rules').$type<CloudRules>().notNull().default({ collections: {}, files: {} }),
    /** Each App Function's bundled ES module, by name: what the functions' runtime loads (ADR 0026). */
    functions: jsonb('functions').$type<Record<string, string>>().notNull().default({}),
    /** The app's name, description and pages, for its live pages' tags, sitemap and share image. */
    seo: jsonb('seo').$type<AppSeo>().notNull().default({}),
    durationMs: integer('duration_ms').notNull().default(0),
    sizeBytes: integer('size_bytes').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique('build_artifacts_project_hash_unique').on(t.projectId, t.filesHash),
    index('build_artifacts_project_created_idx').on(t.projectId, t.createdAt.desc()),
  ],
);

/** A project's live link: one per project, its slug unique across the service. */
export const liveSites = pgTable(
  'live_sites',
  {
    projectId: uuid('project_id')
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull().unique(),
    /** A random label (secret and private apps) rather than the name's readable slug. */
    unguessable: boolean('unguessable').notNull().default(false),
    currentDeploymentId: uuid('current_deployment_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_sites_user_idx').on(t.userId)],
);

/** An immutable publication of one build; redeploying adds one, rolling back points at an old one. */
export const deployments = pgTable(
  'deployments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    artifactId: uuid('artifact_id')
      .notNull()
      .references(() => buildArtifacts.id),
    number: integer('number').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('deployments_project_number_unique').on(t.projectId, t.number)],
);
