import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { gitConnections } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { isUuid } from '../../http/is-uuid';
import { secretBoxFor } from '../../vendors/secret-box';
import { webhookContext } from './git-connection';
import { type GitDeps, requestGitSync } from './git-sync.service';

const signedBy = (secret: string, body: string, signature: string) => {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(body).digest('hex')}`);
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
};

/**
 * GitHub's push webhook for one connection (mounted at /api/webhooks/github): a push to the
 * connected branch, proven by the connection's own secret, starts a sync. The body only says
 * that something moved; what moved is read from the repository itself.
 */
export const githubWebhookRoutes = (deps: GitDeps) =>
  new Hono().post('/github/:connectionId', async (c) => {
    const id = c.req.param('connectionId');
    const notFound = new ApiError(404, 'not_found', 'No Git connection has this webhook.');
    if (!isUuid(id)) throw notFound;
    const [connection] = await deps.db.select().from(gitConnections).where(eq(gitConnections.id, id)).limit(1);
    if (!connection?.webhookSecretSealed) throw notFound;
    const body = await c.req.text();
    const secret = secretBoxFor(deps.env).open(connection.webhookSecretSealed, webhookContext(connection.projectId));
    if (!signedBy(secret, body, c.req.header('x-hub-signature-256') ?? '')) {
      deps.logger.warn('github webhook refused', { connectionId: id });
      throw new ApiError(401, 'invalid_signature', 'The webhook signature is missing or wrong.');
    }
    const event = c.req.header('x-github-event');
    let ref: unknown;
    try {
      ref = (JSON.parse(body) as { ref?: unknown }).ref;
    } catch {
      throw new ApiError(400, 'invalid_body', 'The webhook body is not JSON.');
    }
    const relevant = event === 'push' && ref === `refs/heads/${connection.branch}`;
    if (relevant) await requestGitSync(deps, connection.projectId);
    return c.json({ ok: true, syncing: relevant }, 202);
  });
