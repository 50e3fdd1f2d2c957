import { and, eq } from 'drizzle-orm';
import { can, workspaceTexts } from '../../../shared/workspaces';
import { recordAudit } from '../../access/audit';
import { currentSubscription } from '../../access/entitlements';
import { authorizeWorkspace, roleIn } from '../../access/workspaces';
import type { Database, Transaction } from '../../db/client';
import { projects, workspaceMembers, workspaces } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { deleteProject } from '../project-actions/project-removal';
import { type Actor, emailOf, memberNotFound, personalWorkspaceError, type WorkspaceDeps } from './workspace-deps';
import { readWorkspace } from './workspace-view';

/** Locks the workspace's row for the rest of the transaction: its changes then happen one at a time. */
export const lockWorkspace = (tx: Transaction, workspaceId: string) =>
  tx.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, workspaceId)).for('update');

export async function renameWorkspace(db: Database, workspaceId: string, actor: Actor, name: string) {
  const { workspace, role } = await authorizeWorkspace(db, workspaceId, actor.id, 'open');
  if (!can(role, 'members')) throw new ApiError(403, 'access_denied', workspaceTexts.renameDenied);
  if (workspace.name !== name) {
    await db.transaction(async (tx) => {
      await tx.update(workspaces).set({ name }).where(eq(workspaces.id, workspace.id));
      await recordAudit(tx, {
        workspaceId: workspace.id,
        actorId: actor.id,
        action: 'workspace.renamed',
        target: name,
        detail: { from: workspace.name, to: name },
      });
    });
  }
  return readWorkspace(db, workspace.id, actor.id);
}

async function assertUnpaid(db: Database | Transaction, workspaceId: string) {
  if (await currentSubscription(db, workspaceId)) {
    throw new ApiError(409, 'subscription_active', workspaceTexts.subscriptionActive);
  }
}

/**
 * Deletes a team workspace for good, by its owner, once no plan pays for it. Its projects go the
 * way a project's delete takes them (stored files included), then the workspace with its members,
 * invitations and audit log; its members' open streams end.
 */
export async function deleteWorkspace(deps: WorkspaceDeps, workspaceId: string, actor: Actor) {
  const { db } = deps;
  const { workspace } = await authorizeWorkspace(db, workspaceId, actor.id, 'delete');
  if (workspace.kind === 'personal') throw personalWorkspaceError();
  await assertUnpaid(db, workspace.id);
  const members = await db
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.workspaceId, workspace.id));
  const held = await db.select({ id: projects.id }).from(projects).where(eq(projects.workspaceId, workspace.id));
  for (const project of held) {
    await deleteProject(deps, project.id, actor.id).catch((error) => {
      if (!(error instanceof ApiError && error.status === 404)) throw error; // deleted meanwhile
    });
  }
  await db.transaction(async (tx) => {
    if (!(await lockWorkspace(tx, workspace.id)).length) return;
    await assertUnpaid(tx, workspace.id);
    // A project made meanwhile goes with it (the database cascades).
    await tx.delete(workspaces).where(eq(workspaces.id, workspace.id));
  });
  for (const member of members) await deps.revocations.revoke(workspace.id, member.userId);
  deps.logger.info('workspace deleted', { workspaceId: workspace.id, userId: actor.id, projects: held.length });
}

/** Hands a team workspace to another member: they become its owner, the previous owner an admin. */
export async function transferWorkspace(db: Database, workspaceId: string, actor: Actor, targetId: string) {
  const { workspace } = await authorizeWorkspace(db, workspaceId, actor.id, 'transfer');
  if (workspace.kind === 'personal') throw personalWorkspaceError();
  if (targetId === actor.id) throw new ApiError(409, 'already_owner', workspaceTexts.alreadyOwner);
  if (!(await roleIn(db, workspace.id, targetId))) throw memberNotFound();
  await db.transaction(async (tx) => {
    await lockWorkspace(tx, workspace.id);
    // Still the owner once the row is ours: two transfers at once cannot both give it away.
    await authorizeWorkspace(tx, workspace.id, actor.id, 'transfer');
    const member = and(eq(workspaceMembers.workspaceId, workspace.id), eq(workspaceMembers.userId, targetId));
    const [moved] = await tx.update(workspaceMembers).set({ role: 'owner' }).where(member).returning();
    if (!moved) throw memberNotFound();
    await tx
      .update(workspaceMembers)
      .set({ role: 'admin' })
      .where(and(eq(workspaceMembers.workspaceId, workspace.id), eq(workspaceMembers.userId, actor.id)));
    await tx.update(workspaces).set({ ownerId: targetId }).where(eq(workspaces.id, workspace.id));
    await recordAudit(tx, {
      workspaceId: workspace.id,
      actorId: actor.id,
      action: 'workspace.transferred',
      target: await emailOf(tx, targetId),
      detail: { from: actor.email },
    });
  });
  return readWorkspace(db, workspace.id, actor.id);
}
