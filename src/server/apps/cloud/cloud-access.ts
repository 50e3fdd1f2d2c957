import type { CloudLimits } from '../../../shared/cloud/limits';
import { cloudTexts } from '../../../shared/cloud/limits';
import { accessFor, type CloudOperation, type CloudRules } from '../../../shared/cloud/rules';
import type { CloudEnvironment } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { AppHostEnv } from '../hosting/app-hosts';
import type { CloudIdentity } from './identity';

/** One request to an app's backend: which app and environment, its rules and limits, and who asks. */
export interface CloudCaller {
  projectId: string;
  /** The project's name, as app users see it in their sign-in e-mail. */
  appName: string;
  environment: CloudEnvironment;
  rules: CloudRules;
  limits: CloudLimits;
  identity: CloudIdentity | null;
  /** The project's owner, in their own preview. */
  asOwner: boolean;
}

/** Routes of an app's backend see who is calling in c.var.caller. */
export type CloudEnv = AppHostEnv & { Variables: { caller: CloudCaller } };

const verbs: Record<CloudOperation, string> = { read: 'read', create: 'add', update: 'change', delete: 'delete' };

/**
 * What the rules let this caller do to a collection: every record, only their own, or nothing
 * (an error). Writes always need an identity, since every record has an owner.
 */
export function scopeFor(caller: CloudCaller, collection: string, operation: CloudOperation) {
  const level = accessFor(caller.rules, collection, operation);
  const { identity } = caller;
  if (level === 'none') throw new ApiError(403, 'forbidden', cloudTexts.forbidden(verbs[operation], collection));
  if (level === 'signed-in' && identity?.kind !== 'user') {
    throw new ApiError(401, 'sign_in_required', cloudTexts.signInRequired(verbs[operation], collection));
  }
  if (!identity && !(level === 'public' && operation === 'read')) {
    throw new ApiError(401, 'identity_required', cloudTexts.identityRequired);
  }
  return level === 'owner' ? { ownerId: (identity as CloudIdentity).id } : { ownerId: null };
}
