import { z } from 'zod';

/** Fields every record has besides its own data; they can be filtered and sorted on too. */
export const systemFields = ['id', 'createdAt', 'updatedAt'] as const;
export const fieldNamePattern = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const fieldSchema = z.string().regex(fieldNamePattern, 'Field names are letters, digits and _, up to 64.');

export const filterOperators = ['eq', 'ne', 'lt', 'lte', 'gt', 'gte', 'in', 'contains'] as const;
export type FilterOperator = (typeof filterOperators)[number];

const jsonValue: z.ZodType<unknown> = z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]);

export const filterSchema = z
  .object({ field: fieldSchema, op: z.enum(filterOperators), value: z.union([jsonValue, z.array(jsonValue).max(100)]) })
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
