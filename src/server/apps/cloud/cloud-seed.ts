import { and, eq } from 'drizzle-orm';
import type { Logger } from '../../core/logger';
import { LruMap } from '../../core/lru-map';
import type { Database } from '../../db/client';
import { cloudIdentities, cloudRecords } from '../../db/schema';
import type { CloudCaller } from './cloud-access';
import type { CloudChanges } from './cloud-changes';
import { chargeUsage } from './cloud-usage';
import { ownerIdentity } from './identity';
import { recordView, withoutReserved } from './record-view';

export interface SeedDeps {
  db: Database;
  logger: Logger;
  cloudChanges: CloudChanges;
}

/** Collections this process knows were seeded (or decided) already: most requests ask nothing. */
const decided = new LruMap<string, true>(5_000);

/**
 * Fills the collections the served build's cloud.json seeds (a shop's products), the first time
 * each is used in an environment, if it is empty then. Seeded records are the owner's, counted
 * like any record. Whatever happens to them afterwards (edits, deletes) is the owner's: a
 * collection is seeded at most once per environment.
 */
export async function seedCollections(deps: SeedDeps, caller: CloudCaller) {
  for (const [collection, records] of Object.entries(caller.rules.seed ?? {})) {
    const key = `${caller.projectId}:${caller.environment}:${collection}`;
    if (records.length === 0 || decided.get(key)) continue;
    try {
      await seedCollection(deps, caller, collection, records);
      decided.set(key, true);
    } catch (error) {
      // The app still answers; a full app is seeded by a later request once there is room.
      deps.logger.warn('app cloud: seeding failed', { projectId: caller.projectId, collection, error: String(error) });
    }
  }
}

async function seedCollection(deps: SeedDeps, caller: CloudCaller, collection: string, records: object[]) {
  const { projectId, environment } = caller;
  const owner = await ownerIdentity(deps.db, projectId, environment);
  const inserted = await deps.db.transaction(async (tx) => {
    // Claimed by a row no token can hash to, as ownerIdentity's is: of two first requests at once,
    // the second waits for the first's insert and then finds it, so a collection is seeded once.
    const [claimed] = await tx
      .insert(cloudIdentities)
      .values({ projectId, environment, kind: 'device', tokenHash: `seed:${projectId}:${environment}:${collection}` })
      .onConflictDoNothing()
      .returning({ id: cloudIdentities.id });
    if (!claimed) return [];
    const [existing] = await tx
      .select({ id: cloudRecords.id })
      .from(cloudRecords)
      .where(
        and(
          eq(cloudRecords.projectId, projectId),
          eq(cloudRecords.environment, environment),
          eq(cloudRecords.collection, collection),
        ),
      )
      .limit(1);
    if (existing) return [];
    const now = Date.now();
    const rows = records.map((record, index) => {
      const data = withoutReserved(record as Record<string, unknown>);
      // Lists show the newest first: the seed's first record is the newest, so it shows first.
      const at = new Date(now - index);
      return {
        projectId,
        environment,
        collection,
        ownerId: owner.id,
        data,
        writtenBy: 'owner' as const,
        createdAt: at,
        updatedAt: at,
      };
    });
    const sized = rows.map((row) => ({ ...row, sizeBytes: Buffer.byteLength(JSON.stringify(row.data)) }));
    const bytes = sized.reduce((sum, row) => sum + row.sizeBytes, 0);
    await chargeUsage(tx, { projectId, environment, records: sized.length, bytes }, caller.limits);
    return tx.insert(cloudRecords).values(sized).returning();
  });
  for (const row of inserted) {
    deps.cloudChanges.publish(projectId, environment, collection, {
      type: 'created',
      record: recordView(row),
      ownerId: row.ownerId,
    });
  }
}
