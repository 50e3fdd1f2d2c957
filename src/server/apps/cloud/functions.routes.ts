import { Hono } from 'hono';
import {
  type FunctionOutcome,
  functionLimits,
  functionNamePattern,
  functionTexts,
} from '../../../shared/functions/limits';
import { ApiError } from '../../http/api-error';
import type { CloudAccess } from '../functions/cloud-binding';
import { countCall, recordCall } from '../functions/function-calls';
import { type FunctionHost, failedCallStatus } from '../functions/function-host';
import type { CloudDeps } from './cloud.routes';
import type { CloudCaller, CloudEnv } from './cloud-access';
import { ownerIdentity } from './identity';

/** The app's backend itself, called in this process with the caller named (what `ctx.cloud` reaches). */
type CloudApi = (request: Request, env: CloudEnv['Bindings']) => Response | Promise<Response>;

/** Headers a function is not given: the platform's credentials, and what belongs to one hop. */
const withheld = new Set(['authorization', 'x-shipwright-grant', 'cookie', 'host', 'connection', 'content-length']);
/** Headers of a function's answer that are the platform's to set, or one hop's. */
const notAnswered = new Set(['connection', 'transfer-encoding', 'content-length', 'keep-alive']);

const messages: Partial<
  Record<FunctionOutcome, (name: string, limits: { wallMs: number; memoryMb: number }) => string>
> = {
  'not-found': (name) => functionTexts.notFound(name),
  threw: (name) => functionTexts.threw(name),
  'bad-response': (name) => functionTexts.badResponse(name),
  timeout: (name, limits) => functionTexts.timedOut(name, limits.wallMs),
  cpu: (name) => functionTexts.cpu(name),
  memory: (name, limits) => functionTexts.outOfMemory(name, limits.memoryMb),
};

/**
 * An app's functions on its own host, under /_cloud/v1/functions/<name>, any method (ADR 0026):
 * the caller is who the backend says (the owner in their preview, a signed-in app user, a
 * device), each call counts against the owner's plan, runs in the app's workerd process with the
 * plan's limits, and is kept with its logs. A call that did not end well answers JSON saying why.
 */
export function functionRoutes(deps: CloudDeps & { functionHost: FunctionHost; api: CloudApi }) {
  return new Hono<CloudEnv>().all('/:name', async (c) => {
    const name = c.req.param('name');
    const caller = c.var.caller;
    const artifactId = caller.artifactId;
    if (!functionNamePattern.test(name) || !artifactId)
      throw new ApiError(404, 'function_not_found', functionTexts.notFound(name));
    const limits = functionLimits[caller.tier];
    if (!(await countCall(deps.db, caller.ownerId, limits.callsPerMonth)))
      throw new ApiError(429, 'function_calls_used', functionTexts.callsUsed(limits.callsPerMonth));
    const headers: Record<string, string> = {};
    c.req.raw.headers.forEach((value, key) => {
      if (!withheld.has(key)) headers[key] = value;
    });
    const method = c.req.method;
    const body = method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(await c.req.arrayBuffer());
    const identity = caller.identity;
    const result = await deps.functionHost.call(
      {
        projectId: caller.projectId,
        environment: caller.environment,
        artifactId,
        functions: async () => (await deps.builds.byId(caller.projectId, artifactId))?.functions ?? {},
      },
      limits,
      name,
      { method, url: c.req.url, headers, body },
      {
        caller: identity ? { id: identity.id, kind: identity.kind, email: identity.email } : null,
        env: caller.environment,
        secrets: {},
      },
      cloudAccess(deps, c.env.host, new URL(c.req.url).origin, caller),
    );
    await recordCall(deps.db, {
      projectId: caller.projectId,
      environment: caller.environment,
      functionName: name,
      trigger: 'http',
      method,
      status: result.outcome === 'ok' ? result.status : failedCallStatus(result),
      outcome: result.outcome,
      durationMs: Math.round(result.durationMs),
      logs: result.logs,
    });
    if (result.outcome !== 'ok') {
      const message = messages[result.outcome]?.(name, limits) ?? functionTexts.crashed(name);
      throw new ApiError(failedCallStatus(result), `function_${result.outcome.replace('-', '_')}`, message);
    }
    const answer = new Headers();
    for (const [key, value] of result.headers) {
      // The platform's own cookies on this host (a private app's access, the preview's grant) are not the app's to set.
      const ours = key === 'set-cookie' && /^\s*shipwright_/i.test(value);
      if (!notAnswered.has(key) && !ours) answer.append(key, value);
    }
    return new Response(method === 'HEAD' ? null : new Uint8Array(result.body), {
      status: result.status,
      headers: answer,
    });
  });
}

/**
 * How a call's `ctx.cloud` reaches the app's backend: as the call's caller, under the rules; or,
 * asked with `asApp()`, past them, with what it adds owned by the caller or else by the app's owner.
 */
function cloudAccess(
  deps: CloudDeps & { api: CloudApi },
  host: CloudEnv['Bindings']['host'],
  origin: string,
  caller: CloudCaller,
): CloudAccess {
  return async (request, asApp) => {
    const identity =
      caller.identity ?? (asApp ? await ownerIdentity(deps.db, caller.projectId, caller.environment) : null);
    const acting = asApp ? { ...caller, identity, asApp: true } : caller;
    const { pathname, search } = new URL(request.url);
    const { method } = request;
    const body = method === 'GET' || method === 'HEAD' ? undefined : await request.arrayBuffer();
    // Only the JSON goes in: the call's token and workerd's headers stay at the binding.
    const headers = { 'content-type': 'application/json' };
    const inner = new Request(`${origin}${pathname}${search}`, { method, headers, body });
    return deps.api(inner, { host, rules: caller.rules, caller: acting });
  };
}
