import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { sha256Hex } from '../../core/sha256';
import type { Database } from '../../db/client';
import { type CloudEnvironment, cloudIdentities } from '../../db/schema';

export type CloudIdentity = Pick<typeof cloudIdentities.$inferSelect, 'id' | 'kind' | 'email'>;

/** A new anonymous device for one app environment; the token is shown once and stored hashed. */
export async function createDevice(db: Database, projectId: string, environment: CloudEnvironment) {
  const token = `swd_${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(cloudIdentities)
    .values({ projectId, environment, kind: 'device', tokenHash: sha256Hex(token) })
    .returning({ id: cloudIdentities.id, kind: cloudIdentities.kind, email: cloudIdentities.email });
  return { token, identity: row as CloudIdentity };
}

/** The identity a token stands for, only within the app and environment it was issued for. */
export async function identityOf(
  db: Database,
  projectId: string,
  environment: CloudEnvironment,
  token: string | undefined,
): Promise<CloudIdentity | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({ id: cloudIdentities.id, kind: cloudIdentities.kind, email: cloudIdentities.email })
    .from(cloudIdentities)
    .where(
      and(
        eq(cloudIdentities.tokenHash, sha256Hex(token)),
        eq(cloudIdentities.projectId, projectId),
        eq(cloudIdentities.environment, environment),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * The project owner's own identity in an environment: who they are in the preview (through
 * their grant) and who owns what they add from the builder. Found by a marker that no token
 * can hash to, so no token ever stands for it.
 */
export async function ownerIdentity(db: Database, projectId: string, environment: CloudEnvironment) {
  const marker = `owner:${projectId}:${environment}`;
  await db
    .insert(cloudIdentities)
    .values({ projectId, environment, kind: 'device', tokenHash: marker })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: cloudIdentities.id, kind: cloudIdentities.kind, email: cloudIdentities.email })
    .from(cloudIdentities)
    .where(eq(cloudIdentities.tokenHash, marker));
  return row as CloudIdentity;
}
