import { cloudLimits } from '../../../shared/cloud/limits';
import type { CloudRules } from '../../../shared/cloud/rules';
import type { Database } from '../../db/client';
import { planFor } from '../../features/billing/entitlements';
import type { AppSite } from '../hosting/app-site';
import type { CloudCaller } from './cloud-access';
import type { CloudIdentity } from './identity';

/** Who calls an app's backend on this site, with the limits and the plan of the app's owner. */
export async function siteCaller(
  db: Database,
  site: AppSite,
  rules: CloudRules,
  who: { identity: CloudIdentity | null; asOwner: boolean },
): Promise<CloudCaller> {
  const { project, environment } = site;
  const { tier } = await planFor(db, project.userId);
  return {
    projectId: project.id,
    environment,
    appName: project.name,
    rules,
    limits: cloudLimits[tier],
    ...who,
    ownerId: project.userId,
    tier,
    artifactId: site.artifactId,
  };
}
