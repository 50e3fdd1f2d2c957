import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { sha256Hex } from '../../core/sha256';
import type { Database } from '../../db/client';
import { type CloudEnvironment, cloudIdentities } from '../../db/schema';
import { type AppScope, deviceLife, holdDeviceSlot, later, sweepExpiredDevices } from './devices';

export type CloudIdentity = Pick<typeof cloudIdentities.$inferSelect, 'id' | 'kind' | 'email'>;
const identityColumns = { id: cloudIdentities.id, kind: cloudIdentities.kind, email: cloudIdentities.email };

/**
 * A new anonymous device for one app environment; the token is shown once and stored hashed.
 * The app's expired devices go first, so a cap filled by devices nobody uses frees itself.
 */
export async function createDevice(db: Database, app: AppScope, cap: number) {
  await sweepExpiredDevices(db, app);
  const token = `swd_${randomBytes(32).toString('base64url')}`;
  const identity = await db.transaction(async (tx) => {
    await holdDeviceSlot(tx, app, cap);
    const [row] = await tx
      .insert(cloudIdentities)
      .values({ ...app, kind: 'device', tokenHash: sha256Hex(token), expiresAt: later(deviceLife.unusedMs) })
      .returning(identityColumns);
    return row as CloudIdentity;
  });
  return { token, identity };
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
    .select({ ...identityColumns, expiresAt: cloudIdentities.expiresAt })
    .from(cloudIdentities)
    .where(
      and(
        eq(cloudIdentities.tokenHash, sha256Hex(token)),
        eq(cloudIdentities.projectId, projectId),
        eq(cloudIdentities.environment, environment),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { expiresAt, ...identity } = row;
  // Use keeps a device: its expiry moves on, written only when it has not moved for a while.
  if (expiresAt && expiresAt < later(deviceLife.idleMs - deviceLife.renewEveryMs)) {
    await db
      .update(cloudIdentities)
      .set({ expiresAt: later(deviceLife.idleMs) })
      .where(eq(cloudIdentities.id, identity.id));
  }
  return identity;
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
  const [row] = await db.select(identityColumns).from(cloudIdentities).where(eq(cloudIdentities.tokenHash, marker));
  return row as CloudIdentity;
}
