import { eq } from 'drizzle-orm';
import { workspaceTexts } from '../../../shared/workspaces';
import type { AccessRevocations } from '../../access/revocations';
import type { CloudChanges } from '../../apps/cloud/cloud-changes';
import type { SignedInUser } from '../../auth/session';
import type { Env } from '../../core/env';
import type { Logger } from '../../core/logger';
import type { Database, Transaction } from '../../db/client';
import { user } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { Mailer } from '../../vendors/mail';
import type { Storage } from '../../vendors/storage';
import { syncSeats } from '../billing/seats';

/** What the workspace routes are built from (deleting a workspace deletes its projects' stored files too). */
export interface WorkspaceDeps {
  db: Database;
  env: Env;
  logger: Logger;
  mailer: Mailer;
  storage: Storage;
  cloudChanges: CloudChanges;
  revocations: AccessRevocations;
}

/** The signed-in user acting: who the audit log and the invitation e-mail name. */
export type Actor = Pick<SignedInUser, 'id' | 'email' | 'name' | 'emailVerified'>;

export const personalWorkspaceError = () => new ApiError(409, 'personal_workspace', workspaceTexts.personalWorkspace);
export const memberNotFound = () => new ApiError(404, 'not_found', workspaceTexts.memberNotFound);
export const ownerRoleError = () => new ApiError(409, 'owner_role', workspaceTexts.ownerRole);

export async function emailOf(db: Database | Transaction, userId: string) {
  const [found] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId)).limit(1);
  return found?.email ?? '';
}

/**
 * After a membership change has committed: seats follow the members (billing), and a member who
 * is gone loses their open streams at once, on every instance.
 */
export async function membershipChanged(deps: WorkspaceDeps, workspaceId: string, goneUserId?: string) {
  if (goneUserId) await deps.revocations.revoke(workspaceId, goneUserId);
  await syncSeats(deps, workspaceId).catch((error) => {
    // The change stands; the provider's seat count is put right by the next change or sync.
    deps.logger.error('seats not synced', { workspaceId, error: String(error) });
  });
}
