import { roleLabels, type WorkspaceRole } from './workspaces';

// Apart from workspaces.ts: the dashboard's switcher shows these, and that module brings zod.

/** A toast: a title and, when there is more to say, a description. */
interface Toast {
  title: string;
  description?: string;
}

const failed =
  (title: string) =>
  (message?: string): Toast => ({ title, description: message });

/** The dashboard's workspace switcher and what changes with the workspace. */
export const switcherTexts = {
  label: (name: string) => `Workspace: ${name}`,
  heading: 'Workspaces',
  personal: 'Personal',
  planLine: (planName: string) => `${planName} plan`,
  roleLine: (role: WorkspaceRole, memberCount: number) =>
    `${roleLabels[role]} · ${memberCount} ${memberCount === 1 ? 'member' : 'members'}`,
  createTeam: 'Create a team',
  createTeamHint: 'Buy the Team plan to share projects',
  settings: 'Workspace settings',
  viewerNoteTitle: 'You can view this workspace',
  viewerNote: (name: string) =>
    `As a viewer in ${name} you can open its projects read-only. Ask an admin for the editor role to create projects here.`,
  noProjectsViewer: 'Projects the team creates in this workspace will appear here.',
  unavailable: {
    title: 'Workspace not available',
    description: "You're not a member of that workspace any more. Showing your personal workspace.",
  },
  loadFailed: failed('Failed to load workspaces'),
} as const;

/** The settings page's frame and tabs. */
export const settingsTexts = {
  title: 'Workspace settings',
  intro: (name: string) => `Members, usage and activity of ${name}.`,
  tabsLabel: 'Workspace settings sections',
  tabs: { members: 'Members', usage: 'Usage', audit: 'Audit log', general: 'General' },
  loading: 'Loading the workspace...',
  loadFailed: "We couldn't load this workspace.",
  tryAgain: 'Try again',
  personalTitle: 'Your personal workspace',
  personalBody: 'Your personal workspace is just for you. Buy the Team plan to invite people to a team workspace.',
  seePlans: 'See plans',
  backToDashboard: 'Back to Dashboard',
} as const;

/** The Members tab: the table, role changes, removal, leaving and handing over. */
export const memberTexts = {
  heading: 'Members',
  description: (count: number) => `${count} ${count === 1 ? 'person has' : 'people have'} access to this workspace.`,
  readOnly: 'Only admins can change members and roles.',
  columns: { member: 'Member', role: 'Role', joined: 'Joined', actions: 'Actions' },
  you: 'You',
  roleSelect: (name: string) => `Role of ${name}`,
  remove: 'Remove',
  removeLabel: (name: string) => `Remove ${name}`,
  removeTitle: (name: string) => `Remove ${name}?`,
  removeBody: 'They lose access to the workspace and its projects at once. Projects they made stay in the workspace.',
  removeConfirm: 'Remove member',
  leave: 'Leave',
  leaveWorkspace: 'Leave workspace',
  leaveTitle: (workspace: string) => `Leave ${workspace}?`,
  leaveBody: 'You lose access to its projects at once. An admin can invite you again.',
  leaveConfirm: 'Leave workspace',
  transfer: 'Transfer ownership',
  transferTitle: 'Transfer ownership',
  transferBody:
    'The new owner takes over billing and can delete the workspace. You stay on as an admin. This cannot be undone by you.',
  transferLabel: 'New owner',
  transferPlaceholder: 'Choose a member',
  transferNoOne: 'Invite someone first: ownership goes to another member.',
  transferConfirm: 'Transfer ownership',
  cancel: 'Cancel',
  working: 'Working...',
} as const;

/** Inviting by e-mail and the list of invitations not yet answered. */
export const invitationTexts = {
  heading: 'Invite people',
  description: 'They get an e-mail with a link that works for 7 days, once.',
  emailLabel: 'E-mail address',
  emailPlaceholder: 'name@company.com',
  roleLabel: 'Role',
  invite: 'Invite',
  inviting: 'Inviting...',
  needsTeam: 'Inviting people needs the Team plan.',
  upgrade: 'Upgrade to Team',
  pendingHeading: 'Pending invitations',
  noPending: 'No pending invitations',
  noPendingBody: 'Invitations you send appear here until they are accepted.',
  invitedBy: (email: string) => (email ? `Invited by ${email}` : 'Invited'),
  expires: (date: string) => `expires ${date}`,
  expired: 'Expired',
  resend: 'Resend',
  resendLabel: (email: string) => `Resend the invitation to ${email}`,
  revoke: 'Revoke',
  revokeLabel: (email: string) => `Revoke the invitation to ${email}`,
  revokeTitle: (email: string) => `Revoke the invitation to ${email}?`,
  revokeBody: 'The link in the e-mail stops working. You can invite the address again later.',
  revokeConfirm: 'Revoke invitation',
  cancel: 'Cancel',
} as const;

