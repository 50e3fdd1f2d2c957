import { maxRequestBytes } from '../../../shared/cloud/limits';
import {
  type FunctionLimits,
  type FunctionOutcome,
  functionLimits,
  functionNamePattern,
  functionTexts,
} from '../../../shared/functions/limits';
import { ApiError } from '../../http/api-error';
import { readBodyWithin } from '../../http/body-limit';
import { secretBoxFor } from '../../vendors/secret-box';
import type { CloudAccess } from '../functions/cloud-binding';
import { countCall, recordCall } from '../functions/function-calls';
import { failedCallStatus } from '../functions/function-host';
import { functionNamesOf } from '../functions/function-names';
import type { CallRequest, CallResult } from '../functions/function-process';
import { secretsFor } from '../functions/function-secrets';
import type { CloudDeps } from './cloud.routes';
import type { CloudCaller, CloudEnv } from './cloud-access';
import { ownerIdentity } from './identity';

/** The app's backend itself, called in this process with the caller named (what `ctx.cloud` reaches). */
export type CloudApi = (request: Request, env: CloudEnv['Bindings']) => Response | Promise<Response>;

export type FunctionDeps = CloudDeps & { api: CloudApi };

export interface FunctionRun {
  caller: CloudCaller;
  /** The app host it runs for, and that host's origin: where `ctx.cloud` and the request's URL point. */
  host: CloudEnv['Bindings']['host'];
  origin: string;
  name: string;
  trigger: 'http' | 'hook' | 'schedule' | 'console';
  request: CallRequest;
}

/**
 * One call of an app's function (ADR 0026), whatever started it: counted against the owner's plan
 * (refused past it), run with the environment's secrets and the caller's way into App Cloud, and
 * kept with its logs for the owner.
 */
export async function runFunction(deps: FunctionDeps, run: FunctionRun): Promise<CallResult> {
  const { caller, name } = run;
  const artifactId = caller.artifactId;
  const exists =
    functionNamePattern.test(name) &&
    artifactId !== null &&
    (await functionNamesOf(deps.db, caller.projectId, artifactId)).has(name);
  if (!exists || !artifactId) throw new ApiError(404, 'function_not_found', functionTexts.notFound(name));
  const limits = functionLimits[caller.tier];
  if (!(await countCall(deps.db, caller.ownerId, limits.callsPerMonth)))
    throw new ApiError(429, 'function_calls_used', functionTexts.callsUsed(limits.callsPerMonth));
  const scope = { projectId: caller.projectId, environment: caller.environment };
  const identity = caller.identity;
  const result = await deps.functionHost.call(
    {
      ...scope,
      artifactId,
      functions: async () => (await deps.builds.byId(caller.projectId, artifactId))?.functions ?? {},
    },
    limits,
    name,
    run.request,
    {
      caller: identity ? { id: identity.id, kind: identity.kind, email: identity.email } : null,
      env: caller.environment,
      secrets: await secretsFor(deps.db, secretBoxFor(deps.env), scope),
    },
    cloudAccess(deps, run),
  );
  await recordCall(
    deps.db,
    {
      ...scope,
      functionName: name,
      trigger: run.trigger,
      method: run.request.method,
      status: result.outcome === 'ok' ? result.status : failedCallStatus(result),
      outcome: result.outcome,
      durationMs: Math.round(result.durationMs),
      logs: result.logs,
    },
    limits.logDays,
  );
  return result;
}

const failures: Partial<Record<FunctionOutcome, (name: string, limits: FunctionLimits) => string>> = {
  'not-found': (name) => functionTexts.notFound(name),
  threw: (name) => functionTexts.threw(name),
  'bad-response': (name) => functionTexts.badResponse(name),
  'too-large': (name, limits) => functionTexts.responseTooLarge(name, limits.responseBytes / (1024 * 1024)),
  timeout: (name, limits) => functionTexts.timedOut(name, limits.wallMs),
  cpu: (name) => functionTexts.cpu(name),
  memory: (name, limits) => functionTexts.outOfMemory(name, limits.memoryMb),
};

/** Headers of a function's answer that are the platform's to set, or one hop's. */
const notAnswered = new Set(['connection', 'transfer-encoding', 'content-length', 'keep-alive']);

/**
 * A call's result as the app's host answers it: the function's response, or JSON saying why there
 * is none (what it threw stays in its logs, for the owner).
 */
export function responseOf(result: CallResult, name: string, caller: CloudCaller, method: string) {
  if (result.outcome !== 'ok') {
    const message = failures[result.outcome]?.(name, functionLimits[caller.tier]) ?? functionTexts.crashed(name);
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
}

/**
 * How a call's `ctx.cloud` reaches the app's backend: as the call's caller, under the rules; or,
 * asked with `asApp()`, past them, with what it adds owned by the caller or else by the app's owner.
 */
function cloudAccess(deps: FunctionDeps, { host, origin, caller }: FunctionRun): CloudAccess {
  return async (request, asApp) => {
    const identity =
      caller.identity ?? (asApp ? await ownerIdentity(deps.db, caller.projectId, caller.environment) : null);
    const acting = { ...caller, viaFunction: true, ...(asApp && { identity, asApp: true }) };
    const { pathname, search } = new URL(request.url);
    const { method } = request;
    // What a function sends App Cloud is held whole: no more than the records API takes from anyone.
    const body = method === 'GET' || method === 'HEAD' ? undefined : await readBodyWithin(request, maxRequestBytes);
    // Only the JSON goes in: the call's token and workerd's headers stay at the binding.
    const headers = { 'content-type': 'application/json' };
    const inner = new Request(`${origin}${pathname}${search}`, { method, headers, body });
    return deps.api(inner, { host, rules: caller.rules, caller: acting });
  };
}
