import { z } from 'zod';
import { isReservedKey, isStorableText, recordDataTexts } from './record-data';

/** Fields every record has besides its own data; they can be filtered and sorted on too. */
export const systemFields = ['id', 'createdAt', 'updatedAt'] as const;
export const fieldNamePattern = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const fieldSchema = z
  .string()
  .regex(fieldNamePattern, 'Field names are letters, digits and _, up to 64.')
  .refine((field) => !isReservedKey(field), { message: 'No field is named __proto__, constructor or prototype.' });

export const filterOperators = ['eq', 'ne', 'lt', 'lte', 'gt', 'gte', 'in', 'contains'] as const;
export type FilterOperator = (typeof filterOperators)[number];

const filterValueMessage = 'A filter compares with text, a number, true, false or null (a list of them for `in`).';
// The text's own checks come after the type's, so a wrong value is named for what is wrong with it.
const jsonValue: z.ZodType<unknown> = z
  .union([z.string(), z.number(), z.boolean(), z.null()], { error: filterValueMessage })
  .refine((v) => typeof v !== 'string' || v.length <= 1000, { message: 'Filter text is at most 1000 characters.' })
  .refine((v) => typeof v !== 'string' || isStorableText(v), { message: recordDataTexts.badText });

export const filterSchema = z
  .object({
    field: fieldSchema,
    op: z.enum(filterOperators),
    value: z.union([jsonValue, z.array(jsonValue).max(100)], { error: filterValueMessage }),
  })
  .refine((f) => (f.op === 'in') === Array.isArray(f.value), {
    message: '`in` takes a list of values; every other operator takes one value.',
  })
  .refine((f) => f.op !== 'contains' || typeof f.value === 'string', { message: '`contains` takes text.' });
export type Filter = z.infer<typeof filterSchema>;

export const maxPageSize = 100;

/** A list request: structured filters (all must match), one sort field, and a page. */
export const listQuerySchema = z.object({
  where: z.array(filterSchema).max(10).default([]),
  sort: fieldSchema.default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  limit: z.number().int().min(1).max(maxPageSize).default(50),
  offset: z.number().int().min(0).max(100_000).default(0),
  /** Only the asker's own records, even where the rules would show more. */
  mine: z.boolean().default(false),
});
export type ListQuery = z.infer<typeof listQuerySchema>;
