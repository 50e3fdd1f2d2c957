import type { cloudRecords } from '../../db/schema';

export type CloudRecordRow = typeof cloudRecords.$inferSelect;

/** Keys every record has (and `mine`, for the one who reads it); an app's own data may not set them. */
export const reservedKeys = ['id', 'createdAt', 'updatedAt', 'mine'] as const;

export type CloudRecordView = Record<string, unknown> & { id: string; createdAt: string; updatedAt: string };

/** A record as the app sees it: its data with its id and times beside it, never who owns it. */
export const recordView = (row: CloudRecordRow): CloudRecordView => ({
  ...row.data,
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * A record as one caller of the app sees it: with `mine` saying whether they added it, which is
 * what they may change where the rules show them everyone's. Still never who owns it.
 */
export const callerView = (row: CloudRecordRow, callerId: string | null) => ({
  ...recordView(row),
  mine: callerId !== null && row.ownerId === callerId,
});

export function withoutReserved(data: Record<string, unknown>): Record<string, unknown> {
  const copy = { ...data };
  for (const key of reservedKeys) delete copy[key];
  return copy;
}
