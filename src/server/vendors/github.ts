import type { Env } from '../core/env';

/** The scope Export to GitHub needs: create repositories (public or private) and push to them. */
export const githubScope = 'repo';

export type GithubEnv = Pick<
  Env,
  | 'GITHUB_INTEGRATION_CLIENT_ID'
  | 'GITHUB_INTEGRATION_CLIENT_SECRET'
  | 'GITHUB_INTEGRATION_AUTHORIZATION_URL'
  | 'GITHUB_INTEGRATION_TOKEN_URL'
  | 'GITHUB_API_URL'
>;

/** A failure GitHub reported; `status` 0 means GitHub could not be reached. Never holds a token. */
export class GithubError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function githubClientCredentials(env: GithubEnv) {
  const id = env.GITHUB_INTEGRATION_CLIENT_ID;
  const secret = env.GITHUB_INTEGRATION_CLIENT_SECRET;
  return id && secret ? { id, secret } : null;
}

export function githubAuthorizeUrl(env: GithubEnv, clientId: string, redirectUri: string, state: string) {
  const url = new URL(env.GITHUB_INTEGRATION_AUTHORIZATION_URL);
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('scope', githubScope);
  url.searchParams.set('state', state);
  url.searchParams.set('allow_signup', 'true');
  return url.toString();
}

/** Trades the one-time code for an access token. GitHub answers 200 with `error` when it refuses. */
export async function exchangeGithubCode(env: GithubEnv, code: string, redirectUri: string): Promise<string> {
  const client = githubClientCredentials(env);
  if (!client) throw new GithubError(503, 'GitHub is not configured.');
  const body = new URLSearchParams({
    client_id: client.id,
    client_secret: client.secret,
    code,
    redirect_uri: redirectUri,
  });
  const response = await send(env.GITHUB_INTEGRATION_TOKEN_URL, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  const data = (await response.json().catch(() => ({}))) as {
    access_token?: string;
    error?: string;
    error_description?: string;
  };
  if (!response.ok || !data.access_token) {
    throw new GithubError(response.status, data.error_description || data.error || 'GitHub did not issue a token.');
  }
  return data.access_token;
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(20_000) });
  } catch {
    throw new GithubError(0, 'GitHub could not be reached. Please try again.');
  }
}

/** The few REST calls export makes, with the user's token. */
export function githubApi(env: GithubEnv, token: string) {
  const base = env.GITHUB_API_URL.replace(/\/$/, '');
  async function call<T>(method: string, path: string, body?: unknown): Promise<T | null> {
    const response = await send(`${base}${path}`, {
      method,
      headers: {
        accept: 'application/vnd.github+json',
        authorization: `Bearer ${token}`,
        'x-github-api-version': '2022-11-28',
        'user-agent': 'shipwright',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (method === 'GET' && response.status === 404) return null;
    if (response.status === 204) return null;
    const data = (await response.json().catch(() => ({}))) as T & { message?: string };
    if (!response.ok) throw new GithubError(response.status, data.message || `GitHub answered ${response.status}.`);
    return data;
  }
  const must = async <T>(value: Promise<T | null>) => (await value) as T;
  const repo = (owner: string, name: string) => `/repos/${encodeURIComponent(owner)}/${encodeURIComponent(name)}`;
  return {
    user: () => must(call<{ login: string }>('GET', '/user')),
    getRepository: (owner: string, name: string) => call<GithubRepository>('GET', repo(owner, name)),
    // auto_init for export: the Git Data API refuses to write into an empty repository (Git sync pushes into one).
    createRepository: (name: string, isPrivate: boolean, autoInit = true) =>
      must(call<GithubRepository>('POST', '/user/repos', { name, private: isPrivate, auto_init: autoInit })),
    /** A push webhook signed with `secret` (Git sync's way back). */
    createPushHook: (owner: string, name: string, url: string, secret: string) =>
      must(
        call<{ id: number }>('POST', `${repo(owner, name)}/hooks`, {
          name: 'web',
          active: true,
          events: ['push'],
          config: { url, secret, content_type: 'json', insecure_ssl: '0' },
        }),
      ),
    deleteHook: (owner: string, name: string, id: string) =>
      call('DELETE', `${repo(owner, name)}/hooks/${encodeURIComponent(id)}`),
    branchHead: (owner: string, name: string, branch: string) =>
      call<{ object: { sha: string } }>('GET', `${repo(owner, name)}/git/ref/heads/${encodeURIComponent(branch)}`),
    createTree: (owner: string, name: string, files: Array<{ path: string; content: string }>) =>
      must(
        call<{ sha: string }>('POST', `${repo(owner, name)}/git/trees`, {
          tree: files.map((f) => ({ path: f.path, mode: '100644', type: 'blob', content: f.content })),
        }),
      ),
    createCommit: (owner: string, name: string, commit: { message: string; tree: string; parents: string[] }) =>
      must(call<{ sha: string }>('POST', `${repo(owner, name)}/git/commits`, commit)),
    moveBranch: (owner: string, name: string, branch: string, sha: string) =>
      must(call('PATCH', `${repo(owner, name)}/git/refs/heads/${encodeURIComponent(branch)}`, { sha, force: false })),
  };
}

export interface GithubRepository {
  name: string;
  full_name: string;
  html_url: string;
  clone_url: string;
  default_branch: string;
  owner: { login: string };
}
