import { and, eq, type SQL, sql } from 'drizzle-orm';
import { cloudTexts, maxRecordBytes } from '../../../shared/cloud/limits';
import { chargeUsage } from '../../apps/cloud/cloud-usage';
import { ownerIdentity } from '../../apps/cloud/identity';
import { orderSql } from '../../apps/cloud/record-filter';
import { type CloudRecordRow, recordView } from '../../apps/cloud/record-view';
import { cloudIdentities, cloudRecords } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { isUuid } from '../../http/is-uuid';
import type { RecordsQuery } from './app-data.schemas';
import type { AppDataDeps, DataScope } from './app-data-access';

const notFound = () => new ApiError(404, 'not_found', cloudTexts.notFound);

function sizeOf(data: Record<string, unknown>) {
  const bytes = Buffer.byteLength(JSON.stringify(data));
  if (bytes > maxRecordBytes) throw new ApiError(413, 'payload_too_large', cloudTexts.tooLarge);
  return bytes;
}

export const inCollection = ({ project, environment }: DataScope, collection: string) =>
  and(
    eq(cloudRecords.projectId, project.id),
    eq(cloudRecords.environment, environment),
    eq(cloudRecords.collection, collection),
  ) as SQL;

/** LIKE's own wildcards in what the owner typed are matched literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A search matches any of a record's top-level values as text, ignoring case, or the start of
 * its id (at least the 8 characters the table shows, so short numbers do not match ids by chance).
 */
function searchSql(text: string): SQL | undefined {
  if (!text) return undefined;
  const escaped = escapeLike(text);
  const values = sql`exists (select 1 from jsonb_each_text(${cloudRecords.data}) as field where field.value ilike ${`%${escaped}%`})`;
  if (text.length < 8) return values;
  return sql`(${values} or ${cloudRecords.id}::text ilike ${`${escaped}%`})`;
}

/** A record as the owner sees it: its data apart from its id and times, and who made it. */
const ownerView = (row: CloudRecordRow, owner: { kind: OwnerKind; email: string | null }) => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  data: row.data,
  owner,
});

/**
 * Who added a record, for the owner's eyes: themselves (from this tab or their own preview), an
 * app user, or an anonymous visitor's device.
 */
const ownerKind = (ownerId: string) =>
  sql<OwnerKind>`case when ${cloudRecords.ownerId} = ${ownerId}::uuid then 'owner' when ${cloudIdentities.kind} = 'user' then 'user' else 'device' end`;
type OwnerKind = 'owner' | 'device' | 'user';

export async function listCollection({ db }: AppDataDeps, scope: DataScope, collection: string, query: RecordsQuery) {
  const owner = await ownerIdentity(db, scope.project.id, scope.environment);
  const where = and(inCollection(scope, collection), searchSql(query.search));
  const [rows, total] = await Promise.all([
    db
      .select({ record: cloudRecords, kind: ownerKind(owner.id), email: cloudIdentities.email })
      .from(cloudRecords)
      .leftJoin(cloudIdentities, eq(cloudIdentities.id, cloudRecords.ownerId))
      .where(where)
      .orderBy(...orderSql(query))
      .limit(query.limit)
      .offset(query.offset),
    db.$count(cloudRecords, where),
  ]);
  return { items: rows.map((r) => ownerView(r.record, { kind: r.kind, email: r.email })), total };
}

export async function addRecord(
  deps: AppDataDeps,
  scope: DataScope,
  collection: string,
  data: Record<string, unknown>,
) {
  const { project, environment } = scope;
  const sizeBytes = sizeOf(data);
  // Owned by the owner's own identity, the one their preview runs as: what they add here is
  // theirs there too, whatever the rules.
  const { id: ownerId } = await ownerIdentity(deps.db, project.id, environment);
  const row = await deps.db.transaction(async (tx) => {
    await chargeUsage(tx, { projectId: project.id, environment, records: 1, bytes: sizeBytes }, scope.limits);
    const [inserted] = await tx
      .insert(cloudRecords)
      .values({ projectId: project.id, environment, collection, ownerId, data, sizeBytes, writtenBy: 'owner' })
      .returning();
    return inserted as CloudRecordRow;
  });
  const record = recordView(row);
  deps.cloudChanges.publish(project.id, environment, collection, { type: 'created', record, ownerId: row.ownerId });
  return ownerView(row, { kind: 'owner', email: null });
}

/** Sets one field of a record to a new JSON value, keeping the rest. */
export async function setField(
  deps: AppDataDeps,
  scope: DataScope,
  collection: string,
  id: string,
  { field, value }: { field: string; value: unknown },
) {
  if (!isUuid(id)) throw notFound();
  const { project, environment } = scope;
  const row = await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(cloudRecords)
      .where(and(inCollection(scope, collection), eq(cloudRecords.id, id)))
      .for('update');
    if (!current) throw notFound();
    const data = { ...current.data, [field]: value };
    const sizeBytes = sizeOf(data);
    const change = { projectId: project.id, environment, records: 0, bytes: sizeBytes - current.sizeBytes };
    await chargeUsage(tx, change, scope.limits);
    const [updated] = await tx
      .update(cloudRecords)
      .set({ data, sizeBytes, updatedAt: new Date() })
      .where(eq(cloudRecords.id, id))
      .returning();
    return updated as CloudRecordRow;
  });
  const record = recordView(row);
  deps.cloudChanges.publish(project.id, environment, collection, { type: 'updated', record, ownerId: row.ownerId });
  return { id: row.id, updatedAt: record.updatedAt, data: row.data };
}

export async function removeRecord(deps: AppDataDeps, scope: DataScope, collection: string, id: string) {
  if (!isUuid(id)) throw notFound();
  const { project, environment } = scope;
  const row = await deps.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(cloudRecords)
      .where(and(inCollection(scope, collection), eq(cloudRecords.id, id)))
      .returning();
    if (!deleted) throw notFound();
    const change = { projectId: project.id, environment, records: -1, bytes: -deleted.sizeBytes };
    await chargeUsage(tx, change, scope.limits);
    return deleted;
  });
  deps.cloudChanges.publish(project.id, environment, collection, { type: 'deleted', id: row.id, ownerId: row.ownerId });
  return { id: row.id };
}