/** The General tab: the name, and deleting the workspace. */
export const generalTexts = {
  nameHeading: 'Workspace name',
  nameDescription: 'Members see this name in their workspace switcher.',
  nameLabel: 'Name',
  save: 'Save',
  saving: 'Saving...',
  nameReadOnly: 'Only admins can rename the workspace.',
  planHeading: 'Plan',
  planLine: (planName: string, seats: number) => `${planName} plan · ${seats} ${seats === 1 ? 'seat' : 'seats'}`,
  yourRole: (role: WorkspaceRole) => `Your role: ${roleLabels[role]}`,
  manageBilling: 'Billing & Plans',
  dangerHeading: 'Danger zone',
  deleteDescription:
    'Deleting the workspace removes it and every project in it for good. Cancel its subscription first.',
  delete: 'Delete workspace',
  deleteTitle: (name: string) => `Delete ${name}?`,
  deleteBody: 'Every project in it, its chat, files, versions and live apps are removed for good.',
  deleteTypeLabel: (name: string) => `Type "${name}" to confirm`,
  deleteConfirm: 'Delete workspace',
  deleting: 'Deleting...',
  leaveDescription: 'Leave the workspace when you no longer need its projects.',
} as const;

/** Toasts of workspace actions. */
export const workspaceToasts = {
  renamed: { title: 'Workspace renamed' } as Toast,
  renameFailed: failed('Failed to rename workspace'),
  deleted: (name: string): Toast => ({ title: 'Workspace deleted', description: `${name} has been deleted.` }),
  deleteFailed: failed('Failed to delete workspace'),
  transferred: (name: string): Toast => ({ title: 'Ownership transferred', description: `${name} now owns it.` }),
  transferFailed: failed('Failed to transfer ownership'),
  roleChanged: (name: string, role: WorkspaceRole): Toast => ({
    title: 'Role changed',
    description: `${name}'s role is now ${roleLabels[role]}.`,
  }),
  roleChangeFailed: failed('Failed to change role'),
  removed: (name: string): Toast => ({ title: 'Member removed', description: `${name} no longer has access.` }),
  removeFailed: failed('Failed to remove member'),
  left: (name: string): Toast => ({ title: 'You left the workspace', description: `You left ${name}.` }),
  leaveFailed: failed('Failed to leave workspace'),
  invited: (email: string): Toast => ({ title: 'Invitation sent', description: `We e-mailed ${email}.` }),
  inviteFailed: failed('Failed to send invitation'),
  resent: (email: string): Toast => ({ title: 'Invitation sent again', description: `We e-mailed ${email}.` }),
  resendFailed: failed('Failed to resend invitation'),
  revoked: { title: 'Invitation revoked' } as Toast,
  revokeFailed: failed('Failed to revoke invitation'),
} as const;

/** The Usage tab: the month's pool and who and what used it. */
export const usageTexts = {
  heading: 'Token pool',
  description: (planName: string) => `Every member's replies and every app's AI draw on the ${planName} plan's pool.`,
  monthLabel: 'Month',
  used: (used: string, allowance: string) => `${used} of ${allowance} tokens used`,
  reserved: (reserved: string) => `${reserved} reserved by replies in progress`,
  poolLabel: 'Tokens used this month',
  byMember: 'By member',
  byProject: 'By project',
  columns: { member: 'Member', project: 'Project', tokens: 'Tokens', replies: 'Replies' },
  noUse: 'No tokens used this month.',
  loading: 'Loading usage...',
} as const;

