import { emailOTPClient, inferAdditionalFields, twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';
import { isApiErrorBody } from '../../shared/api-error';
import { followAuthClientSession } from './session';

/** Better Auth's browser client against our /api/auth; session state is shared app-wide. */
export const authClient = createAuthClient({
  basePath: '/api/auth',
  plugins: [
    emailOTPClient(),
    twoFactorClient(),
    inferAdditionalFields({
      user: { firstName: { type: 'string', required: false }, lastName: { type: 'string', required: false } },
    }),
  ],
});

/**
 * The server's message from a Better Auth client error. Our server answers errors as
 * { error: { code, message } }, which the client spreads into its error object.
 */
export function authErrorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (isApiErrorBody(error)) return error.error.message;
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message) {
    return error.message;
  }
  return fallback;
}

/** Unwraps a Better Auth client result: its data, or a thrown Error carrying the server's message. */
export async function authCall<T>(call: Promise<{ data: T | null; error: unknown }>, fallback?: string): Promise<T> {
  const { data, error } = await call.catch(() => ({
    data: null,
    error: { message: 'Could not reach the server. Check your connection and try again.' },
  }));
  if (error) throw new Error(authErrorMessage(error, fallback));
  return data as T;
}

followAuthClientSession(authClient.$store.atoms.session);
