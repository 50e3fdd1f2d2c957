import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import {
  type AssignableRole,
  can,
  type InvitationStatus,
  type WorkspaceInvitationView,
  type WorkspaceKind,
  type WorkspaceMemberView,
  type WorkspaceRole,
  type WorkspaceSummary,
  type WorkspaceView,
  workspaceRoles,
} from '../../../shared/workspaces';
import { planFor } from '../../access/entitlements';
import { authorizeWorkspace, personalWorkspaceId } from '../../access/workspaces';
import type { Database } from '../../db/client';
import { user, workspaceInvitations, workspaceMembers, workspaces } from '../../db/schema';

export type Invitation = typeof workspaceInvitations.$inferSelect;

/** A stored invitation's status as people read it: a pending one past its week has expired. */
export const statusOf = (invitation: Pick<Invitation, 'status' | 'expiresAt'>, now = new Date()): InvitationStatus =>
  invitation.status === 'pending' && invitation.expiresAt <= now ? 'expired' : (invitation.status as InvitationStatus);

export const invitationView = (invitation: Invitation, invitedByEmail: string | null): WorkspaceInvitationView => ({
  id: invitation.id,
  email: invitation.email,
  role: invitation.role as AssignableRole,
  status: statusOf(invitation),
  expiresAt: invitation.expiresAt.toISOString(),
  createdAt: invitation.createdAt.toISOString(),
  invitedByEmail,
});

const byRole = (role: string) => workspaceRoles.indexOf(role as WorkspaceRole);

/** The signed-in user's workspaces: the personal one first (made if missing), then teams by name. */
export async function listWorkspaces(db: Database, userId: string): Promise<WorkspaceSummary[]> {
  await personalWorkspaceId(db, userId);
  const mine = await db
    .select({ id: workspaces.id, name: workspaces.name, kind: workspaces.kind, role: workspaceMembers.role })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(eq(workspaceMembers.userId, userId));
  const counts = await db
    .select({ workspaceId: workspaceMembers.workspaceId, members: count() })
    .from(workspaceMembers)
    .where(
      inArray(
        workspaceMembers.workspaceId,
        mine.map((w) => w.id),
      ),
    )
    .groupBy(workspaceMembers.workspaceId);
  const summaries = await Promise.all(
    mine.map(async (w) => ({
      id: w.id,
      name: w.name,
      kind: w.kind as WorkspaceKind,
      role: w.role as WorkspaceRole,
      planName: (await planFor(db, w.id)).plan.name,
      memberCount: counts.find((c) => c.workspaceId === w.id)?.members ?? 1,
    })),
  );
  const rank = (s: WorkspaceSummary) => (s.kind === 'personal' ? 0 : 1);
  return summaries.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

async function membersOf(db: Database, workspaceId: string): Promise<WorkspaceMemberView[]> {
  const rows = await db
    .select({
      userId: workspaceMembers.userId,
      name: user.name,
      email: user.email,
      role: workspaceMembers.role,
      joinedAt: workspaceMembers.createdAt,
    })
    .from(workspaceMembers)
    .innerJoin(user, eq(user.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .orderBy(asc(workspaceMembers.createdAt));
  return rows
    .sort((a, b) => byRole(a.role) - byRole(b.role))
    .map((m) => ({ ...m, role: m.role as WorkspaceRole, joinedAt: m.joinedAt.toISOString() }));
}

/** Pending invitations (expired ones too, so they can be re-sent), newest first. */
async function invitationsOf(db: Database, workspaceId: string): Promise<WorkspaceInvitationView[]> {
  const rows = await db
    .select({ invitation: workspaceInvitations, invitedByEmail: user.email })
    .from(workspaceInvitations)
    .leftJoin(user, eq(user.id, workspaceInvitations.invitedBy))
    .where(and(eq(workspaceInvitations.workspaceId, workspaceId), eq(workspaceInvitations.status, 'pending')))
    .orderBy(desc(workspaceInvitations.createdAt));
  return rows.map((r) => invitationView(r.invitation, r.invitedByEmail));
}

/** A workspace as one of its members sees it: invitations only for those who manage members. */
export async function readWorkspace(db: Database, workspaceId: string, userId: string): Promise<WorkspaceView> {
  const { workspace, role } = await authorizeWorkspace(db, workspaceId, userId, 'open');
  const { plan, tier, seats } = await planFor(db, workspace.id);
  return {
    id: workspace.id,
    name: workspace.name,
    kind: workspace.kind as WorkspaceKind,
    role,
    planName: plan.name,
    tier,
    seats,
    ownerId: workspace.ownerId,
    members: await membersOf(db, workspace.id),
    invitations: can(role, 'members') ? await invitationsOf(db, workspace.id) : [],
  };
}
