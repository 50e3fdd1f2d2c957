import { and, eq, sql } from 'drizzle-orm';
import { LruMap } from '../../core/lru-map';
import type { Database } from '../../db/client';
import { buildArtifacts } from '../../db/schema';

/** Builds whose function names this process knows; a build never changes, so they never go stale. */
const known = new LruMap<string, ReadonlySet<string>>(512);

/**
 * The functions a build has, read without its code. A call to one it has not is answered before
 * anything is counted, run or kept.
 */
export async function functionNamesOf(db: Database, projectId: string, artifactId: string) {
  const cached = known.get(artifactId);
  if (cached) return cached;
  const [row] = await db
    .select({ names: sql<string[]>`array(select jsonb_object_keys(${buildArtifacts.functions}))` })
    .from(buildArtifacts)
    .where(and(eq(buildArtifacts.id, artifactId), eq(buildArtifacts.projectId, projectId)))
    .limit(1);
  const names: ReadonlySet<string> = new Set(row?.names ?? []);
  if (row) known.set(artifactId, names);
  return names;
}
