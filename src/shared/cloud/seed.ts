import type { z } from 'zod';
import { ordersCollection } from '../app-services/payments';
import { maxRecordBytes } from './limits';
import { recordDataSchema } from './record-data';

/**
 * The `seed` of cloud.json: records an app starts with in each environment (a shop's products),
 * so a generated app works before anyone types data in. They are validated as App Cloud records.
 */
// Every request reads its build's rules, seed included: a few hundred records fit, a catalogue does not.
export const seedLimits = { recordsPerCollection: 200, totalBytes: 128 * 1024 } as const;

const bytesOf = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

export const seedRecordsSchema = recordDataSchema
  .refine((data) => bytesOf(data) <= maxRecordBytes, `A seed record can hold at most ${maxRecordBytes / 1024} KB.`)
  .array()
  .max(
    seedLimits.recordsPerCollection,
    `A collection can be seeded with at most ${seedLimits.recordsPerCollection} records.`,
  );

/** Orders come from checkouts only; and every build carries its rules, so the seed stays small. */
export function checkSeed(seed: Record<string, unknown[]>, ctx: z.RefinementCtx) {
  if (ordersCollection in seed) {
    ctx.addIssue({
      code: 'custom',
      path: [ordersCollection],
      message: 'Orders come from checkouts: they cannot be seeded.',
    });
  }
  if (bytesOf(seed) > seedLimits.totalBytes) {
    ctx.addIssue({
      code: 'custom',
      message: `The seed can hold at most ${seedLimits.totalBytes / 1024} KB of records.`,
    });
  }
}
