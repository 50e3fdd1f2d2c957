import { and, eq, sql } from 'drizzle-orm';
import type { CloudLimits } from '../../../shared/cloud/limits';
import { cloudTexts } from '../../../shared/cloud/limits';
import type { Transaction } from '../../db/client';
import { type CloudEnvironment, cloudUsage } from '../../db/schema';
import { ApiError } from '../../http/api-error';

interface UsageChange {
  projectId: string;
  environment: CloudEnvironment;
  records: number;
  bytes: number;
}

/**
 * Counts a change against the plan in the same transaction as the change itself. Growth is one
 * conditional update, so parallel writes can never pass a limit together; shrinking always works.
 */
export async function chargeUsage(tx: Transaction, change: UsageChange, limits: CloudLimits) {
  const { projectId, environment, records, bytes } = change;
  await tx.insert(cloudUsage).values({ projectId, environment }).onConflictDoNothing();
  const scope = and(eq(cloudUsage.projectId, projectId), eq(cloudUsage.environment, environment));
  const grows = records > 0 || bytes > 0;
  const [row] = await tx
    .update(cloudUsage)
    .set({
      records: sql`greatest(${cloudUsage.records} + ${records}, 0)`,
      storedBytes: sql`greatest(${cloudUsage.storedBytes} + ${bytes}, 0)`,
    })
    .where(
      grows
        ? and(
            scope,
            sql`${cloudUsage.records} + ${records} <= ${limits.records}`,
            sql`${cloudUsage.storedBytes} + ${bytes} <= ${limits.storedBytes}`,
          )
        : scope,
    )
    .returning({ records: cloudUsage.records });
  if (row) return;
  const [current] = await tx.select().from(cloudUsage).where(scope);
  const fullOfRecords = (current?.records ?? 0) + records > limits.records;
  throw new ApiError(
    403,
    'quota_exceeded',
    fullOfRecords ? cloudTexts.recordsFull(limits.records) : cloudTexts.storageFull,
  );
}
