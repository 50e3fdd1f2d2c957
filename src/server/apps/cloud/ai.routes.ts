import { type Context, Hono } from 'hono';
import { aiObjectSchema, aiTextSchema, aiTexts } from '../../../shared/app-services/ai';
import { ApiError } from '../../http/api-error';
import { validate } from '../../http/validate';
import { type AiDeps, aiObject, aiStream, aiText } from '../app-ai/app-ai-calls';
import type { CloudEnv } from './cloud-access';

/**
 * Who an AI call is counted for: the visitor (their daily limit), or, from a function with no
 * caller (a webhook, a schedule), the app alone. A browser needs an identity, so each visitor
 * has a limit of their own.
 */
function scopeOf(c: Context<CloudEnv>) {
  const { projectId, ownerId, workspaceId, identity, viaFunction } = c.var.caller;
  if (!identity && !viaFunction) throw new ApiError(401, 'identity_required', aiTexts.identityRequired);
  return { projectId, ownerId, workspaceId, visitorId: identity?.id ?? null };
}

/**
 * An app's AI under /_cloud/v1/ai (cloud.ai in the browser, ctx.ai in functions): the owner's
 * key or the product's model answers on the server, so no key reaches a browser; each call is
 * metered against the app's and the visitor's limits and, on the product's model, the owner's plan.
 */
export function aiRoutes(deps: AiDeps) {
  return new Hono<CloudEnv>()
    .post('/text', validate('json', aiTextSchema), async (c) =>
      c.json(await aiText(deps, scopeOf(c), c.req.valid('json')), 200),
    )
    .post('/object', validate('json', aiObjectSchema), async (c) =>
      c.json(await aiObject(deps, scopeOf(c), c.req.valid('json')), 200),
    )
    .post('/stream', validate('json', aiTextSchema), async (c) => aiStream(deps, scopeOf(c), c.req.valid('json')));
}
