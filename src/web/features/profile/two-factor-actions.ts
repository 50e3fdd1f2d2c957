import { authCall, authClient } from '../../lib/auth-client';

export interface TwoFactorSetup {
  totpURI: string;
  backupCodes: string[];
}

/**
 * Starts enrolment: the server makes a secret and backup codes, but 2FA stays off until a code
 * from the authenticator proves the secret was saved. Code-only accounts have no password to send.
 */
export async function startEnrolment(password?: string): Promise<TwoFactorSetup> {
  const started = await authCall(authClient.twoFactor.enable({ ...(password ? { password } : {}), method: 'totp' }));
  if (!('totpURI' in started)) throw new Error('The server did not return an authenticator key. Please try again.');
  return started;
}

export function confirmEnrolment(code: string) {
  return authCall(authClient.twoFactor.verifyTotp({ code }));
}

/** Password accounts prove it with the password; code-only accounts with a current authenticator code. */
export function disableTwoFactor(proof: { password: string } | { code: string }) {
  // The client's type only knows `password`; our server's gate reads `code` (two-factor-gate.ts).
  return authCall(authClient.twoFactor.disable(proof as { password: string }));
}

/** The base32 secret inside an otpauth:// URI, for typing into an authenticator by hand. */
export function secretOf(totpURI: string): string {
  try {
    return new URL(totpURI).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}
