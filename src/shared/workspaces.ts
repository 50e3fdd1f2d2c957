import { z } from 'zod';
import type { PlanTier } from './plans';

/** Workspaces and roles (ADR 0028): the one table of who may do what, read by server and browser. */
export const workspaceRoles = ['owner', 'admin', 'editor', 'viewer'] as const;
export type WorkspaceRole = (typeof workspaceRoles)[number];
export type WorkspaceKind = 'personal' | 'team';

/** Roles an invitation or a role change may give: the owner role only moves by transfer. */
export const assignableRoles = ['admin', 'editor', 'viewer'] as const;
export type AssignableRole = (typeof assignableRoles)[number];

export type ProjectAction =
  /** open the project, its preview, messages, versions and code, read-only */
  | 'view'
  /** chat, edit files, restore versions, knowledge, settings, packages, app data and services */
  | 'edit'
  /** publish, unpublish, custom domains */
  | 'deploy'
  /** copy a project of the workspace out of it, into one's personal workspace (a remix) */
  | 'remix'
  /** visibility, delete, move to another workspace */
  | 'manage';

export type WorkspaceAction =
  /** list its projects, read its token total */
  'open' | 'create-project' | 'members' | 'billing' | 'sso' | 'audit' | 'usage' | 'delete' | 'transfer' | 'leave';

const least: Record<ProjectAction | WorkspaceAction, WorkspaceRole> = {
  view: 'viewer',
  edit: 'editor',
  deploy: 'editor',
  // Viewers may read a project, not take its source away with them.
  remix: 'editor',
  manage: 'admin',
  open: 'viewer',
  'create-project': 'editor',
  members: 'admin',
  billing: 'admin',
  sso: 'admin',
  audit: 'admin',
  usage: 'admin',
  delete: 'owner',
  transfer: 'owner',
  leave: 'viewer',
};

const rank = (role: WorkspaceRole) => workspaceRoles.length - workspaceRoles.indexOf(role);

/** Whether `role` may do `action`; no role (a stranger) may do nothing here. */
export function can(role: WorkspaceRole | null, action: ProjectAction | WorkspaceAction) {
  if (!role) return false;
  if (action === 'leave') return role !== 'owner';
  return rank(role) >= rank(least[action]);
}

export const roleLabels: Record<WorkspaceRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  editor: 'Editor',
  viewer: 'Viewer',
};

export const roleDescriptions: Record<WorkspaceRole, string> = {
  owner: 'Billing, members, SSO; can delete the workspace or hand it over',
  admin: 'Members, roles, billing and SSO',
  editor: 'Chat, edit and deploy projects',
  viewer: 'Open projects, previews and code, read-only',
};

export const workspaceLimits = {
  nameMax: 60,
  /** An invitation link works for a week, once. */
  invitationDays: 7,
  /** Pending invitations a workspace may hold at once: a brake on using it to send mail. */
  pendingInvitations: 50,
  auditPageSize: 50,
} as const;

export const workspaceNameSchema = z
  .string()
  .trim()
  .min(1, 'Give the workspace a name.')
  .max(workspaceLimits.nameMax, `Keep the name under ${workspaceLimits.nameMax} characters.`);

export const renameWorkspaceSchema = z.object({ name: workspaceNameSchema });
export const inviteSchema = z.object({
  email: z.email('Enter a valid e-mail address.').transform((e) => e.trim().toLowerCase()),
  role: z.enum(assignableRoles),
});
export const changeRoleSchema = z.object({ role: z.enum(assignableRoles) });
export const transferSchema = z.object({ userId: z.string().min(1) });

/** An invitation as people read it: `expired` is a pending one whose week is over. */
export type InvitationStatus = 'pending' | 'accepted' | 'declined' | 'revoked' | 'expired';

/** One of the signed-in user's workspaces (GET /api/workspaces). */
export interface WorkspaceSummary {
  id: string;
  name: string;
  kind: WorkspaceKind;
  role: WorkspaceRole;
  planName: string;
  memberCount: number;
}

export interface WorkspaceMemberView {
  userId: string;
  name: string;
  email: string;
  role: WorkspaceRole;
  joinedAt: string;
}

export interface WorkspaceInvitationView {
  id: string;
  email: string;
  role: AssignableRole;
  status: InvitationStatus;
  expiresAt: string;
  createdAt: string;
  invitedByEmail: string | null;
}

/** A workspace with its members (GET /api/workspaces/:id); invitations only for those who manage members. */
export interface WorkspaceView {
  id: string;
  name: string;
  kind: WorkspaceKind;
  role: WorkspaceRole;
  planName: string;
  tier: PlanTier;
  seats: number;
  ownerId: string;
  members: WorkspaceMemberView[];
  invitations: WorkspaceInvitationView[];
}

/** What the invitation page shows to the signed-in holder of its link (GET /api/invitations/:token). */
export interface InvitationPreview {
  workspaceName: string;
  invitedByName: string;
  email: string;
  role: AssignableRole;
  status: InvitationStatus;
}

/** The server's refusals and the invitation e-mail, in one place. */
export const workspaceTexts = {
  personalWorkspace: 'Your personal workspace is yours alone: it cannot be deleted, handed over or shared.',
  subscriptionActive:
    'A Team plan still pays for this workspace. Cancel the Team plan in Billing first, then delete the workspace.',
  planRequired: 'Inviting people needs the Team plan. See the plans at /pricing.',
  alreadyMember: 'That person is already a member of this workspace.',
  tooManyInvitations: `A workspace can have at most ${workspaceLimits.pendingInvitations} pending invitations. Revoke some, or wait for them to be answered.`,
  renameDenied: 'Only admins can rename the workspace.',
  memberNotFound: 'That person is not a member of this workspace.',
  ownerRole: "The owner's role can't be changed and the owner can't be removed. Hand the workspace over first.",
  alreadyOwner: 'That person already owns this workspace.',
  invitationNotFound: "This invitation doesn't exist or is no longer valid.",
  wrongAccount: 'This invitation was sent to another e-mail address. Sign in with that address to accept it.',
  emailNotVerified: 'Confirm your e-mail address first, then open the invitation again.',
  invitationUsed: 'This invitation has already been answered.',
  invitationRevoked: 'This invitation was withdrawn. Ask an admin of the workspace for a new one.',
  invitationExpired: `This invitation has expired: invitations work for ${workspaceLimits.invitationDays} days. Ask an admin of the workspace for a new one.`,
  mailFailed: "The invitation is saved but its e-mail couldn't be sent. Try resending it in a moment.",
} as const;
