import { cloudLimits } from '../../../shared/cloud/limits';
import type { CloudRules } from '../../../shared/cloud/rules';
import { planFor } from '../../access/entitlements';
import type { Database } from '../../db/client';
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
  const { tier } = await planFor(db, project.workspaceId);
  return {
    projectId: project.id,
    environment,
    appName: project.name,
    rules,
    limits: cloudLimits[tier],
    ...who,
    ownerId: project.userId,
    workspaceId: project.workspaceId,
    tier,
    artifactId: site.artifactId,
  };
}
