import { and, eq, ne } from 'drizzle-orm';
import type { AssignableRole } from '../../../shared/workspaces';
import { recordAudit } from '../../access/audit';
import { authorizeWorkspace, roleIn } from '../../access/workspaces';
import type { Database } from '../../db/client';
import { workspaceMembers } from '../../db/schema';
import {
  type Actor,
  emailOf,
  memberNotFound,
  membershipChanged,
  ownerRoleError,
  type WorkspaceDeps,
} from './workspace-deps';
import { readWorkspace } from './workspace-view';

/** The member's row, unless it is the owner's: the owner role only moves by transfer. */
const nonOwner = (workspaceId: string, userId: string) =>
  and(
    eq(workspaceMembers.workspaceId, workspaceId),
    eq(workspaceMembers.userId, userId),
    ne(workspaceMembers.role, 'owner'),
  );

/** Admins give any member but the owner another role (their own included). */
export async function changeRole(
  db: Database,
  workspaceId: string,
  actor: Actor,
  targetId: string,
  role: AssignableRole,
) {
  const { workspace } = await authorizeWorkspace(db, workspaceId, actor.id, 'members');
  await db.transaction(async (tx) => {
    const current = await roleIn(tx, workspace.id, targetId);
    if (!current) throw memberNotFound();
    if (current === 'owner') throw ownerRoleError();
    if (current === role) return;
    const [changed] = await tx
      .update(workspaceMembers)
      .set({ role })
      .where(nonOwner(workspace.id, targetId))
      .returning();
    // Handed the workspace meanwhile: theirs is the owner role now.
    if (!changed) throw ownerRoleError();
    await recordAudit(tx, {
      workspaceId: workspace.id,
      actorId: actor.id,
      action: 'member.role_changed',
      target: await emailOf(tx, targetId),
      detail: { from: current, to: role },
    });
  });
  return readWorkspace(db, workspace.id, actor.id);
}

/**
 * Removes a member: admins remove anyone but the owner; any other member may remove themself
 * (leave). Their access ends as this commits, their open streams at once after.
 */
export async function removeMember(deps: WorkspaceDeps, workspaceId: string, actor: Actor, targetId: string) {
  const leaving = targetId === actor.id;
  // The owner asking to leave is told to hand the workspace over first.
  const { workspace } = await authorizeWorkspace(deps.db, workspaceId, actor.id, leaving ? 'leave' : 'members');
  await deps.db.transaction(async (tx) => {
    const current = await roleIn(tx, workspace.id, targetId);
    if (!current) throw memberNotFound();
    if (current === 'owner') throw ownerRoleError();
    const target = await emailOf(tx, targetId);
    const [removed] = await tx.delete(workspaceMembers).where(nonOwner(workspace.id, targetId)).returning();
    if (!removed) throw ownerRoleError();
    await recordAudit(tx, {
      workspaceId: workspace.id,
      actorId: actor.id,
      action: leaving ? 'member.left' : 'member.removed',
      target,
      detail: { role: current },
    });
  });
  await membershipChanged(deps, workspace.id, targetId);
}
