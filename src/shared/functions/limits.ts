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
  /** A call's request body, and the body of the function's answer: each is held in memory whole. */
  requestBytes: number;
  responseBytes: number;
}

const MB = 1024 * 1024;

const largest: FunctionLimits = {
  callsPerMonth: 1_000_000,
  wallMs: 30_000,
  cpuMs: 5_000,
  memoryMb: 128,
  subrequests: 50,
  logDays: 30,
  requestBytes: 6 * MB,
  responseBytes: 6 * MB,
};

export const functionLimits: Record<PlanTier, FunctionLimits> = {
  free: {
    callsPerMonth: 10_000,
    wallMs: 10_000,
    cpuMs: 1_000,
    memoryMb: 64,
    subrequests: 10,
    logDays: 1,
    requestBytes: 1 * MB,
    responseBytes: 1 * MB,
  },
  creator: {
    callsPerMonth: 200_000,
    wallMs: 15_000,
    cpuMs: 2_000,
    memoryMb: 128,
    subrequests: 25,
    logDays: 7,
    requestBytes: 4 * MB,
    responseBytes: 4 * MB,
  },
  pro: largest,
  team: { ...largest, requestBytes: 10 * MB, responseBytes: 10 * MB },
};

/** The largest request body any plan lets a function take: what an app's host lets through before it knows the plan. */
export const largestFunctionRequest = Math.max(...Object.values(functionLimits).map((l) => l.requestBytes));

/** How a call ended: answered, or why not (apps/functions/function-process.ts). */
export type FunctionOutcome =
  | 'ok'
  | 'threw'
  | 'not-found'
  | 'bad-response'
  | 'too-large'
  | 'timeout'
  | 'cpu'
  | 'memory'
  | 'crashed';

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
  requestTooLarge: (name: string, megabytes: number) =>
    `A request to the function “${name}” can carry at most ${megabytes} MB on this app's plan.`,
  responseTooLarge: (name: string, megabytes: number) =>
    `The function “${name}” answered more than ${megabytes} MB, the most this app's plan allows, and was cut off.`,
} as const;
