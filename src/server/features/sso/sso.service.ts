import { randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import {
  type SsoConfigInput,
  type SsoView,
  ssoTexts,
  ssoVerificationName,
  ssoVerificationValue,
} from '../../../shared/sso';
import type { WorkspaceRole } from '../../../shared/workspaces';
import { recordAudit } from '../../access/audit';
import type { Auth } from '../../auth/auth';
import { ssoSecretBox } from '../../auth/sso-secrets';
import type { Env } from '../../core/env';
import type { Database } from '../../db/client';
import { account, ssoProvider } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { secretBoxFor } from '../../vendors/secret-box';
import { discoverOidc } from './oidc-discovery';
import { readSamlMetadata } from './saml-metadata';

export interface SsoDeps {
  db: Database;
  env: Env;
  auth: Auth;
}

type Row = typeof ssoProvider.$inferSelect;
type Workspace = { id: string; kind: string };

/** One provider per workspace, under a name of its own: it shows in the callback URLs. */
const providerIdOf = (workspaceId: string) => `ws-${workspaceId}`;
const spEntityIdOf = (env: Env, providerId: string) =>
  `${env.APP_URL}/api/auth/sso/saml2/sp/metadata?providerId=${encodeURIComponent(providerId)}`;

export const notConfigured = () => new ApiError(404, 'sso_not_configured', ssoTexts.notConfigured);
const domainTaken = (domain: string) => new ApiError(409, 'domain_taken', ssoTexts.domainTaken(domain));

export function assertTeam(workspace: Workspace) {
  if (workspace.kind !== 'team') throw new ApiError(409, 'team_only', ssoTexts.teamOnly);
}

export async function providerOf(db: Database, workspaceId: string) {
  const [row] = await db.select().from(ssoProvider).where(eq(ssoProvider.organizationId, workspaceId)).limit(1);
  return row ?? null;
}

export function toView(env: Env, row: Row): SsoView {
  const oidc = row.oidcConfig ? (JSON.parse(row.oidcConfig) as { clientId?: string; clientSecret?: string }) : null;
  const saml = row.samlConfig ? (JSON.parse(row.samlConfig) as { idpMetadata?: { entityID?: string } }) : null;
  const base = `${env.APP_URL}/api/auth/sso`;
  return {
    protocol: oidc ? 'oidc' : 'saml',
    providerId: row.providerId,
    domain: row.domain,
    domainVerified: row.domainVerified,
    enforced: row.enforced,
    joinRole: row.joinRole === 'viewer' ? 'viewer' : 'editor',
    issuer: oidc ? row.issuer : (saml?.idpMetadata?.entityID ?? ''),
    clientId: oidc?.clientId ?? null,
    hasClientSecret: Boolean(oidc?.clientSecret),
    redirectUrl: oidc ? `${base}/callback/${row.providerId}` : null,
    acsUrl: saml ? `${base}/saml2/sp/acs/${row.providerId}` : null,
    spMetadataUrl: saml ? spEntityIdOf(env, row.providerId) : null,
    spEntityId: saml ? spEntityIdOf(env, row.providerId) : null,
    ownerApproved: row.ownerApproved,
    txtName: ssoVerificationName(row.domain),
    txtValue: ssoVerificationValue(row.verificationToken),
  };
}

/** The plugin's registration body for this input: discovery and metadata are read here first. */
async function registrationBody(deps: SsoDeps, providerId: string, input: SsoConfigInput, clientSecret: string) {
  if (input.protocol === 'oidc') {
    const endpoints = await discoverOidc(input.issuer, deps.env.SSO_TRUSTED_ORIGINS);
    return {
      providerId,
      issuer: endpoints.issuer,
      domain: input.domain,
      oidcConfig: {
        clientId: input.clientId,
        clientSecret,
        skipDiscovery: true,
        authorizationEndpoint: endpoints.authorizationEndpoint,
        tokenEndpoint: endpoints.tokenEndpoint,
        jwksEndpoint: endpoints.jwksEndpoint,
        userInfoEndpoint: endpoints.userInfoEndpoint,
        scopes: ['openid', 'email', 'profile'],
        pkce: true,
      },
    };
  }
  const idp = readSamlMetadata(input.metadataXml);
  return {
    providerId,
    issuer: spEntityIdOf(deps.env, providerId),
    domain: input.domain,
    samlConfig: {
      entryPoint: idp.ssoUrl,
      cert: idp.cert,
      callbackUrl: `${deps.env.APP_URL}/dashboard`,
      idpMetadata: { metadata: input.metadataXml, entityID: idp.entityId },
      spMetadata: {},
      wantAssertionsSigned: true,
      mapping: { email: 'email', name: 'displayName', firstName: 'givenName', lastName: 'surname' },
    },
  };
}

/** Who signs people in, as the saved config says: the issuer and client, or the metadata, and the domain. */
function identityOf(row: Row | null) {
  if (!row) return null;
  const oidc = row.oidcConfig ? (JSON.parse(row.oidcConfig) as { clientId?: string }) : null;
  const saml = row.samlConfig ? (JSON.parse(row.samlConfig) as { idpMetadata?: { metadata?: string } }) : null;
  return JSON.stringify([row.domain, row.issuer, oidc?.clientId ?? null, saml?.idpMetadata?.metadata ?? null]);
}

/**
 * Sets up or replaces the workspace's identity provider through the plugin (which checks and
 * stores the config), then ties it to the workspace. Any change to who signs people in (issuer,
 * client, metadata or domain) starts over: a fresh DNS proof, enforcement off, the owner's
 * approval (an admin's change waits for it), and no account stays linked to the old identity
 * provider. Saving the same provider again (a new client secret) keeps all of that.
 */
export async function saveProvider(
  deps: SsoDeps,
  workspace: Workspace,
  actor: { id: string; role: WorkspaceRole },
  headers: Headers,
  input: SsoConfigInput,
) {
  const actorId = actor.id;
  assertTeam(workspace);
  const { db } = deps;
  const before = await providerOf(db, workspace.id);
  const [claimed] = await db
    .select({ id: ssoProvider.id })
    .from(ssoProvider)
    .where(
      and(
        eq(ssoProvider.domain, input.domain),
        eq(ssoProvider.domainVerified, true),
        ne(ssoProvider.organizationId, workspace.id),
      ),
    )
    .limit(1);
  if (claimed) throw domainTaken(input.domain);
  const keptSecret = before?.oidcConfig ? ssoSecretBox(secretBoxFor(deps.env)).openSecret(before.oidcConfig) : null;
  const clientSecret = input.protocol === 'oidc' ? (input.clientSecret ?? keptSecret) : '';
  if (input.protocol === 'oidc' && !clientSecret) throw new ApiError(422, 'validation_failed', ssoTexts.secretRequired);
  const providerId = providerIdOf(workspace.id);
  const body = await registrationBody(deps, providerId, input, clientSecret ?? '');
  if (before) await db.delete(ssoProvider).where(eq(ssoProvider.id, before.id));
  try {
    await deps.auth.api.registerSSOProvider({ headers, body });
  } catch (error) {
    // The old provider stays as it was when the new one is refused.
    if (before) await db.insert(ssoProvider).values(before);
    const message = error instanceof Error ? error.message : String(error);
    throw new ApiError(422, 'sso_invalid', message);
  }
  const [saved] = await db.select().from(ssoProvider).where(eq(ssoProvider.providerId, providerId));
  const kept = before && identityOf(before) === identityOf(saved ?? null) ? before : null;
  const [row] = await db
    .update(ssoProvider)
    .set({
      organizationId: workspace.id,
      userId: actorId,
      joinRole: before?.joinRole ?? 'editor',
      domainVerified: kept?.domainVerified ?? false,
      enforced: kept?.enforced ?? false,
      verificationToken: kept?.verificationToken ?? randomBytes(16).toString('hex'),
      ownerApproved: kept?.ownerApproved ?? actor.role === 'owner',
    })
    .where(eq(ssoProvider.providerId, providerId))
    .returning();
  // Accounts linked through the old identity provider are linked by its subjects, which the new one could repeat.
  if (before && !kept) await db.delete(account).where(eq(account.providerId, providerId));
  await recordAudit(db, {
    workspaceId: workspace.id,
    actorId,
    action: before ? 'sso.updated' : 'sso.configured',
    target: input.domain,
    detail: {
      protocol: input.protocol,
      providerChanged: !kept,
      awaitingOwner: !(row as Row).ownerApproved,
    },
  });
  return toView(deps.env, row as Row);
}
