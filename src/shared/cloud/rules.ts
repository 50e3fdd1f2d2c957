import { z } from 'zod';
import { notifyOwnerLevels } from '../app-services/email';
import { productsCollection } from '../app-services/payments';
import { functionNamePattern } from '../functions/limits';
import { checkSeed, seedRecordsSchema } from './seed';

/**
 * Who may do what to a collection, declared in the project's `cloud.json`. The server is the
 * only place they are enforced; an undeclared collection or operation is `owner`.
 * - public: any visitor of the app
 * - signed-in: any signed-in app user (all records, not only their own)
 * - owner: each visitor or user reads and changes only the records they created
 * - none: nobody through the app (the project's owner still can, in the builder)
 */
export const accessLevels = ['public', 'signed-in', 'owner', 'none'] as const;
export type AccessLevel = (typeof accessLevels)[number];

export const cloudOperations = ['read', 'create', 'update', 'delete'] as const;
export type CloudOperation = (typeof cloudOperations)[number];

export const collectionNamePattern = /^[a-z][a-z0-9_-]{0,62}$/;
export const collectionNameSchema = z
  .string()
  .regex(
    collectionNamePattern,
    'Collection names are 1-63 lower-case letters, digits, - or _, starting with a letter.',
  );

const levelSchema = z.enum(accessLevels);
const collectionRulesSchema = z
  .object({ read: levelSchema, create: levelSchema, update: levelSchema, delete: levelSchema })
  .partial()
  .strict();

export const cloudRulesSchema = z
  .object({
    collections: z.record(collectionNameSchema, collectionRulesSchema).default({}),
    /** Uploaded files: read, create and delete (a file is never changed in place). */
    files: collectionRulesSchema.default({}),
    /** App Functions run on a schedule, in UTC, on the live app: function name → cron expression. */
    schedules: z
      .record(
        z.string().regex(functionNamePattern, 'Schedules name functions: lowercase letters, digits and dashes.'),
        z
          .string()
          .max(100)
          .regex(/^\S+(\s+\S+){4}$/, 'A schedule is a cron expression of five fields, like "0 8 * * *".'),
      )
      .optional(),
    /** Records each of these collections starts with in an environment, if it is empty when first used there (a shop's products). */
    seed: z.record(collectionNameSchema, seedRecordsSchema).superRefine(checkSeed).optional(),
    /** E-mail from the browser: who may notify the app's owner (`cloud.email.notifyOwner`); nobody when unsaid. */
    email: z
      .object({ notifyOwner: z.enum(notifyOwnerLevels).default('none') })
      .strict()
      .optional(),
  })
  .strict();
export type CloudRules = z.infer<typeof cloudRulesSchema>;

export const rulesFile = 'cloud.json';
export const defaultRules: CloudRules = { collections: {}, files: {} };

export function accessFor(rules: CloudRules, collection: string, operation: CloudOperation): AccessLevel {
  return rules.collections[collection]?.[operation] ?? 'owner';
}

export function fileAccessFor(rules: CloudRules, operation: CloudOperation): AccessLevel {
  return rules.files?.[operation] ?? 'owner';
}

/** Collections whose records anyone may add or change: worth a warning before going live. */
export function publicWrites(rules: CloudRules): Array<{ collection: string; operations: CloudOperation[] }> {
  return [...Object.entries(rules.collections), ...(rules.files ? [['files', rules.files] as const] : [])]
    .map(([collection, ops]) => ({
      collection,
      operations: (['create', 'update', 'delete'] as const).filter((op) => ops[op] === 'public'),
    }))
    .filter((entry) => entry.operations.length > 0);
}

/**
 * How visitors or app users can write a shop's products (create, update; delete takes no price
 * with it): none means the collection is locked, and every product in it is the owner's or the app's.
 */
export const openProductWrites = (rules: CloudRules): CloudOperation[] =>
  (['create', 'update'] as const).filter((op) => accessFor(rules, productsCollection, op) !== 'none');
