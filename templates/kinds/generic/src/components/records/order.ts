import type { RecordSchema } from '../../schema';
import { amountField, dateField, numberOf, recordDay, type SavedRecord, titleOf } from './fields';

export type Order = NonNullable<RecordSchema['sort']>;

/** The orders a list of these records can be sorted in: by date and amount only when it has them. */
export function ordersFor(schema: RecordSchema): { value: Order; label: string }[] {
  const date = dateField(schema);
  const amount = amountField(schema);
  return [
    { value: 'added', label: 'Newest first' },
    ...(date ? [{ value: 'date' as const, label: `${date.label} (latest first)` }] : []),
    ...(amount ? [{ value: 'amount' as const, label: `${amount.label} (highest first)` }] : []),
    { value: 'title', label: 'A to Z' },
  ];
}

export function compareBy(order: Order, schema: RecordSchema) {
  const amount = amountField(schema);
  return (x: SavedRecord, y: SavedRecord) => {
    if (order === 'title') return titleOf(x, schema).localeCompare(titleOf(y, schema));
    if (order === 'amount' && amount) return (numberOf(y, amount) ?? -Infinity) - (numberOf(x, amount) ?? -Infinity);
    if (order === 'date') return (recordDay(y, schema)?.getTime() ?? 0) - (recordDay(x, schema)?.getTime() ?? 0);
    return y.createdAt.localeCompare(x.createdAt);
  };
}
