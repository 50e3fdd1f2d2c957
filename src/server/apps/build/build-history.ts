import { sql } from 'drizzle-orm';
import { type Database, executedRows } from '../../db/client';
import { buildArtifacts, deployments } from '../../db/schema';
import type { BuildAssets } from './build-assets';

/** Builds kept per project besides deployed ones: enough to show the last good one. */
const keptBuilds = 10;

/** Keeps the newest builds and every deployed one; older builds are only history. */
export async function pruneBuilds(db: Database, projectId: string, assets?: BuildAssets) {
  const pruned = await db.execute(sql`
    delete from ${buildArtifacts}
    where ${buildArtifacts.projectId} = ${projectId}
      and ${buildArtifacts.id} not in (select ${deployments.artifactId} from ${deployments} where ${deployments.projectId} = ${projectId})
      and ${buildArtifacts.id} not in (
        select ${buildArtifacts.id} from ${buildArtifacts} where ${buildArtifacts.projectId} = ${projectId}
        order by ${buildArtifacts.createdAt} desc limit ${keptBuilds}::integer)
    returning ${buildArtifacts.assetsKey} as key`);
  const keys = executedRows<{ key: string | null }>(pruned).flatMap((row) => (row.key ? [row.key] : []));
  await assets?.removeUnused(db, projectId, keys);
}
