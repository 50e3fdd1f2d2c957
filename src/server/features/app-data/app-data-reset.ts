import { and, eq, sql } from 'drizzle-orm';
import { chargeUsage } from '../../apps/cloud/cloud-usage';
import { deleteFileRows, removeStoredFiles } from '../../apps/cloud/files.service';
import { ownerIdentity } from '../../apps/cloud/identity';
import { recordView } from '../../apps/cloud/record-view';
import { cloudRecords } from '../../db/schema';
import type { AppDataDeps, DataScope } from './app-data-access';

const inEnvironment = (projectId: string, environment: 'preview' | 'live') =>
  and(eq(cloudRecords.projectId, projectId), eq(cloudRecords.environment, environment));

/**
 * Empties the preview's records and uploaded files (live data is never touched from here), and
 * with `copyLive` fills it with a copy of the live app's records, all owned by the owner's
 * identity in the preview (the one their own preview runs as). Live files are not copied: they
 * stay live's, and a copied record's file URL names a live file. Visitor devices and app users
 * stay, so open previews keep working. One transaction: a copy that would pass the plan's
 * limits changes nothing; the cleared files' bytes leave storage only after it commits.
 */
export async function resetPreview(deps: AppDataDeps, scope: DataScope, copyLive: boolean) {
  const { project, limits } = scope;
  const { id: ownerId } = await ownerIdentity(deps.db, project.id, 'preview');
  const { removed, copied, files } = await deps.db.transaction(async (tx) => {
    const files = await deleteFileRows(tx, { projectId: project.id, environment: 'preview' }, undefined, limits);
    const removed = await tx.delete(cloudRecords).where(inEnvironment(project.id, 'preview')).returning({
      id: cloudRecords.id,
      collection: cloudRecords.collection,
      ownerId: cloudRecords.ownerId,
      sizeBytes: cloudRecords.sizeBytes,
    });
    const freed = removed.reduce((sum, r) => sum + r.sizeBytes, 0);
    await chargeUsage(
      tx,
      { projectId: project.id, environment: 'preview', records: -removed.length, bytes: -freed },
      limits,
    );
    if (!copyLive) return { removed, copied: [], files };
    const [live] = await tx
      .select({
        records: sql<number>`count(*)`.mapWith(Number),
        bytes: sql<number>`coalesce(sum(${cloudRecords.sizeBytes}), 0)`.mapWith(Number),
      })
      .from(cloudRecords)
      .where(inEnvironment(project.id, 'live'));
    const change = {
      projectId: project.id,
      environment: 'preview' as const,
      records: live?.records ?? 0,
      bytes: live?.bytes ?? 0,
    };
    await chargeUsage(tx, change, limits);
    const copied = await tx
      .insert(cloudRecords)
      .select(
        tx
          .select({
            id: sql`gen_random_uuid()`.as('id'),
            projectId: cloudRecords.projectId,
            environment: sql`'preview'`.as('environment'),
            collection: cloudRecords.collection,
            ownerId: sql`${ownerId}::uuid`.as('owner_id'),
            data: cloudRecords.data,
            sizeBytes: cloudRecords.sizeBytes,
            writtenBy: cloudRecords.writtenBy,
            createdAt: cloudRecords.createdAt,
            updatedAt: cloudRecords.updatedAt,
          })
          .from(cloudRecords)
          .where(inEnvironment(project.id, 'live')),
      )
      .returning();
    return { removed, copied, files };
  });
  // Open previews drop what was cleared and show what was copied, as they would any change.
  for (const r of removed) {
    deps.cloudChanges.publish(project.id, 'preview', r.collection, { type: 'deleted', id: r.id, ownerId: r.ownerId });
  }
  for (const row of copied) {
    deps.cloudChanges.publish(project.id, 'preview', row.collection, {
      type: 'created',
      record: recordView(row),
      ownerId: row.ownerId,
    });
  }
  await removeStoredFiles(deps.storage, files);
  return { removed: removed.length, copied: copied.length, removedFiles: files.length };
}
