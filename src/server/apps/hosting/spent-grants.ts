import { lt } from 'drizzle-orm';
import { sha256Hex } from '../../core/sha256';
import type { Database } from '../../db/client';
import { spentGrants } from '../../db/schema';

/**
 * Uses up a grant that may be exchanged once: true the first time, false ever after. Without
 * this, a grant seen in a log, a history or a Referer opens the app again within its minute.
 * Kept by digest until `until` (when the grant expires anyway, and is refused on its own).
 */
export async function spendGrant(db: Database, token: string, until: Date): Promise<boolean> {
  await db.delete(spentGrants).where(lt(spentGrants.expiresAt, new Date()));
  const spent = await db
    .insert(spentGrants)
    .values({ tokenHash: sha256Hex(token), expiresAt: until })
    .onConflictDoNothing()
    .returning({ tokenHash: spentGrants.tokenHash });
  return spent.length > 0;
}
