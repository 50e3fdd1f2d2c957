import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { workspaces } from './workspaces';

/**
 * Identity providers of team workspaces (ADR 0029). The columns up to domain_verified are those
 * of Better Auth's SSO plugin, which reads and writes this table as model `ssoProvider`; the rest
 * are ours. The plugin keeps each config as JSON text; the OIDC client secret in it is sealed
 * with the secret box before it is written (auth/sso-secrets.ts).
 */
export const ssoProvider = pgTable(
  'sso_provider',
  {
    id: text('id').primaryKey(),
    issuer: text('issuer').notNull(),
    oidcConfig: text('oidc_config'),
    samlConfig: text('saml_config'),
    /** The admin who set it up (the plugin's owner field); the workspace is what decides. */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    providerId: text('provider_id').notNull().unique(),
    /** The workspace: the plugin's organization, which we keep ourselves. */
    organizationId: uuid('organization_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    domainVerified: boolean('domain_verified').notNull().default(false),
    /** Once on (and the domain verified), password and e-mail-code sign-in are refused for the domain. */
    enforced: boolean('enforced').notNull().default(false),
    /** The role a first SSO sign-in joins the workspace with. */
    joinRole: text('join_role').notNull().default('editor'),
    /** The value the domain's TXT record must hold. */
    verificationToken: text('verification_token').notNull().default(''),
    /**
     * Whether the workspace's owner stands behind this provider: set when the owner saves it or
     * confirms an admin's change. Nobody signs in through a provider the owner has not approved.
     */
    ownerApproved: boolean('owner_approved').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A domain signs in through one workspace only: the first to prove it.
    uniqueIndex('sso_provider_verified_domain_unique').on(t.domain).where(sql`domain_verified`),
    uniqueIndex('sso_provider_workspace_unique').on(t.organizationId),
  ],
);
