import type { PlanTier } from '../plans';

/** What one app's backend may hold and serve, per environment (preview and live count apart). */
export interface CloudLimits {
  records: number;
  storedBytes: number;
  requestsPerMinute: number;
}

export const cloudLimits: Record<PlanTier, CloudLimits> = {
  free: { records: 2_000, storedBytes: 50 * 1024 * 1024, requestsPerMinute: 120 },
  creator: { records: 100_000, storedBytes: 1024 * 1024 * 1024, requestsPerMinute: 600 },
  pro: { records: 1_000_000, storedBytes: 10 * 1024 * 1024 * 1024, requestsPerMinute: 1_200 },
  team: { records: 1_000_000, storedBytes: 10 * 1024 * 1024 * 1024, requestsPerMinute: 1_200 },
};

/** One record's data, as JSON. */
export const maxRecordBytes = 64 * 1024;

export const cloudTexts = {
  notFound: 'No such record.',
  forbidden: (operation: string, collection: string) =>
    `This app does not allow you to ${operation} records in “${collection}”.`,
  signInRequired: (operation: string, collection: string) => `Sign in to ${operation} records in “${collection}”.`,
  recordsFull: (limit: number) =>
    `This app has reached its limit of ${limit.toLocaleString('en-US')} records. Existing data can still be read; delete records or upgrade the plan to add more.`,
  storageFull:
    'This app has used all of its storage. Existing data can still be read; delete something or upgrade the plan.',
  tooLarge: `A record can hold at most ${maxRecordBytes / 1024} KB of data.`,
  identityRequired: 'This request needs the app’s device token. Use the @shipwright/cloud SDK, which sends it for you.',
  badRules: (detail: string) => `cloud.json is not valid: ${detail}`,
} as const;

/** App users sign in with a code e-mailed to them. */
export const appSignIn = {
  codeLength: 6,
  codeTtlMs: 10 * 60_000,
  maxAttempts: 3,
  /** One code per address this often, and this many an hour. */
  cooldownMs: 60_000,
  perHour: 5,
  sessionTtlMs: 30 * 24 * 60 * 60_000,
} as const;

export const appSignInTexts = {
  cooldown: (seconds: number) => `A code was just sent. Ask for a new one in ${seconds} seconds.`,
  hourlyCap: 'Too many codes were sent to this address. Try again in an hour.',
  wrongCode: 'That code is not right. Check the e-mail and try again.',
  expired: 'That code has expired or was tried too often. Ask for a new one.',
  subject: (appName: string, code: string) => `Your sign-in code for ${appName}: ${code}`,
  body: (appName: string, code: string) => [
    `Your code to sign in to ${appName} is ${code}.`,
    'It works once and expires in 10 minutes. If you did not ask for it, you can ignore this e-mail.',
  ],
} as const;
