import { eq } from 'drizzle-orm';
import { ssoLinkTexts, ssoTexts } from '../../shared/sso';
import type { Database } from '../db/client';
import { ssoProvider } from '../db/schema';
import type { Mailer } from '../vendors/mail';
import { inDomain, verifiedProviderFor } from './sso';
import { linkNeedsConsent, requestLinkConsent, takeLinkConsent } from './sso-links';

/** What Better Auth hands `user.validateUserInfo` (the parts read here). */
export interface IncomingIdentity {
  user: { id?: string; email?: string | null };
  source: { method: string; action: string; sso?: { providerId: string } };
}

type Verdict = { error: string; errorDescription: string } | undefined;
const refuse = (error: string, errorDescription: string): Verdict => ({ error, errorDescription });

/**
 * The one check every SSO sign-in passes, whatever route of the plugin carries it: Better Auth
 * calls `validateUserInfo` before it creates the account, links it, or signs it in, naming the
 * provider. The provider must be tied to a workspace, its domain proven and its setup approved by
 * the workspace's owner; the address must be of its domain, and of no more specific domain that
 * another workspace proved. Linking an existing account that owns the workspace or holds anything
 * outside it waits for that person's own approval, asked for by e-mail.
 */
export function ssoGate(deps: { db: Database; mailer: Mailer; appUrl: string }) {
  return async (incoming: IncomingIdentity): Promise<Verdict> => {
    const { method, action, sso } = incoming.source;
    if (method !== 'sso-oidc' && method !== 'sso-saml') return undefined;
    const email = incoming.user.email?.trim().toLowerCase() ?? '';
    const [provider] = sso
      ? await deps.db.select().from(ssoProvider).where(eq(ssoProvider.providerId, sso.providerId)).limit(1)
      : [];
    if (!provider?.organizationId || !provider.domainVerified || !provider.ownerApproved)
      return refuse('SSO_PROVIDER_NOT_READY', ssoTexts.providerNotReady);
    if (!inDomain(email, provider.domain)) return refuse('EMAIL_DOMAIN_MISMATCH', ssoTexts.outsideDomain);
    const owning = await verifiedProviderFor(deps.db, email);
    if (owning?.providerId !== provider.providerId) return refuse('EMAIL_DOMAIN_MISMATCH', ssoTexts.outsideDomain);
    if (action !== 'link-account' || !incoming.user.id) return undefined;
    if (!(await linkNeedsConsent(deps.db, incoming.user.id, provider.organizationId))) return undefined;
    if (await takeLinkConsent(deps.db, incoming.user.id, provider.providerId)) return undefined;
    await requestLinkConsent(deps, { id: incoming.user.id, email }, provider);
    return refuse('SSO_LINK_CONSENT_SENT', ssoLinkTexts.consentSent(email));
  };
}
