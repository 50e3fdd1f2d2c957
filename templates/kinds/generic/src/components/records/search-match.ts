import type { RecordSchema } from '../../schema';
import { fieldsOf, type SavedRecord, textOf } from './fields';

/** Whether the record holds `words` (lower case) in a field people read; with no words, every record does. */
export function matchesSearch(record: SavedRecord, schema: RecordSchema, words: string): boolean {
  if (!words) return true;
  return fieldsOf(schema, 'text', 'longtext', 'email', 'phone', 'url', 'tags', 'select').some((f) =>
    textOf(record, f).toLowerCase().includes(words),
  );
}
