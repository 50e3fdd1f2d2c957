import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { type AssignableRole, workspaceLimits, workspaceTexts } from '../../../shared/workspaces';
import { recordAudit } from '../../access/audit';
import { planFor } from '../../access/entitlements';
import { authorizeWorkspace, type Workspace } from '../../access/workspaces';
import { sha256Hex } from '../../core/sha256';
import type { Database, Transaction } from '../../db/client';
import { user, workspaceInvitations, workspaceMembers } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { isUuid } from '../../http/is-uuid';
import { invitationMail } from './invitation-mail';
import { invitationNotFound, refusalFor } from './invitation-rules';
import { type Actor, personalWorkspaceError, type WorkspaceDeps } from './workspace-deps';
import { type Invitation, invitationView } from './workspace-view';
import { lockWorkspace } from './workspaces.service';

/** A link's secret: 32 random bytes. Only its SHA-256 is stored, so the table cannot open a link. */
function newToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: sha256Hex(token) };
}

const newExpiry = () => new Date(Date.now() + workspaceLimits.invitationDays * 86_400_000);

/** Invitations are for team workspaces on the Team plan, asked by an admin. */
async function authorizeInviting(db: Database, workspaceId: string, actor: Actor) {
  const { workspace } = await authorizeWorkspace(db, workspaceId, actor.id, 'members');
  if (workspace.kind === 'personal') throw personalWorkspaceError();
  if ((await planFor(db, workspace.id)).tier !== 'team') {
    throw new ApiError(403, 'plan_required', workspaceTexts.planRequired);
  }
  return workspace;
}

/** Sent after the commit; the invitation stays pending when the mail fails, for a resend. */
async function sendInvitation(
  deps: WorkspaceDeps,
  workspace: Workspace,
  invitation: Invitation,
  token: string,
  actor: Actor,
) {
  const mail = invitationMail({
    to: invitation.email,
    inviterName: actor.name,
    inviterEmail: actor.email,
    workspaceName: workspace.name,
    role: invitation.role as AssignableRole,
    url: `${deps.env.APP_URL}/invite/${token}`,
  });
  await deps.mailer.send(mail).catch((error) => {
    deps.logger.error('invitation mail not sent', { invitationId: invitation.id, error: String(error) });
    throw new ApiError(502, 'mail_failed', workspaceTexts.mailFailed);
  });
}

async function isMember(tx: Transaction, workspaceId: string, email: string) {
  const [found] = await tx
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .innerJoin(user, eq(user.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), sql`lower(${user.email}) = ${email}`))
    .limit(1);
  return Boolean(found);
}

/**
 * Invites an address (lower-case from the schema) with a role. A pending invitation for the same
 * address is sent again with a new link instead of a second one; new ones are capped per workspace.
 */
export async function invite(
  deps: WorkspaceDeps,
  workspaceId: string,
  actor: Actor,
  { email, role }: { email: string; role: AssignableRole },
) {
  const workspace = await authorizeInviting(deps.db, workspaceId, actor);
  const { token, tokenHash } = newToken();
  const invitation = await deps.db.transaction(async (tx) => {
    // One invitation at a time per workspace: the duplicate and count checks then hold.
    await lockWorkspace(tx, workspace.id);
    if (await isMember(tx, workspace.id, email))
      throw new ApiError(409, 'already_member', workspaceTexts.alreadyMember);
    const fresh = { tokenHash, role, expiresAt: newExpiry(), invitedBy: actor.id };
    const samePending = and(
      eq(workspaceInvitations.workspaceId, workspace.id),
      eq(workspaceInvitations.email, email),
      eq(workspaceInvitations.status, 'pending'),
    );
    let [row] = await tx.update(workspaceInvitations).set(fresh).where(samePending).returning();
    if (!row) {
      const [{ pending } = { pending: 0 }] = await tx
        .select({ pending: count() })
        .from(workspaceInvitations)
        .where(
          and(
            eq(workspaceInvitations.workspaceId, workspace.id),
            eq(workspaceInvitations.status, 'pending'),
            gt(workspaceInvitations.expiresAt, new Date()),
          ),
        );
      if (pending >= workspaceLimits.pendingInvitations) {
        throw new ApiError(429, 'too_many_invitations', workspaceTexts.tooManyInvitations);
      }
      [row] = await tx
        .insert(workspaceInvitations)
        .values({ ...fresh, workspaceId: workspace.id, email })
        .returning();
    }
    await recordAudit(tx, {
      workspaceId: workspace.id,
      actorId: actor.id,
      action: 'member.invited',
      target: email,
      detail: { role },
    });
    return row as Invitation;
  });
  await sendInvitation(deps, workspace, invitation, token, actor);
  return { invitation: invitationView(invitation, actor.email) };
}

/** The workspace's own invitation, or "not found" (a malformed id, another workspace's). */
async function invitationIn(db: Database, workspaceId: string, invitationId: string) {
  if (!isUuid(invitationId)) throw invitationNotFound();
  const [row] = await db
    .select()
    .from(workspaceInvitations)
    .where(and(eq(workspaceInvitations.id, invitationId), eq(workspaceInvitations.workspaceId, workspaceId)))
    .limit(1);
  if (!row) throw invitationNotFound();
  return row;
}

/** A pending invitation (expired or not) gets a new link and another week; the old link stops working. */
export async function resendInvitation(deps: WorkspaceDeps, workspaceId: string, actor: Actor, invitationId: string) {
  const workspace = await authorizeInviting(deps.db, workspaceId, actor);
  const existing = await invitationIn(deps.db, workspace.id, invitationId);
  const { token, tokenHash } = newToken();
  const [row] = await deps.db
    .update(workspaceInvitations)
    .set({ tokenHash, expiresAt: newExpiry(), invitedBy: actor.id })
    .where(and(eq(workspaceInvitations.id, existing.id), eq(workspaceInvitations.status, 'pending')))
    .returning();
  if (!row) throw refusalFor(await invitationIn(deps.db, workspace.id, invitationId));
  // A resend is a fresh link to the address, worth a line like the first one.
  await recordAudit(deps.db, {
    workspaceId: workspace.id,
    actorId: actor.id,
    action: 'member.invitation_resent',
    target: row.email,
    detail: { role: row.role },
  });
  await sendInvitation(deps, workspace, row, token, actor);
  return { invitation: invitationView(row, actor.email) };
}

/** Withdraws a pending invitation: its link stops working. Revoking one twice is fine. */
export async function revokeInvitation(db: Database, workspaceId: string, actor: Actor, invitationId: string) {
  const { workspace } = await authorizeWorkspace(db, workspaceId, actor.id, 'members');
  const existing = await invitationIn(db, workspace.id, invitationId);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(workspaceInvitations)
      .set({ status: 'revoked', respondedAt: new Date() })
      .where(and(eq(workspaceInvitations.id, existing.id), eq(workspaceInvitations.status, 'pending')))
      .returning();
    if (!row) {
      const [now] = await tx.select().from(workspaceInvitations).where(eq(workspaceInvitations.id, existing.id));
      if (now?.status === 'revoked') return;
      throw refusalFor(now ?? existing);
    }
    await recordAudit(tx, {
      workspaceId: workspace.id,
      actorId: actor.id,
      action: 'invitation.revoked',
      target: row.email,
      detail: { role: row.role },
    });
  });
}
