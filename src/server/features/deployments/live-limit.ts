import { plans } from '../../../shared/plans';
import type { Database } from '../../db/client';
import { allowanceFor } from '../usage/usage.service';

/** How many live apps the user's plan allows. */
export async function liveDeploymentLimit(db: Database, userId: string) {
  const { planName } = await allowanceFor(db, userId);
  const plan = plans.find((p) => p.name === planName) ?? plans[0];
  return { planName, count: plan?.limits.liveDeployments ?? 0 };
}
