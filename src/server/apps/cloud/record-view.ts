import type { cloudRecords } from '../../db/schema';

export type CloudRecordRow = typeof cloudRecords.$inferSelect;

/** Keys every record has; an app's own data may not set them. */
export const reservedKeys = ['id', 'createdAt', 'updatedAt'] as const;

export type CloudRecordView = Record<string, unknown> & { id: string; createdAt: string; updatedAt: string };

/** A record as the app sees it: its data with its id and times beside it, never who owns it. */
export const recordView = (row: CloudRecordRow): CloudRecordView => ({
  ...row.data,
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export function withoutReserved(data: Record<string, unknown>): Record<string, unknown> {
  const copy = { ...data };
  for (const key of reservedKeys) delete copy[key];
  return copy;
}
