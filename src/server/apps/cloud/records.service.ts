import { and, eq, type SQL } from 'drizzle-orm';
import { cloudTexts, maxRecordBytes } from '../../../shared/cloud/limits';
import type { ListQuery } from '../../../shared/cloud/query';
import type { Database } from '../../db/client';
import { cloudRecords, type RecordWriter } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { isUuid } from '../../http/is-uuid';
import { type CloudCaller, scopeFor, writerOf } from './cloud-access';
import type { CloudChanges } from './cloud-changes';
import { chargeUsage } from './cloud-usage';
import { orderSql, whereSql } from './record-filter';
import { callerView, recordView, withoutReserved } from './record-view';

export interface RecordDeps {
  db: Database;
  cloudChanges: CloudChanges;
}

const notFound = () => new ApiError(404, 'not_found', cloudTexts.notFound);

function sizeOf(data: Record<string, unknown>) {
  const bytes = Buffer.byteLength(JSON.stringify(data));
  if (bytes > maxRecordBytes) throw new ApiError(413, 'payload_too_large', cloudTexts.tooLarge);
  return bytes;
}

/** The rows of one collection this caller may touch for an operation. */
function inScope(caller: CloudCaller, collection: string, ownerId: string | null): SQL {
  return and(
    eq(cloudRecords.projectId, caller.projectId),
    eq(cloudRecords.environment, caller.environment),
    eq(cloudRecords.collection, collection),
    ownerId ? eq(cloudRecords.ownerId, ownerId) : undefined,
  ) as SQL;
}

/**
 * Who a record counts as written by after a change: a visitor's change makes it a visitor's
 * (whatever they left alone, the rest is theirs now); the owner's or the app's keeps what it was,
 * since changing one field does not vouch for the others.
 */
export const afterChange = (was: RecordWriter, by: RecordWriter): RecordWriter => (by === 'visitor' ? by : was);

export async function listRecords({ db }: RecordDeps, caller: CloudCaller, collection: string, query: ListQuery) {
  const { ownerId } = scopeFor(caller, collection, 'read');
  const mine = query.mine && caller.identity ? eq(cloudRecords.ownerId, caller.identity.id) : undefined;
  const rows = await db
    .select()
    .from(cloudRecords)
    .where(and(inScope(caller, collection, ownerId), mine, whereSql(query.where)))
    .orderBy(...orderSql(query))
    .limit(query.limit + 1)
    .offset(query.offset);
  const viewer = caller.identity?.id ?? null;
  return {
    items: rows.slice(0, query.limit).map((row) => callerView(row, viewer)),
    hasMore: rows.length > query.limit,
  };
}

export async function getRecord({ db }: RecordDeps, caller: CloudCaller, collection: string, id: string) {
  const { ownerId } = scopeFor(caller, collection, 'read');
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .select()
    .from(cloudRecords)
    .where(and(inScope(caller, collection, ownerId), eq(cloudRecords.id, id)));
  if (!row) throw notFound();
  return callerView(row, caller.identity?.id ?? null);
}

export async function createRecord(deps: RecordDeps, caller: CloudCaller, collection: string, input: object) {
  scopeFor(caller, collection, 'create');
  const owner = caller.identity?.id as string;
  const data = withoutReserved(input as Record<string, unknown>);
  const sizeBytes = sizeOf(data);
  const row = await deps.db.transaction(async (tx) => {
    await chargeUsage(tx, { ...caller, records: 1, bytes: sizeBytes }, caller.limits);
    const [inserted] = await tx
      .insert(cloudRecords)
      .values({
        projectId: caller.projectId,
        environment: caller.environment,
        collection,
        ownerId: owner,
        data,
        sizeBytes,
        writtenBy: writerOf(caller),
      })
      .returning();
    return inserted as NonNullable<typeof inserted>;
  });
  const record = recordView(row);
  deps.cloudChanges.publish(caller.projectId, caller.environment, collection, {
    type: 'created',
    record,
    ownerId: owner,
  });
  return callerView(row, owner);
}

export async function updateRecord(
  deps: RecordDeps,
  caller: CloudCaller,
  collection: string,
  id: string,
  patch: object,
) {
  const { ownerId } = scopeFor(caller, collection, 'update');
  if (!isUuid(id)) throw notFound();
  const row = await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(cloudRecords)
      .where(and(inScope(caller, collection, ownerId), eq(cloudRecords.id, id)))
      .for('update');
    if (!current) throw notFound();
    const data = { ...current.data, ...withoutReserved(patch as Record<string, unknown>) };
    const sizeBytes = sizeOf(data);
    await chargeUsage(tx, { ...caller, records: 0, bytes: sizeBytes - current.sizeBytes }, caller.limits);
    const [updated] = await tx
      .update(cloudRecords)
      .set({ data, sizeBytes, writtenBy: afterChange(current.writtenBy, writerOf(caller)), updatedAt: new Date() })
      .where(eq(cloudRecords.id, id))
      .returning();
    return updated as NonNullable<typeof updated>;
  });
  const record = recordView(row);
  deps.cloudChanges.publish(caller.projectId, caller.environment, collection, {
    type: 'updated',
    record,
    ownerId: row.ownerId,
  });
  return callerView(row, caller.identity?.id ?? null);
}

export async function deleteRecord(deps: RecordDeps, caller: CloudCaller, collection: string, id: string) {
  const { ownerId } = scopeFor(caller, collection, 'delete');
  if (!isUuid(id)) throw notFound();
  const row = await deps.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(cloudRecords)
      .where(and(inScope(caller, collection, ownerId), eq(cloudRecords.id, id)))
      .returning();
    if (!deleted) throw notFound();
    await chargeUsage(tx, { ...caller, records: -1, bytes: -deleted.sizeBytes }, caller.limits);
    return deleted;
  });
  deps.cloudChanges.publish(caller.projectId, caller.environment, collection, {
    type: 'deleted',
    id: row.id,
    ownerId: row.ownerId,
  });
  return { id: row.id };
}
