import { workspaceTexts } from '../../../shared/workspaces';
import { ApiError } from '../../http/api-error';
import { type Invitation, statusOf } from './workspace-view';

export const invitationNotFound = () => new ApiError(404, 'not_found', workspaceTexts.invitationNotFound);

/** Why an invitation that is no longer pending (or has expired) cannot be answered or re-sent. */
export function refusalFor(invitation: Pick<Invitation, 'status' | 'expiresAt'>): ApiError {
  const status = statusOf(invitation);
  if (status === 'revoked') return new ApiError(409, 'invitation_revoked', workspaceTexts.invitationRevoked);
  if (status === 'expired') return new ApiError(410, 'invitation_expired', workspaceTexts.invitationExpired);
  return new ApiError(409, 'invitation_used', workspaceTexts.invitationUsed);
}

/**
 * Only the account the invitation was sent to answers it: same address (invitations keep it
 * lower-case), proven by the account. The refusal names no address.
 */
export function assertInvitedAccount(
  invitation: Pick<Invitation, 'email'>,
  account: { email: string; emailVerified: boolean },
) {
  if (account.email.trim().toLowerCase() !== invitation.email) {
    throw new ApiError(403, 'wrong_account', workspaceTexts.wrongAccount);
  }
  if (!account.emailVerified) throw new ApiError(403, 'wrong_account', workspaceTexts.emailNotVerified);
}
