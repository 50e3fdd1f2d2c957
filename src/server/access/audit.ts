import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { auditEvents, projects, user } from '../db/schema';

export type AuditDetail = Record<string, string | number | boolean | null>;

export interface AuditEntry {
  workspaceId: string;
  /** Who did it; null for the system (a billing provider's event, an expiry). */
  actorId: string | null;
  /** A dotted verb: member.invited, member.role_changed, project.deployed, billing.seats_changed, ... */
  action: string;
  /** What it was done to, as people read it: an address, a project's name. */
  target?: string;
  detail?: AuditDetail;
}

/**
 * Adds one line to a workspace's audit log, in the caller's transaction when it has one, so the
 * line and the change stand or fall together. Never holds a secret: names, addresses and roles.
 */
export async function recordAudit(db: Database | Transaction, entry: AuditEntry) {
  const [actor] = entry.actorId
    ? await db.select({ email: user.email }).from(user).where(eq(user.id, entry.actorId)).limit(1)
    : [];
  await db.insert(auditEvents).values({
    workspaceId: entry.workspaceId,
    actorId: entry.actorId,
    actorEmail: actor?.email ?? '',
    action: entry.action,
    target: entry.target ?? '',
    detail: entry.detail ?? {},
  });
}

/** The same, for an event about a project: logged in the workspace that holds it. */
export async function recordProjectAudit(
  db: Database | Transaction,
  projectId: string,
  actorId: string | null,
  action: string,
  detail: AuditDetail = {},
) {
  const [project] = await db
    .select({ workspaceId: projects.workspaceId, name: projects.name })
    .from(projects)
    .where(eq(projects.id, projectId))
    .limit(1);
  if (!project) return;
  await recordAudit(db, { workspaceId: project.workspaceId, actorId, action, target: project.name, detail });
}
