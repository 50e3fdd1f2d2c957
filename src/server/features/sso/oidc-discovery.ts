import { ssoTexts } from '../../../shared/sso';
import { ApiError } from '../../http/api-error';
import { unreachableReason } from '../../http/public-address';
import { fetchPublic, unreachableMessage } from '../../http/public-connection';

/** What the plugin needs of an OpenID Provider, read from its discovery document. */
export interface OidcEndpoints {
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  jwksEndpoint: string;
  userInfoEndpoint?: string;
}

const failed = (detail: string) => new ApiError(422, 'sso_discovery_failed', ssoTexts.discoveryFailed(detail));

/**
 * An identity provider's address must be public and on https, unless the operator listed its
 * origin (SSO_TRUSTED_ORIGINS): the server fetches it, so a private one would let an admin of any
 * workspace make this server read its own network.
 */
export async function assertReachableIdp(url: URL, trustedOrigins: string[]) {
  const reason = await unreachableReason(url, trustedOrigins);
  if (reason) throw failed(reason);
}

const same = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/**
 * Reads `<issuer>/.well-known/openid-configuration` (no redirects, 5 s, 100 kB). The issuer kept
 * is the document's own, byte for byte: ID tokens are checked against it exactly.
 */
export async function discoverOidc(issuer: string, trustedOrigins: string[]): Promise<OidcEndpoints> {
  const url = new URL(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`);
  await assertReachableIdp(url, trustedOrigins);
  // The check above answers clearly; the connection itself goes only to the address its lookup checked.
  const response = await fetchPublic(url, { signal: AbortSignal.timeout(5_000) }, trustedOrigins).catch((error) => {
    throw failed(unreachableMessage(error, url));
  });
  if (!response.ok) throw failed(`${url.href} answered ${response.status}.`);
  const text = await response.text();
  if (text.length > 100_000) throw failed('the discovery document is too large.');
  let doc: Record<string, unknown>;
  try {
    doc = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw failed('the discovery document is not JSON.');
  }
  const field = (name: string) => (typeof doc[name] === 'string' ? (doc[name] as string) : undefined);
  const found = {
    issuer: field('issuer'),
    authorizationEndpoint: field('authorization_endpoint'),
    tokenEndpoint: field('token_endpoint'),
    jwksEndpoint: field('jwks_uri'),
  };
  const missing = Object.entries(found).find(([, value]) => !value);
  if (missing) throw failed(`the discovery document has no ${missing[0]}.`);
  if (!same(found.issuer as string, issuer)) throw failed(`its issuer is ${found.issuer}, not ${issuer}.`);
  for (const endpoint of [found.authorizationEndpoint, found.tokenEndpoint, found.jwksEndpoint])
    await assertReachableIdp(new URL(endpoint as string), trustedOrigins);
  return { ...(found as Omit<OidcEndpoints, 'userInfoEndpoint'>), userInfoEndpoint: field('userinfo_endpoint') };
}
