import type { RecordSchema } from '../../schema';
import { type Entry, type SavedRecord, textOf, titleOf } from './fields';

/**
 * Why `entry` cannot be saved beside `others`: one of them already holds its values of the
 * schema's unique fields ("Desk 3, 4 Dec 2026, Morning is already taken by Priya"), else null.
 */
export function clashOf(entry: Entry, schema: RecordSchema, others: readonly SavedRecord[]): string | null {
  const fields = schema.fields.filter((f) => schema.unique?.includes(f.key));
  if (fields.length === 0 || fields.some((f) => entry[f.key] === undefined || entry[f.key] === '')) return null;
  const same = (record: SavedRecord) => fields.every((f) => record[f.key] === entry[f.key]);
  const holder = others.find(same);
  if (!holder) return null;
  const values = fields.map((f) => textOf(holder, f)).join(', ');
  return `${values} is already taken by ${titleOf(holder, schema)}.`;
}
