import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { integrationTexts } from '../../../shared/integrations';
import { paths } from '../../../shared/routes';
import type { Env } from '../../core/env';
import type { Logger } from '../../core/logger';
import { sha256Hex } from '../../core/sha256';
import { oauthStates } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { exchangeGithubCode, GithubError, githubAuthorizeUrl, githubClientCredentials } from '../../vendors/github';
import { type IntegrationDeps, writeConfig } from './integrations.service';

export interface OAuthDeps extends IntegrationDeps {
  env: Env;
  logger: Logger;
}

/** Long enough to approve on GitHub (and sign in there first), short enough to be worthless later. */
const stateTtlMs = 10 * 60 * 1000;
export const githubCallbackPath = '/api/functions/github-oauth/callback';

const redirectUri = (env: Env) => `${env.APP_URL}${githubCallbackPath}`;

/** The authorize URL with a fresh single-use state bound to this user. */
export async function startGithubConnect({ db, env }: OAuthDeps, userId: string) {
  const client = githubClientCredentials(env);
  if (!client) throw new ApiError(503, 'not_configured', integrationTexts.githubNotConfigured);
  const state = randomBytes(32).toString('base64url');
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date()));
  await db.insert(oauthStates).values({
    stateHash: sha256Hex(state),
    userId,
    service: 'github',
    expiresAt: new Date(Date.now() + stateTtlMs),
  });
  return { authUrl: githubAuthorizeUrl(env, client.id, redirectUri(env), state) };
}

export interface CallbackQuery {
  code?: string;
  state?: string;
  error?: string;
  error_description?: string;
}

const failed = (reason: string) => `${paths.integrations}?${new URLSearchParams({ error: reason.slice(0, 200) })}`;
const connected = `${paths.integrations}?github_connected=true`;

/**
 * GitHub sends the browser back here. Whatever happens, the answer is a way back to
 * /integrations: connected, or ?error= with a reason to show (never a token or a secret).
 */
export async function finishGithubConnect(deps: OAuthDeps, userId: string | null, query: CallbackQuery) {
  if (!userId) return failed('Please sign in to continue.');
  // Deleting is what makes a state single-use: a replay, another user's state or an expired
  // one deletes nothing and is refused.
  const [used] = query.state
    ? await deps.db
        .delete(oauthStates)
        .where(
          and(
            eq(oauthStates.stateHash, sha256Hex(query.state)),
            eq(oauthStates.userId, userId),
            eq(oauthStates.service, 'github'),
            gt(oauthStates.expiresAt, new Date()),
          ),
        )
        .returning({ userId: oauthStates.userId })
    : [];
  if (!used) {
    deps.logger.warn('github connect refused: unknown, used or foreign state', { userId });
    return failed('The connection request is invalid or has expired. Please try again.');
  }
  if (query.error) return failed(query.error_description || query.error);
  if (!query.code) return failed('GitHub sent no authorization code.');
  try {
    const accessToken = await exchangeGithubCode(deps.env, query.code, redirectUri(deps.env));
    await writeConfig(deps, userId, 'github', { accessToken });
  } catch (error) {
    // The browser came here from GitHub: whatever failed, it goes back to the page with a reason.
    if (!(error instanceof GithubError)) {
      deps.logger.error('github connect could not be saved', { userId, error: String(error) });
      return failed('Could not save the GitHub connection. Please try again.');
    }
    deps.logger.warn('github code exchange failed', { userId, status: error.status, reason: error.message });
    return failed(error.message);
  }
  return connected;
}
