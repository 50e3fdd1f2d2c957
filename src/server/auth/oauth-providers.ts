import type { GenericOAuthConfig } from 'better-auth/plugins/generic-oauth';
import { type OAuthProviderId, oauthProviders } from '../../shared/auth';
import type { Env } from '../core/env';

interface Endpoints {
  authorizationUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  scopes: string[];
}

const realEndpoints: Record<OAuthProviderId, Endpoints> = {
  google: {
    authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userInfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    scopes: ['openid', 'email', 'profile'],
  },
  microsoft: {
    authorizationUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
    tokenUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/token',
    userInfoUrl: 'https://graph.microsoft.com/oidc/userinfo',
    scopes: ['openid', 'email', 'profile'],
  },
  github: {
    authorizationUrl: 'https://github.com/login/oauth/authorize',
    tokenUrl: 'https://github.com/login/oauth/access_token',
    userInfoUrl: 'https://api.github.com/user',
    scopes: ['read:user', 'user:email'],
  },
};

const envPrefix = (id: OAuthProviderId) => id.toUpperCase() as Uppercase<OAuthProviderId>;

/** Providers with both client id and secret configured; the others stay off. */
export function configuredOAuthProviders(env: Env): OAuthProviderId[] {
  return oauthProviders
    .map((p) => p.id)
    .filter((id) => env[`${envPrefix(id)}_CLIENT_ID`] && env[`${envPrefix(id)}_CLIENT_SECRET`]);
}

/**
 * Generic OAuth configs rather than the built-in social providers: their endpoint URLs are
 * settable, so a local authorization server can stand in for the real one in tests.
 */
export function oauthProviderConfigs(env: Env): GenericOAuthConfig[] {
  return configuredOAuthProviders(env).map((id) => {
    const prefix = envPrefix(id);
    const real = realEndpoints[id];
    const userInfoUrl = env[`${prefix}_USERINFO_URL`] ?? real.userInfoUrl;
    return {
      providerId: id,
      clientId: env[`${prefix}_CLIENT_ID`] as string,
      clientSecret: env[`${prefix}_CLIENT_SECRET`] as string,
      authorizationUrl: env[`${prefix}_AUTHORIZATION_URL`] ?? real.authorizationUrl,
      tokenUrl: env[`${prefix}_TOKEN_URL`] ?? real.tokenUrl,
      userInfoUrl,
      scopes: real.scopes,
      pkce: id !== 'github',
      ...(id === 'github' ? { getUserInfo: (tokens) => githubUserInfo(userInfoUrl, tokens.accessToken) } : {}),
    } satisfies GenericOAuthConfig;
  });
}

interface GithubUser {
  id: number;
  login: string;
  name: string | null;
  email: string | null;
  avatar_url?: string;
}
interface GithubEmail {
  email: string;
  primary: boolean;
  verified: boolean;
}

// GitHub is OAuth 2 without OpenID: the profile and the verified e-mail come from two calls.
async function githubUserInfo(userUrl: string, accessToken: string | undefined) {
  if (!accessToken) return null;
  const headers = { authorization: `Bearer ${accessToken}`, accept: 'application/json', 'user-agent': 'shipwright' };
  const profileResponse = await fetch(userUrl, { headers });
  if (!profileResponse.ok) return null;
  const profile = (await profileResponse.json()) as GithubUser;
  const emailsResponse = await fetch(`${userUrl}/emails`, { headers });
  const emails = emailsResponse.ok ? ((await emailsResponse.json()) as GithubEmail[]) : [];
  const chosen = emails.find((e) => e.primary && e.verified) ?? emails.find((e) => e.email === profile.email);
  const email = chosen?.email ?? profile.email;
  if (!email) return null;
  return {
    id: String(profile.id),
    email,
    name: profile.name || profile.login,
    image: profile.avatar_url,
    emailVerified: chosen?.verified ?? false,
  };
}
