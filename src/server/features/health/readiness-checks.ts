import { buildsReadiness } from '../../apps/build/sandbox/build-runner-for';
import { functionsRuntimeCheck } from '../../apps/functions/runtime-check';
import type { Env } from '../../core/env';
import { readinessOf } from '../../core/readiness';
import type { ReadinessChecks } from './health.routes';

/** Readiness's checks besides the database: builds (the sandbox) and App Functions (workerd in its jail). */
export function readinessChecks(env: Env): { checks: ReadinessChecks; close: () => void } {
  const functions = functionsRuntimeCheck(env.SANDBOX_CHECK_TIMEOUT_MS);
  return {
    checks: {
      builds: buildsReadiness(env.BUILD_SANDBOX, env.PACKAGE_CACHE_DIR),
      functions: async () => readinessOf(await functions.current(), "App Functions' runtime (workerd)"),
    },
    close: () => functions.close(),
  };
}