/** The Audit log tab. */
export const auditTexts = {
  heading: 'Audit log',
  description: 'Who did what in this workspace, newest first.',
  filterLabel: 'Show',
  filters: [
    { value: 'all', label: 'All activity' },
    { value: 'member.', label: 'Members' },
    { value: 'invitation.', label: 'Invitations' },
    { value: 'project.', label: 'Projects' },
    { value: 'domain.', label: 'Domains' },
    { value: 'billing.', label: 'Billing' },
    { value: 'workspace.', label: 'Workspace' },
  ],
  download: 'Download CSV',
  columns: { at: 'When', actor: 'Who', action: 'What', target: 'Target' },
  system: 'System',
  empty: 'No activity yet',
  emptyBody: 'Invitations, role changes and deployments appear here as they happen.',
  pagesLabel: 'Audit log pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, count: number) => `Page ${page} of ${count}`,
  loading: 'Loading activity...',
} as const;

/** Readable names of the logged actions; any other shows as logged. */
export const auditActionLabels: Record<string, string> = {
  'member.invited': 'Invited a member',
  'member.invitation_resent': 'Sent an invitation again',
  'member.joined': 'Joined the workspace',
  'member.role_changed': 'Changed a role',
  'member.removed': 'Removed a member',
  'member.left': 'Left the workspace',
  'invitation.revoked': 'Revoked an invitation',
  'invitation.declined': 'Declined an invitation',
  'workspace.renamed': 'Renamed the workspace',
  'workspace.transferred': 'Transferred ownership',
  'project.created': 'Created a project',
  'project.deleted': 'Deleted a project',
  'project.remixed_out': 'Copied a project out of the workspace',
  'project.deployed': 'Published a project',
  'project.deploy_confirmed': 'Published despite critical security findings',
  'project.rolled_back': 'Rolled back a deployment',
  'project.unpublished': 'Unpublished a project',
  'project.visibility_changed': 'Changed who can see a project',
  'domain.added': 'Added a custom domain',
  'domain.removed': 'Removed a custom domain',
  'billing.subscription_changed': 'Changed the subscription',
  'billing.seats_changed': 'Seats changed',
  'sso.configured': 'Set up single sign-on',
  'sso.updated': 'Changed single sign-on',
  'sso.domain_verified': 'Verified the SSO domain',
  'sso.enforced': 'Required single sign-on',
  'sso.enforcement_off': 'Stopped requiring single sign-on',
  'sso.join_role_changed': 'Changed the SSO joining role',
  'sso.removed': 'Removed single sign-on',
  'sso.approved': 'Approved the identity provider',
  'sso.link_approved': 'Approved linking their account to SSO',
  'git.connected': 'Connected a project to Git',
  'git.disconnected': 'Disconnected a project from Git',
};

type AuditDetail = Record<string, string | number | boolean | null>;

const detailValue = (value: string | number | boolean | null) =>
  typeof value === 'string' && value in roleLabels ? roleLabels[value as WorkspaceRole] : String(value);

/** An event's detail in a few words: "Editor → Admin" for a change, else its values. */
export function auditDetailText(detail: AuditDetail | null | undefined): string {
  if (!detail) return '';
  if ('from' in detail && 'to' in detail) return `${detailValue(detail.from)} → ${detailValue(detail.to)}`;
  return Object.entries(detail)
    .filter(([, value]) => value !== null && value !== '')
    .map(([key, value]) => `${key}: ${detailValue(value)}`)
    .join(', ');
}

/** The page an invitation link opens. */
export const inviteTexts = {
  title: 'Workspace invitation',
  loading: 'Loading the invitation...',
  headline: (inviter: string, workspace: string, role: WorkspaceRole) =>
    `${inviter || 'Someone'} invited you to join ${workspace} as ${roleLabels[role]}`,
  roleLine: (role: WorkspaceRole) => roleLabels[role],
  accept: 'Accept invitation',
  accepting: 'Joining...',
  decline: 'Decline',
  declining: 'Declining...',
  status: {
    accepted: 'This invitation has already been used.',
    declined: 'This invitation was declined.',
    revoked: 'This invitation was revoked. Ask the workspace admin for a new one.',
    expired: 'This invitation has expired. Ask the workspace admin for a new one.',
  },
  notFound: "This invitation link isn't valid. Check the link in the e-mail or ask for a new one.",
  wrongAccountTitle: 'Signed in with another account',
  goToDashboard: 'Go to Dashboard',
  switchAccount: 'Sign in with another account',
  joined: (workspace: string): Toast => ({ title: 'Welcome aboard', description: `You joined ${workspace}.` }),
  acceptFailed: failed('Failed to accept invitation'),
  declineFailed: failed('Failed to decline invitation'),
  declinedToast: { title: 'Invitation declined' } as Toast,
} as const;
