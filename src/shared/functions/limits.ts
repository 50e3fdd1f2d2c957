import type { PlanTier } from '../plans';

/** What one app's functions may use, per plan; the server enforces each (ADR 0026). */
export interface FunctionLimits {
  callsPerMonth: number;
  /** Wall time of one call, from its start to its response's end. */
  wallMs: number;
  /** The function's process may not run longer than this on a core per call, on average. */
  cpuMs: number;
  /** The JavaScript heap of the app's functions (their process is stopped past it). */
  memoryMb: number;
  /** Outbound requests (fetch) one call may make. */
  subrequests: number;
  /** How long calls and their logs are kept. */
  logDays: number;
}

const largest: FunctionLimits = {
  callsPerMonth: 1_000_000,
  wallMs: 30_000,
  cpuMs: 5_000,
  memoryMb: 128,
  subrequests: 50,
  logDays: 30,
};

export const functionLimits: Record<PlanTier, FunctionLimits> = {
  free: { callsPerMonth: 10_000, wallMs: 10_000, cpuMs: 1_000, memoryMb: 64, subrequests: 10, logDays: 1 },
  creator: { callsPerMonth: 200_000, wallMs: 15_000, cpuMs: 2_000, memoryMb: 128, subrequests: 25, logDays: 7 },
  pro: largest,
  team: largest,
};

/** How a call ended: answered, or why not (apps/functions/function-process.ts). */
export type FunctionOutcome = 'ok' | 'threw' | 'not-found' | 'bad-response' | 'timeout' | 'cpu' | 'memory' | 'crashed';

/** A function's name: its file `functions/<name>.ts`. */
export const functionNamePattern = /^[a-z0-9](?:[a-z0-9-]{0,46}[a-z0-9])?$/;

/** The App Functions among the files: functions/<name>.ts whose name follows the rule, sorted. */
export const functionsOf = (files: ReadonlyMap<string, string>) =>
  [...files.keys()]
    .flatMap((file) => {
      const name = /^functions\/([^/]+)\.ts$/.exec(file)?.[1];
      return name && functionNamePattern.test(name) ? [name] : [];
    })
    .sort();

/** What an app (and its owner) are told when a call is stopped or refused. */
export const functionTexts = {
  notFound: (name: string) => `This app has no function “${name}”.`,
  // What it threw stays in its logs, for the owner: a visitor is not shown the app's internals.
  threw: (name: string) => `The function “${name}” failed. The app's owner can see why in its logs.`,
  callsUsed: (allowance: number) =>
    `This app's functions have been called ${allowance.toLocaleString('en-US')} times this month, all its plan allows.`,
  timedOut: (name: string, ms: number) => `The function “${name}” ran longer than ${ms / 1000} s and was stopped.`,
  cpu: (name: string) => `The function “${name}” used more than its share of CPU time and was stopped.`,
  outOfMemory: (name: string, mb: number) =>
    `The function “${name}” used more than ${mb} MB of memory and was stopped.`,
  crashed: (name: string) => `The function “${name}” stopped unexpectedly.`,
  subrequests: (limit: number) => `A function call may make at most ${limit} outbound requests on this app's plan.`,
  egressRefused: (host: string) =>
    `Requests from functions may not go to ${host}: private, loopback and cloud-metadata addresses are refused.`,
  badResponse: (name: string) => `The function “${name}” did not return a Response.`,
} as const;
