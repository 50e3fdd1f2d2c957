import { ordersCollection, paymentErrorCodes, paymentTexts } from '../../../shared/app-services/payments';
import type { CloudLimits } from '../../../shared/cloud/limits';
import { cloudTexts } from '../../../shared/cloud/limits';
import {
  type AccessLevel,
  accessFor,
  type CloudOperation,
  type CloudRules,
  collectionNameSchema,
  fileAccessFor,
} from '../../../shared/cloud/rules';
import type { PlanTier } from '../../../shared/plans';
import type { CloudEnvironment, RecordWriter } from '../../db/schema';
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
  /** Whose app it is, on which plan: what App Functions are counted against. */
  ownerId: string;
  /** The workspace that pays for the app: its plan and token pool. */
  workspaceId: string;
  tier: PlanTier;
  /** The build this host serves (its functions run); none while no build worked. */
  artifactId: string | null;
  /** A function acting as the app itself (`ctx.cloud.asApp()`): past the rules, deliberately. */
  asApp?: boolean;
  /** The request comes from one of the app's functions (server code the owner wrote), not a browser. */
  viaFunction?: boolean;
}

/**
 * Routes of an app's backend see who is calling in c.var.caller. The server itself may name the
 * caller as a binding (a function's `ctx.cloud`): no request can set one.
 */
export type CloudEnv = {
  Bindings: AppHostEnv['Bindings'] & { caller?: CloudCaller };
  Variables: { caller: CloudCaller };
};

const verbs: Record<CloudOperation, string> = { read: 'read', create: 'add', update: 'change', delete: 'delete' };

/**
 * What the rules let this caller do to a collection: every record, only their own, or nothing
 * (an error). Writes always need an identity, since every record has an owner.
 */
export const scopeFor = (caller: CloudCaller, collection: string, operation: CloudOperation) =>
  collection === ordersCollection
    ? ordersScope(caller, operation)
    : scopeOf(caller, accessFor(caller.rules, collection, operation), operation, collection);

/**
 * Orders are the payment service's record of money that moved: whatever cloud.json says, nobody
 * writes them through the records API (not even a function acting as the app), and a buyer
 * reads only their own. The owner sees them all in the builder's Database tab.
 */
function ordersScope(caller: CloudCaller, operation: CloudOperation) {
  if (operation !== 'read') throw new ApiError(403, paymentErrorCodes.ordersReadOnly, paymentTexts.ordersReadOnly);
  if (caller.asApp) return { ownerId: null };
  if (!caller.identity) throw new ApiError(401, 'identity_required', cloudTexts.identityRequired);
  return { ownerId: caller.identity.id };
}

/** The same for uploaded files, under the rules' `files` entry. */
export const fileScopeFor = (caller: CloudCaller, operation: CloudOperation) =>
  scopeOf(caller, fileAccessFor(caller.rules, operation), operation, 'files');

function scopeOf(caller: CloudCaller, level: AccessLevel, operation: CloudOperation, what: string) {
  if (caller.asApp) return { ownerId: null };
  const { identity } = caller;
  if (level === 'none') throw new ApiError(403, 'forbidden', cloudTexts.forbidden(verbs[operation], what));
  if (level === 'signed-in' && identity?.kind !== 'user') {
    throw new ApiError(401, 'sign_in_required', cloudTexts.signInRequired(verbs[operation], what));
  }
  if (!identity && !(level === 'public' && operation === 'read')) {
    throw new ApiError(401, 'identity_required', cloudTexts.identityRequired);
  }
  return level === 'owner' ? { ownerId: (identity as CloudIdentity).id } : { ownerId: null };
}

/**
 * Who this caller writes as: the app itself (a function's `asApp()`), the owner (their own
 * preview, or a function they ran from the builder), else a visitor, signed in or not.
 */
export const writerOf = (caller: CloudCaller): RecordWriter =>
  caller.asApp ? 'app' : caller.asOwner ? 'owner' : 'visitor';

/** A collection name from a URL, or a 400 naming what is wrong with it. */
export function collectionParam(name: string) {
  const parsed = collectionNameSchema.safeParse(name);
  if (!parsed.success) throw new ApiError(400, 'invalid_input', parsed.error.issues[0]?.message ?? 'Bad collection.');
  return parsed.data;
}
