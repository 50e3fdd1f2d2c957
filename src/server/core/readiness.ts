import type { CheckResult } from './recovering-check';

/** One part of the server a balancer should know about before sending it people. */
export type ReadyState = { ok: true } | { ok: false; reason: string };

/**
 * A machine check's answer as readiness says it: the cause stays in the server's log (it may name
 * the server's folders), the answer says what is off and whether it is being checked again.
 */
export function readinessOf(result: CheckResult<object>, what: string): ReadyState {
  if (result.ok) return { ok: true };
  return {
    ok: false,
    reason: result.timedOut
      ? `${what} did not answer its check in time; it is being checked again`
      : `${what} cannot start here (the server log says why); it is being checked again`,
  };
}
