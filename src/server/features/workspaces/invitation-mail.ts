import { brand } from '../../../shared/brand';
import { type AssignableRole, roleDescriptions, roleLabels, workspaceLimits } from '../../../shared/workspaces';
import { compose } from '../../auth/auth-emails';
import type { Mail } from '../../vendors/mail';

export interface InvitationMailInput {
  to: string;
  inviterName: string;
  inviterEmail: string;
  workspaceName: string;
  role: AssignableRole;
  /** `${APP_URL}/invite/<token>`: the only place the token ever goes. */
  url: string;
}

/** Who invited them, to which workspace, as what, the link, and how long it works. */
export function invitationMail({ to, inviterName, inviterEmail, workspaceName, role, url }: InvitationMailInput): Mail {
  const who =
    inviterName.trim() && inviterName.trim() !== inviterEmail
      ? `${inviterName.trim()} (${inviterEmail})`
      : inviterEmail;
  return compose(
    to,
    `${inviterName.trim() || inviterEmail} invited you to ${workspaceName} on ${brand.name}`,
    [
      `${who} invited you to join the workspace "${workspaceName}" on ${brand.name} as ${roleLabels[role]}: ${roleDescriptions[role].toLowerCase()}.`,
      `Open the invitation while signed in with this address (${to}) to accept or decline it. The link works once and expires in ${workspaceLimits.invitationDays} days.`,
      "If you weren't expecting this invitation, you can ignore this e-mail.",
    ],
    { label: 'Open the invitation', url },
  );
}
