import { z } from 'zod';
import { envQuerySchema, recordsPageSize } from '../../../shared/app-data';
import { fieldNamePattern, systemFields } from '../../../shared/cloud/query';

/** Query strings arrive as text; limit and offset are turned into numbers here. */
export const recordsQuerySchema = envQuerySchema.extend({
  search: z.string().trim().max(200, 'Search for at most 200 characters.').default(''),
  // Sorting takes the same field names as the app's own queries.
  sort: z
    .string()
    .regex(fieldNamePattern, 'Sort by a field name: letters, digits and _, up to 64.')
    .default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  limit: z.coerce.number().int().min(1).max(100).default(recordsPageSize),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type RecordsQuery = z.infer<typeof recordsQuerySchema>;

/** A record's own keys: any text an app could have used, except the ones every record has. */
const dataKeySchema = z
  .string()
  .min(1, 'A field needs a name.')
  .max(200, 'Field names are at most 200 characters.')
  .refine((key) => !(systemFields as readonly string[]).includes(key), {
    message: 'id, createdAt and updatedAt are set by the server and cannot be changed.',
  });

/** A record's data as the owner types it: a JSON object with at least one field of its own. */
export const recordDataSchema = z
  .record(z.string(), z.unknown())
  .refine((data) => Object.keys(data).length > 0, { message: 'Add at least one field.' })
  .refine((data) => Object.keys(data).every((key) => dataKeySchema.safeParse(key).success), {
    message: 'Field names are 1-200 characters; id, createdAt and updatedAt are set by the server.',
  });

/** One field set to a JSON value (a string, number, boolean, null, list or object). */
export const fieldPatchSchema = z.object({
  field: dataKeySchema,
  value: z.unknown().refine((value) => value !== undefined, { message: 'A value is required (null clears it).' }),
});
