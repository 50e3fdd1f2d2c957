import { authCall, authErrorMessage } from '../../lib/auth-client';

/**
 * A password or e-mail-code step refused because the address's domain signs in only through its
 * identity provider (403 SSO_REQUIRED). The screens answer it with "Continue with SSO", not a toast.
 */
export class SsoRequiredError extends Error {
  constructor(
    message: string,
    readonly email: string,
  ) {
    super(message);
  }
}

// Our server lower-cases Better Auth's codes into { error: { code } }; Better Auth itself says { code }.
function errorCode(error: unknown): string {
  if (!error || typeof error !== 'object') return '';
  const nested = (error as { error?: { code?: unknown } }).error?.code;
  const flat = (error as { code?: unknown }).code;
  const code = typeof nested === 'string' ? nested : typeof flat === 'string' ? flat : '';
  return code.toLowerCase();
}

/** authCall, but an SSO_REQUIRED refusal throws SsoRequiredError for `email`. */
export async function ssoAwareCall<T>(
  email: string,
  call: Promise<{ data: T | null; error: unknown }>,
  fallback?: string,
): Promise<T> {
  const result = await call.catch(() => null);
  if (result && errorCode(result.error) === 'sso_required') {
    throw new SsoRequiredError(authErrorMessage(result.error), email.trim());
  }
  // A rejected call goes through authCall as before, which turns it into the offline message.
  return authCall(result ? Promise.resolve(result) : call, fallback);
}

/** For the parts that read the error object themselves (sending a code). */
export function throwIfSsoRequired(email: string, error: unknown) {
  if (errorCode(error) === 'sso_required') throw new SsoRequiredError(authErrorMessage(error), email.trim());
}
