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
