import type { PlanTier } from '../plans';

/** What one app's backend may hold and serve, per environment (preview and live count apart). */
export interface CloudLimits {
  records: number;
  /** Records' data and uploaded files together. */
  storedBytes: number;
  requestsPerMinute: number;
  /** One uploaded file. */
  fileBytes: number;
  /** Anonymous devices held at once; unused ones are removed (server/apps/cloud/devices.ts). */
  devices: number;
}

const MB = 1024 * 1024;

// Pro and Team hold the same.
const largest: CloudLimits = {
  records: 1_000_000,
  storedBytes: 10_240 * MB,
  requestsPerMinute: 1_200,
  fileBytes: 25 * MB,
  devices: 2_000_000,
};

export const cloudLimits: Record<PlanTier, CloudLimits> = {
  free: { records: 2_000, storedBytes: 50 * MB, requestsPerMinute: 120, fileBytes: 5 * MB, devices: 20_000 },
  creator: { records: 100_000, storedBytes: 1024 * MB, requestsPerMinute: 600, fileBytes: 25 * MB, devices: 200_000 },
  pro: largest,
  team: largest,
};

/** One record's data, as JSON. */
export const maxRecordBytes = 64 * 1024;

/** A request to the records API (and AI, e-mail): one record's data with room for the JSON around it. */
export const maxRequestBytes = maxRecordBytes * 2;

/** An upload's form: the file with room for the multipart framing around it. */
export const uploadRequestBytes = (fileBytes: number) => fileBytes + 64 * 1024;

/** The largest upload any plan allows: what an app's host lets through before it knows the plan. */
export const largestUploadRequest = uploadRequestBytes(Math.max(...Object.values(cloudLimits).map((l) => l.fileBytes)));

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
  devicesFromAddress: (wait: string) =>
    `Too many new devices joined this app from your network in the last hour. Please try again in ${wait}.`,
  devicesFull: (limit: number) =>
    `This app has reached its limit of ${limit.toLocaleString('en-US')} visitor devices. Unused devices are removed after a while; please try again later.`,
  badRules: (detail: string) => `cloud.json is not valid: ${detail}`,
  fileType: 'Only images (PNG, JPEG, GIF, WebP) and PDF files can be uploaded.',
  fileTooLarge: (megabytes: number) => `A file can be at most ${megabytes} MB on this app's plan.`,
  fileMissing: 'Choose a file to upload.',
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
  tooManyWrongCodes: (wait: string) => `Too many wrong codes were entered from this network. Try again in ${wait}.`,
  subject: (appName: string, code: string) => `Your sign-in code for ${appName}: ${code}`,
  body: (appName: string, code: string) => [
    `Your code to sign in to ${appName} is ${code}.`,
    'It works once and expires in 10 minutes. If you did not ask for it, you can ignore this e-mail.',
  ],
} as const;

/** What apps may upload: each type with the bytes (at their offsets) its files must hold. */
export const uploadTypes = {
  'image/png': { extension: 'png', signature: [[0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]]] },
  'image/jpeg': { extension: 'jpg', signature: [[0, [0xff, 0xd8, 0xff]]] },
  'image/gif': { extension: 'gif', signature: [[0, [0x47, 0x49, 0x46, 0x38]]] },
  'image/webp': {
    extension: 'webp',
    signature: [
      [0, [0x52, 0x49, 0x46, 0x46]],
      [8, [0x57, 0x45, 0x42, 0x50]],
    ],
  },
  'application/pdf': { extension: 'pdf', signature: [[0, [0x25, 0x50, 0x44, 0x46, 0x2d]]] },
} as const satisfies Record<
  string,
  { extension: string; signature: ReadonlyArray<readonly [number, readonly number[]]> }
>;
export type UploadType = keyof typeof uploadTypes;

/** The type the bytes really are, whatever the name or the declared type say; null when none allowed. */
export function detectUploadType(bytes: Uint8Array): UploadType | null {
  const holds = ([offset, expected]: readonly [number, readonly number[]]) =>
    expected.every((byte, i) => bytes[offset + i] === byte);
  const found = Object.entries(uploadTypes).find(([, type]) => type.signature.every(holds));
  return (found?.[0] as UploadType | undefined) ?? null;
}
