import { and, eq, inArray, lt, not, type SQL, sql } from 'drizzle-orm';
import { cloudTexts } from '../../../shared/cloud/limits';
import type { Database, Transaction } from '../../db/client';
import { type CloudEnvironment, cloudFiles, cloudIdentities, cloudRecords, cloudUsage } from '../../db/schema';
import { ApiError } from '../../http/api-error';

export interface AppScope {
  projectId: string;
  environment: CloudEnvironment;
}

/**
 * How long an anonymous device lasts. Every page without storage (a frame the browser refuses
 * it to, a private window) makes one, so most are never used twice. A device that owns nothing
 * can go at any time without anyone noticing: the SDK makes a new one when its token stops
 * working. One that owns records or files is kept, since removing it would strand its data.
 */
export const deviceLife = {
  /** Made but never used: removed after a day. */
  unusedMs: 24 * 60 * 60_000,
  /** Used, then idle this long (and owning nothing): removed. The migration that added expiry says 30 days too. */
  idleMs: 30 * 24 * 60 * 60_000,
  /** Using a device pushes its expiry back at most this often, so requests rarely write. */
  renewEveryMs: 60 * 60_000,
  /** New devices per client address, app and environment, per hour. */
  perAddressPerHour: 60,
} as const;

/** Expired devices looked at per new device: enough to keep up, few enough to stay cheap. */
const sweepBatch = 100;

export const later = (ms: number) => new Date(Date.now() + ms);

/**
 * Counts one more device against the plan's cap, in the transaction that makes it: one
 * conditional update, so parallel requests cannot pass the cap together.
 */
export async function holdDeviceSlot(tx: Transaction, app: AppScope, cap: number) {
  await tx.insert(cloudUsage).values(app).onConflictDoNothing();
  const [room] = await tx
    .update(cloudUsage)
    .set({ devices: sql`${cloudUsage.devices} + 1` })
    .where(and(usageOf(app), lt(cloudUsage.devices, cap)))
    .returning({ devices: cloudUsage.devices });
  if (!room) throw new ApiError(429, 'too_many_devices', cloudTexts.devicesFull(cap), { 'Retry-After': '3600' });
}

const usageOf = (app: AppScope) =>
  and(eq(cloudUsage.projectId, app.projectId), eq(cloudUsage.environment, app.environment));

/** Whether an identity owns any record or file (both looked up by index). */
const ownsData: SQL = sql`(exists (select 1 from ${cloudRecords} where ${cloudRecords.ownerId} = ${cloudIdentities.id})
  or exists (select 1 from ${cloudFiles} where ${cloudFiles.projectId} = ${cloudIdentities.projectId}
    and ${cloudFiles.environment} = ${cloudIdentities.environment} and ${cloudFiles.ownerId} = ${cloudIdentities.id}))`;

/**
 * Removes a batch of the app's expired devices that own nothing, and gives expired ones that
 * still own data another idle period, so they are not looked at again on every call. Its own
 * transaction: what it frees stays freed even when the device that follows is refused.
 */
export async function sweepExpiredDevices(db: Database, app: AppScope) {
  const expired = and(
    eq(cloudIdentities.projectId, app.projectId),
    eq(cloudIdentities.environment, app.environment),
    lt(cloudIdentities.expiresAt, new Date()),
  );
  const batch = (tx: Transaction, holding: SQL) =>
    tx.select({ id: cloudIdentities.id }).from(cloudIdentities).where(and(expired, holding)).limit(sweepBatch);
  await db.transaction(async (tx) => {
    await tx
      .update(cloudIdentities)
      .set({ expiresAt: later(deviceLife.idleMs) })
      .where(inArray(cloudIdentities.id, batch(tx, ownsData)));
    const removed = await tx
      .delete(cloudIdentities)
      .where(inArray(cloudIdentities.id, batch(tx, not(ownsData))))
      .returning({ id: cloudIdentities.id });
    if (removed.length === 0) return;
    await tx
      .update(cloudUsage)
      .set({ devices: sql`greatest(${cloudUsage.devices} - ${removed.length}, 0)` })
      .where(usageOf(app));
  });
}
