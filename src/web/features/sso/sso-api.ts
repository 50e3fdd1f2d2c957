import { isApiErrorBody } from '../../../shared/api-error';
import type { SsoConfigInput, SsoView } from '../../../shared/sso';
import { ApiRequestError } from '../../lib/api';

// Plain fetch, not the typed hono client: the SSO routes are written alongside this UI and may
// not be in ApiType yet. Failures throw ApiRequestError like unwrap() does, so callers treat both alike.

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function ssoFetch<T>(method: Method, path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiRequestError(0, 'network', 'Could not reach the server. Check your connection and try again.');
  }
  if (res.status === 204) return undefined as T;
  const data: unknown = await res.json().catch(() => null);
  if (res.ok) return data as T;
  if (isApiErrorBody(data)) throw new ApiRequestError(res.status, data.error.code, data.error.message);
  throw new ApiRequestError(res.status, 'unknown', `The server answered ${res.status}.`);
}

const ssoPath = (workspaceId: string) => `/api/workspaces/${encodeURIComponent(workspaceId)}/sso`;

export interface SsoAnswer {
  sso: SsoView | null;
}

export const getSso = (workspaceId: string) => ssoFetch<SsoAnswer>('GET', ssoPath(workspaceId));

/** Saves or replaces the identity provider; an OIDC update without clientSecret keeps the saved one. */
export const saveSso = (workspaceId: string, input: SsoConfigInput) =>
  ssoFetch<{ sso: SsoView }>('PUT', ssoPath(workspaceId), input);

/** Looks for the TXT record: 422 dns_not_verified when absent, 409 domain_taken when another workspace won. */
export const verifySsoDomain = (workspaceId: string) =>
  ssoFetch<{ sso: SsoView }>('POST', `${ssoPath(workspaceId)}/verify`);

export interface SsoSettingsInput {
  enforced?: boolean;
  joinRole?: SsoView['joinRole'];
}

/** `signedOut`: the domain's sessions that turning enforcement on ended. */
export const updateSsoSettings = (workspaceId: string, input: SsoSettingsInput) =>
  ssoFetch<{ sso: SsoView; signedOut: number }>('PATCH', ssoPath(workspaceId), input);

/** The owner approves an admin's change of identity provider (a sign-in from the last minutes needed). */
export const approveSso = (workspaceId: string) =>
  ssoFetch<{ sso: SsoView }>('POST', `${ssoPath(workspaceId)}/approve`);

export const removeSso = (workspaceId: string) => ssoFetch<void>('DELETE', ssoPath(workspaceId));

/** The provider for an address's domain; 404 sso_not_configured when it has none. */
export const discoverSso = (email: string) =>
  ssoFetch<{ providerId: string; enforced: boolean }>('POST', '/api/sso/discover', { email });

/** Better Auth's SSO plugin: answers where to send the browser (the identity provider). */
export const startSsoSignIn = (input: {
  providerId: string;
  /** The address typed, so the identity provider can fill it in. */
  loginHint: string;
  callbackURL: string;
  errorCallbackURL: string;
}) => ssoFetch<{ url: string; redirect: boolean }>('POST', '/api/auth/sign-in/sso', input);

/** An "approve single sign-on" link: who and which workspace it is about (404 when spent or unknown). */
export const readSsoLink = (token: string) =>
  ssoFetch<{ email: string; workspace: string }>('GET', `/api/sso/link-requests/${encodeURIComponent(token)}`);

export const approveSsoLink = (token: string) =>
  ssoFetch<{ email: string; workspace: string }>('POST', `/api/sso/link-requests/${encodeURIComponent(token)}/approve`);
