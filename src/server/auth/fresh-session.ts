import { ApiError } from '../http/api-error';

/**
 * How recent a sign-in must be for the acts that cannot be undone by the person they harm: handing
 * a workspace over, approving an identity provider. Any way of signing in counts, SSO included:
 * where a password or an e-mail code is refused (enforced SSO), signing in again is the proof.
 */
export const freshSignInMinutes = 10;

export const freshSignInText = `For your safety, sign in again first: this needs a sign-in from the last ${freshSignInMinutes} minutes.`;

/** Refuses unless the session was opened within the last few minutes (403 `reauthentication_required`). */
export function assertFreshSession(session: { createdAt: Date | string }, now = Date.now()) {
  const openedAt = new Date(session.createdAt).getTime();
  if (!(now - openedAt <= freshSignInMinutes * 60_000))
    throw new ApiError(403, 'reauthentication_required', freshSignInText);
}
