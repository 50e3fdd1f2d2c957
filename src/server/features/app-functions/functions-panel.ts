import { and, desc, eq, gt } from 'drizzle-orm';
import {
  type ConsoleAnswer,
  type ConsoleCall,
  consoleTexts,
  type FunctionsPanel,
} from '../../../shared/functions/console';
import { functionLimits } from '../../../shared/functions/limits';
import { usageMonth } from '../../../shared/usage';
import type { CloudDeps } from '../../apps/cloud/cloud.routes';
import { siteCaller } from '../../apps/cloud/cloud-caller';
import { ownerIdentity } from '../../apps/cloud/identity';
import { type FunctionDeps, runFunction } from '../../apps/cloud/run-function';
import { functionNamesOf } from '../../apps/functions/function-names';
import { nextRunOf } from '../../apps/functions/function-schedules';
import { liveOrigin, previewOrigin } from '../../apps/hosting/app-hosts';
import { functionCalls, functionUsage } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { type DataScope, servedBuild } from '../app-data/app-data-access';

/** Calls listed in the panel, newest first. */
const listedCalls = 50;
/** What the console shows of an answer's body. */
const shownBodyChars = 64 * 1024;

/** An environment's functions, their newest calls with logs, and the owner's calls this month. */
export async function functionsPanel(deps: CloudDeps, scope: DataScope): Promise<FunctionsPanel> {
  const { project, environment } = scope;
  const served = await servedBuild(deps, scope);
  // The names only, cached per build: the build's code is not read to list it.
  const names = served ? await functionNamesOf(deps.db, project.id, served.artifactId) : new Set<string>();
  const calls = await deps.db
    .select()
    .from(functionCalls)
    .where(
      and(
        eq(functionCalls.projectId, project.id),
        eq(functionCalls.environment, environment),
        // Past its plan's days a call is gone, whether or not the sweep has come by yet.
        gt(functionCalls.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(functionCalls.createdAt))
    .limit(listedCalls);
  const [usage] = await deps.db
    .select({ calls: functionUsage.calls })
    .from(functionUsage)
    .where(and(eq(functionUsage.userId, project.userId), eq(functionUsage.month, usageMonth())));
  const limits = functionLimits[scope.tier];
  const rules = served ? await deps.builds.rulesOf(project.id, served.artifactId) : null;
  const schedules = await Promise.all(
    Object.entries(rules?.schedules ?? {}).map(async ([functionName, cron]) => {
      const [last] = await deps.db
        .select({ createdAt: functionCalls.createdAt, status: functionCalls.status, outcome: functionCalls.outcome })
        .from(functionCalls)
        .where(
          and(
            eq(functionCalls.projectId, project.id),
            eq(functionCalls.environment, environment),
            eq(functionCalls.functionName, functionName),
            eq(functionCalls.trigger, 'schedule'),
          ),
        )
        .orderBy(desc(functionCalls.createdAt))
        .limit(1);
      const lastRun = last ? { ...last, createdAt: last.createdAt.toISOString() } : null;
      return { functionName, cron, nextRunAt: nextRunOf(cron), lastRun };
    }),
  );
  return {
    functions: [...names].sort(),
    schedules,
    calls: calls.map(({ projectId: _p, environment: _e, createdAt, ...call }) => ({
      ...call,
      createdAt: createdAt.toISOString(),
    })),
    usage: { calls: usage?.calls ?? 0, allowance: limits.callsPerMonth },
    logDays: limits.logDays,
  };
}

/** One call from the builder's console, as nobody or as the owner, through the served build. */
export async function consoleCall(
  deps: FunctionDeps,
  scope: DataScope,
  name: string,
  input: ConsoleCall,
): Promise<ConsoleAnswer> {
  const { project, environment } = scope;
  const served = await servedBuild(deps, scope);
  const rules = served ? await deps.builds.rulesOf(project.id, served.artifactId) : null;
  if (!served || !rules) throw new ApiError(409, 'nothing_served', consoleTexts.nothingServed);
  const site = { project, artifactId: served.artifactId, environment };
  const identity = input.as === 'owner' ? await ownerIdentity(deps.db, project.id, environment) : null;
  const caller = await siteCaller(deps.db, site, rules, { identity, asOwner: input.as === 'owner' });
  const host = served.slug
    ? ({ kind: 'live', slug: served.slug } as const)
    : ({ kind: 'preview', projectId: project.id } as const);
  const origin = served.slug ? liveOrigin(deps.env, served.slug) : previewOrigin(deps.env, project.id);
  const hasBody = input.method !== 'GET' && input.body !== '';
  const result = await runFunction(deps, {
    caller,
    host,
    origin,
    name,
    trigger: 'console',
    request: {
      method: input.method,
      url: `${origin}/_cloud/v1/functions/${name}`,
      headers: hasBody ? { 'content-type': 'application/json' } : {},
      body: hasBody ? new TextEncoder().encode(input.body) : undefined,
    },
  });
  const contentType = result.headers.find(([key]) => key === 'content-type')?.[1] ?? null;
  return {
    outcome: result.outcome,
    status: result.status,
    contentType,
    body: result.body.toString('utf8').slice(0, shownBodyChars),
    durationMs: Math.round(result.durationMs),
    logs: result.logs,
  };
}
