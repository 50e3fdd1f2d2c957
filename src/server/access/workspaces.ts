import { and, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import { entitledStatuses } from '../../shared/billing';
import { can, type WorkspaceAction, type WorkspaceRole } from '../../shared/workspaces';
import type { Database, Transaction } from '../db/client';
import { subscriptions, workspaceMembers, workspaces } from '../db/schema';
import { ApiError } from '../http/api-error';
import { isUuid } from '../http/is-uuid';

type Reader = Database | Transaction;
export type Workspace = typeof workspaces.$inferSelect;

export const workspaceNotFound = () =>
  new ApiError(404, 'not_found', "The workspace you're looking for doesn't exist or you're not a member.");

/**
 * The user's personal workspace, made on first need: accounts get one when created, but one
 * made before workspaces existed, or by a path that skipped the hook, must not be left without.
 */
export async function personalWorkspaceId(db: Reader, userId: string): Promise<string> {
  const [found] = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(and(eq(workspaces.ownerId, userId), eq(workspaces.kind, 'personal')))
    .limit(1);
  if (found) return found.id;
  // Two first requests at once: the unique index lets one insert win, the other reads it.
  await db.execute(sql`
    with made as (
      insert into ${workspaces} (name, kind, owner_id) values ('Personal', 'personal', ${userId})
      on conflict do nothing returning id
    )
    insert into ${workspaceMembers} (workspace_id, user_id, role) select id, ${userId}, 'owner' from made`);
  return personalWorkspaceId(db, userId);
}

/** The member's role in the workspace, or null for anyone else. */
export async function roleIn(db: Reader, workspaceId: string, userId: string | null): Promise<WorkspaceRole | null> {
  if (!userId || !isUuid(workspaceId)) return null;
  const [row] = await db
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)))
    .limit(1);
  return (row?.role as WorkspaceRole | undefined) ?? null;
}

const deniedTexts: Record<WorkspaceAction, string> = {
  open: "You're not a member of this workspace.",
  'create-project': 'Viewers cannot create projects in this workspace.',
  members: 'Only admins can manage members.',
  billing: 'Only admins can manage billing.',
  sso: 'Only admins can change single sign-on.',
  audit: 'Only admins can read the audit log.',
  usage: 'Only admins can see usage by member and project.',
  delete: 'Only the workspace owner can delete it.',
  transfer: 'Only the workspace owner can hand it over.',
  leave: 'The owner cannot leave; hand the workspace over first.',
};

/**
 * The one check for a workspace action: members get a 403 that says why; anyone else a 404, so
 * a workspace's existence is not revealed.
 */
export async function authorizeWorkspace(db: Reader, workspaceId: string, userId: string, action: WorkspaceAction) {
  const role = await roleIn(db, workspaceId, userId);
  if (!role) throw workspaceNotFound();
  if (!can(role, action)) throw new ApiError(403, 'access_denied', deniedTexts[action]);
  const [workspace] = await db.select().from(workspaces).where(eq(workspaces.id, workspaceId)).limit(1);
  if (!workspace) throw workspaceNotFound();
  return { workspace, role };
}

/**
 * The team workspace a Team subscription of `ownerId` pays for: one of theirs that no live
 * subscription pays for yet (a team that lapsed and is bought again), else a new one.
 */
export async function teamWorkspaceFor(tx: Transaction, ownerId: string, name: string): Promise<string> {
  const paid = tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.workspaceId, workspaces.id), inArray(subscriptions.status, [...entitledStatuses])));
  const [unpaid] = await tx
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(and(eq(workspaces.ownerId, ownerId), eq(workspaces.kind, 'team'), notExists(paid)))
    .orderBy(desc(workspaces.createdAt))
    .limit(1);
  if (unpaid) return unpaid.id;
  const [made] = await tx.insert(workspaces).values({ name, kind: 'team', ownerId }).returning({ id: workspaces.id });
  const id = (made as { id: string }).id;
  await tx.insert(workspaceMembers).values({ workspaceId: id, userId: ownerId, role: 'owner' });
  return id;
}
