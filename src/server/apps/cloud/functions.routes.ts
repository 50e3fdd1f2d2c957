import { type Context, Hono } from 'hono';
import { functionLimits, functionNamePattern, functionTexts } from '../../../shared/functions/limits';
import type { PlanTier } from '../../../shared/plans';
import { ApiError } from '../../http/api-error';
import { bodyTooLarge, readBodyWithin } from '../../http/body-limit';
import { resolveAppSite } from '../hosting/app-site';
import type { CloudCaller, CloudEnv } from './cloud-access';
import { siteCaller } from './cloud-caller';
import { type FunctionDeps, responseOf, runFunction } from './run-function';

/** Headers a function is not given: the platform's credentials, and what belongs to one hop. */
const withheld = new Set(['authorization', 'x-shipwright-grant', 'cookie', 'host', 'connection', 'content-length']);

/**
 * The visitor's request as the function gets it: its method, address, headers (ours withheld) and
 * raw body, read only up to the plan's size (a larger one is refused as it arrives).
 */
async function callRequest(request: Request, name: string, tier: PlanTier) {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, key) => {
    if (!withheld.has(key)) headers[key] = value;
  });
  const { method } = request;
  // The bytes as sent: a webhook checks its signature over exactly these.
  const { requestBytes } = functionLimits[tier];
  const tooLarge = () =>
    bodyTooLarge(
      requestBytes,
      functionTexts.requestTooLarge(name, requestBytes / (1024 * 1024)),
      'function_request_too_large',
    );
  const body =
    method === 'GET' || method === 'HEAD' ? undefined : await readBodyWithin(request, requestBytes, tooLarge);
  return { method, url: request.url, headers, body };
}

/** The run of the function this request names, for `caller`. */
async function runFor(c: Context<CloudEnv>, caller: CloudCaller, trigger: 'http' | 'hook') {
  const name = c.req.param('name') ?? '';
  const origin = new URL(c.req.url).origin;
  const request = await callRequest(c.req.raw, name, caller.tier);
  return { caller, host: c.env.host, origin, name, trigger, request };
}

/**
 * An app's functions on its own host, under /_cloud/v1/functions/<name>, any method (ADR 0026):
 * the caller is who the backend says (the owner in their preview, a signed-in app user, a
 * device). A call that did not end well answers JSON saying why.
 */
export function functionRoutes(deps: FunctionDeps) {
  return new Hono<CloudEnv>().all('/:name', async (c) => {
    const run = await runFor(c, c.var.caller, 'http');
    return responseOf(await runFunction(deps, run), run.name, run.caller, c.req.method);
  });
}

/**
 * Webhooks: /_cloud/v1/hooks/<name> runs functions/<name>.ts for whoever calls (a payment
 * provider, a form service), whatever the app's visibility, with no caller and the raw body, so the
 * function checks the sender's signature itself. Counted and kept like every call.
 */
export function hookRoutes(deps: FunctionDeps) {
  return new Hono<CloudEnv>().all('/:name', async (c) => {
    const name = c.req.param('name');
    if (!functionNamePattern.test(name)) throw new ApiError(404, 'function_not_found', functionTexts.notFound(name));
    const site = await resolveAppSite(deps, c.env.host, 'webhook');
    const rules = site?.artifactId ? await deps.builds.rulesOf(site.project.id, site.artifactId) : null;
    if (!site || !rules) throw new ApiError(404, 'not_found', 'No app here.');
    const caller = await siteCaller(deps.db, site, rules, { identity: null, asOwner: false });
    const run = await runFor(c, caller, 'hook');
    return responseOf(await runFunction(deps, run), name, caller, c.req.method);
  });
}
