import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type OrderStatus, ordersCollection } from '../../../shared/app-services/payments';
import { type CloudLimits, cloudLimits } from '../../../shared/cloud/limits';
import type { Database } from '../../db/client';
import { cloudRecords } from '../../db/schema';
import { isUuid } from '../../http/is-uuid';
import type { CloudChanges } from './cloud-changes';
import { chargeUsage } from './cloud-usage';
import type { PaymentScope } from './payments-stripe';
import { type CloudRecordRow, recordView } from './record-view';

export interface OrderDeps {
  db: Database;
  cloudChanges: CloudChanges;
}

export type OrderRow = CloudRecordRow;

/**
 * Where an order may go from where it is. Anything else (a replayed event, `expired` arriving
 * after `paid`) leaves it as it is, so each event can be handled any number of times.
 */
const next: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paid', 'failed', 'expired', 'canceled'],
  paid: ['refunded'],
  failed: [],
  refunded: [],
  canceled: [],
  expired: [],
};

/** When an order reached a status, kept beside it. */
const stampOf: Partial<Record<OrderStatus, string>> = {
  paid: 'paidAt',
  failed: 'failedAt',
  refunded: 'refundedAt',
  canceled: 'canceledAt',
  expired: 'expiredAt',
};

// The money has moved: an order's new status is kept even in an app that is out of storage.
const unlimited: CloudLimits = {
  ...cloudLimits.team,
  records: Number.MAX_SAFE_INTEGER,
  storedBytes: Number.MAX_SAFE_INTEGER,
};

const sizeOf = (data: Record<string, unknown>) => Buffer.byteLength(JSON.stringify(data));
const ofApp = (scope: PaymentScope): SQL =>
  and(
    eq(cloudRecords.projectId, scope.projectId),
    eq(cloudRecords.environment, scope.environment),
    eq(cloudRecords.collection, ordersCollection),
  ) as SQL;

/** A new order, the buyer's, counted against the app's limits like any record they add. */
export async function createOrder(
  deps: OrderDeps,
  scope: PaymentScope & { limits: CloudLimits },
  order: { id: string; buyerId: string; data: Record<string, unknown> },
) {
  const sizeBytes = sizeOf(order.data);
  const row = await deps.db.transaction(async (tx) => {
    await chargeUsage(tx, { ...scope, records: 1, bytes: sizeBytes }, scope.limits);
    const [inserted] = await tx
      .insert(cloudRecords)
      .values({
        id: order.id,
        projectId: scope.projectId,
        environment: scope.environment,
        collection: ordersCollection,
        ownerId: order.buyerId,
        data: order.data,
        sizeBytes,
        // The payment service writes orders; the buyer only asked for one.
        writtenBy: 'app',
      })
      .returning();
    return inserted as OrderRow;
  });
  publish(deps, row, 'created');
  return row;
}

/** An order whose checkout never started (the provider refused it): gone, as if never made. */
export async function dropOrder(deps: OrderDeps, scope: PaymentScope, id: string) {
  const dropped = await deps.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(cloudRecords)
      .where(and(ofApp(scope), eq(cloudRecords.id, id)))
      .returning();
    if (deleted) await chargeUsage(tx, { ...scope, records: -1, bytes: -deleted.sizeBytes }, unlimited);
    return deleted;
  });
  if (dropped) {
    deps.cloudChanges.publish(scope.projectId, scope.environment, ordersCollection, {
      type: 'deleted',
      id: dropped.id,
      ownerId: dropped.ownerId,
    });
  }
}

/** One order of this app environment, by id or by a field of its data (a payment intent). */
export async function findOrder(db: Database, scope: PaymentScope, by: { id: string } | { data: object }) {
  if ('id' in by && !isUuid(by.id)) return null;
  const match =
    'id' in by ? eq(cloudRecords.id, by.id) : sql`${cloudRecords.data} @> ${JSON.stringify(by.data)}::jsonb`;
  const [row] = await db
    .select()
    .from(cloudRecords)
    .where(and(ofApp(scope), match))
    .limit(1);
  return row ?? null;
}

export const statusOf = (row: OrderRow) => row.data.status as OrderStatus;

/**
 * Changes an order as `change` decides from what it holds now (null: leave it). The row is
 * locked, so a webhook and a buyer's poll arriving together make one change, not two.
 */
async function changeOrder(
  deps: OrderDeps,
  scope: PaymentScope,
  id: string,
  change: (current: OrderRow) => Record<string, unknown> | null,
) {
  const result = await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(cloudRecords)
      .where(and(ofApp(scope), eq(cloudRecords.id, id)))
      .for('update');
    const data = current ? change(current) : null;
    if (!current || !data) return { row: current ?? null, changed: false };
    const sizeBytes = sizeOf(data);
    await chargeUsage(tx, { ...scope, records: 0, bytes: sizeBytes - current.sizeBytes }, unlimited);
    const [updated] = await tx
      .update(cloudRecords)
      .set({ data, sizeBytes, updatedAt: new Date() })
      .where(eq(cloudRecords.id, id))
      .returning();
    return { row: updated as OrderRow, changed: true };
  });
  if (result.row && result.changed) publish(deps, result.row, 'updated');
  return result.row;
}

/** Moves an order to `status` (with facts like the payment intent) when that is a step it can take; answers it as it is after. */
export const moveOrder = (
  deps: OrderDeps,
  scope: PaymentScope,
  id: string,
  status: OrderStatus,
  extra: Record<string, unknown> = {},
) =>
  changeOrder(deps, scope, id, (current) => {
    if (!next[statusOf(current)].includes(status)) return null;
    const stamp = stampOf[status];
    return { ...current.data, ...extra, status, ...(stamp && { [stamp]: new Date().toISOString() }) };
  });

/** Adds facts to an order without moving it (its Checkout session, a partial refund). */
export const noteOrder = (deps: OrderDeps, scope: PaymentScope, id: string, facts: Record<string, unknown>) =>
  changeOrder(deps, scope, id, (current) => ({ ...current.data, ...facts }));

function publish(deps: OrderDeps, row: OrderRow, type: 'created' | 'updated') {
  deps.cloudChanges.publish(row.projectId, row.environment, ordersCollection, {
    type,
    record: recordView(row),
    ownerId: row.ownerId,
  });
}
