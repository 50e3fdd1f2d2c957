import { and, asc, desc, type SQL, sql } from 'drizzle-orm';
import type { Filter, ListQuery } from '../../../shared/cloud/query';
import { cloudRecords } from '../../db/schema';
import { isUuid } from '../../http/is-uuid';

const systemColumns = { id: cloudRecords.id, createdAt: cloudRecords.createdAt, updatedAt: cloudRecords.updatedAt };
type SystemField = keyof typeof systemColumns;
// Own keys only: `in` would also find "constructor", "toString" and the rest of Object.prototype.
const isSystem = (field: string): field is SystemField => Object.hasOwn(systemColumns, field);

const comparison = { lt: sql`<`, lte: sql`<=`, gt: sql`>`, gte: sql`>=` } as const;

/**
 * Filters compiled to parameterised SQL on the jsonb data: field names and values are always
 * bound parameters, never spliced into the text, so any value is matched literally.
 */
export function filterSql(filter: Filter): SQL {
  if (isSystem(filter.field)) return systemFilter(filter.field, filter);
  const field = sql`${cloudRecords.data} -> ${filter.field}::text`;
  const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
  switch (filter.op) {
    case 'eq':
      // Containment is what the GIN index answers; a missing field counts as null.
      return filter.value === null
        ? sql`(${field} is null or ${field} = 'null'::jsonb)`
        : sql`${cloudRecords.data} @> ${JSON.stringify({ [filter.field]: filter.value })}::jsonb`;
    case 'ne':
      return filter.value === null
        ? sql`(${field} is not null and ${field} <> 'null'::jsonb)`
        : sql`${field} is distinct from ${json(filter.value)}`;
    case 'in': {
      const values = filter.value as unknown[];
      if (values.length === 0) return sql`false`;
      return sql`${field} in (${sql.join(values.map(json), sql`, `)})`;
    }
    case 'contains':
      return sql`strpos(lower(${cloudRecords.data} ->> ${filter.field}::text), lower(${String(filter.value)})) > 0`;
    default:
      // jsonb orders across types too; comparing only like with like keeps "5" out of "< 10".
      return sql`(jsonb_typeof(${field}) = jsonb_typeof(${json(filter.value)}) and ${field} ${comparison[filter.op]} ${json(filter.value)})`;
  }
}

function systemFilter(field: SystemField, filter: Filter): SQL {
  const column = systemColumns[field];
  const values = (Array.isArray(filter.value) ? filter.value : [filter.value]).map(String);
  // A value that cannot be an id or a time matches nothing, instead of failing the query.
  const valid = values.filter((v) => (field === 'id' ? isUuid(v) : !Number.isNaN(Date.parse(v))));
  const bound = valid.map((v) => (field === 'id' ? sql`${v}::uuid` : sql`${new Date(v).toISOString()}::timestamptz`));
  if (filter.op === 'in') return bound.length ? sql`${column} in (${sql.join(bound, sql`, `)})` : sql`false`;
  if (filter.op === 'contains') return sql`strpos(${column}::text, ${String(filter.value)}) > 0`;
  const [value] = bound;
  if (!value) return filter.op === 'ne' ? sql`true` : sql`false`;
  if (filter.op === 'eq') return sql`${column} = ${value}`;
  if (filter.op === 'ne') return sql`${column} <> ${value}`;
  return sql`${column} ${comparison[filter.op]} ${value}`;
}

export const whereSql = (filters: Filter[]) => and(...filters.map(filterSql));

/** The requested order, then newest first and id, so pages never shuffle between requests. */
export function orderSql({ sort, order }: Pick<ListQuery, 'sort' | 'order'>): SQL[] {
  const by = order === 'asc' ? asc : desc;
  const tail = [desc(cloudRecords.createdAt), desc(cloudRecords.id)];
  if (isSystem(sort)) return [by(systemColumns[sort]), ...tail];
  const field = sql`${cloudRecords.data} -> ${sort}::text`;
  return [order === 'asc' ? sql`${field} asc nulls last` : sql`${field} desc nulls last`, ...tail];
}
