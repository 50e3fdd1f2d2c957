import { and, eq, gt } from 'drizzle-orm';
import type { AssignableRole, InvitationPreview } from '../../../shared/workspaces';
import { recordAudit } from '../../access/audit';
import { sha256Hex } from '../../core/sha256';
import type { Database, Transaction } from '../../db/client';
import { user, workspaceInvitations, workspaceMembers, workspaces } from '../../db/schema';
import { assertInvitedAccount, invitationNotFound, refusalFor } from './invitation-rules';
import { type Actor, emailOf, membershipChanged, type WorkspaceDeps } from './workspace-deps';
import { statusOf } from './workspace-view';

/** What a link's token looks like (32 bytes as base64url): anything else is not looked up. */
const tokenShape = /^[A-Za-z0-9_-]{43}$/;

async function findByToken(db: Database, token: string) {
  if (!tokenShape.test(token)) throw invitationNotFound();
  const [row] = await db
    .select()
    .from(workspaceInvitations)
    .where(eq(workspaceInvitations.tokenHash, sha256Hex(token)))
    .limit(1);
  if (!row) throw invitationNotFound();
  return row;
}

/** The invitation page: which workspace, from whom, for which address and role, and whether it still works. */
export async function previewInvitation(db: Database, token: string): Promise<InvitationPreview> {
  const invitation = await findByToken(db, token);
  const [found] = await db
    .select({ workspaceName: workspaces.name, inviterName: user.name, inviterEmail: user.email })
    .from(workspaces)
    .leftJoin(user, eq(user.id, invitation.invitedBy ?? ''))
    .where(eq(workspaces.id, invitation.workspaceId))
    .limit(1);
  return {
    workspaceName: found?.workspaceName ?? '',
    invitedByName: found?.inviterName?.trim() || found?.inviterEmail || '',
    email: invitation.email,
    role: invitation.role as AssignableRole,
    status: statusOf(invitation),
  };
}

/**
 * Marks the invitation answered, once: only a pending, unexpired one changes, so of two answers at
 * once (two tabs, a replay) one wins and the other is refused. `then` runs in the same transaction.
 */
async function answer(
  deps: WorkspaceDeps,
  token: string,
  account: Actor,
  status: 'accepted' | 'declined',
  then: (tx: Transaction, workspaceId: string, role: string) => Promise<void>,
) {
  const invitation = await findByToken(deps.db, token);
  assertInvitedAccount(invitation, account);
  if (statusOf(invitation) !== 'pending') throw refusalFor(invitation);
  return deps.db.transaction(async (tx) => {
    const [taken] = await tx
      .update(workspaceInvitations)
      .set({ status, respondedAt: new Date() })
      .where(
        and(
          eq(workspaceInvitations.id, invitation.id),
          eq(workspaceInvitations.status, 'pending'),
          gt(workspaceInvitations.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!taken) {
      const [now] = await tx.select().from(workspaceInvitations).where(eq(workspaceInvitations.id, invitation.id));
      throw refusalFor(now ?? invitation);
    }
    await then(tx, taken.workspaceId, taken.role);
    await recordAudit(tx, {
      workspaceId: taken.workspaceId,
      actorId: account.id,
      action: status === 'accepted' ? 'member.joined' : 'invitation.declined',
      target: account.email,
      detail: { role: taken.role },
    });
    return taken.workspaceId;
  });
}

/** Joins the workspace with the invitation's role (a member already keeps the role they have). */
export async function acceptInvitation(deps: WorkspaceDeps, token: string, account: Actor) {
  const workspaceId = await answer(deps, token, account, 'accepted', async (tx, id, role) => {
    await tx.insert(workspaceMembers).values({ workspaceId: id, userId: account.id, role }).onConflictDoNothing();
  });
  await membershipChanged(deps, workspaceId);
  return { workspaceId };
}

export async function declineInvitation(deps: WorkspaceDeps, token: string, account: Actor) {
  await answer(deps, token, account, 'declined', async () => undefined);
}

/** Someone's first sign-in through the workspace's identity provider made them a member. */
export async function ssoJoined(deps: WorkspaceDeps, join: { workspaceId: string; userId: string; role: string }) {
  await recordAudit(deps.db, {
    workspaceId: join.workspaceId,
    actorId: join.userId,
    action: 'member.joined',
    target: await emailOf(deps.db, join.userId),
    detail: { role: join.role, via: 'sso' },
  });
  await membershipChanged(deps, join.workspaceId);
}
