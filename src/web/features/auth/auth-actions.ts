import { isApiErrorBody } from '../../../shared/api-error';
import { authLimits } from '../../../shared/auth';
import { api, unwrap } from '../../lib/api';
import { authCall, authClient, authErrorMessage } from '../../lib/auth-client';
import { ssoAwareCall, throwIfSsoRequired } from './sso-required';

// The sign-in steps the dialog and the /auth page share. Each resolves to what the screen
// should do next, or throws an Error carrying the server's message (SsoRequiredError when the
// address's domain signs in only with single sign-on).

export type SignInOutcome = 'signed-in' | 'two-factor';
export type SignUpOutcome = 'check-email' | 'signed-in' | 'exists';

const needsSecondFactor = (data: unknown) =>
  Boolean(data && typeof data === 'object' && 'twoFactorRedirect' in data && data.twoFactorRedirect);

export async function signInWithPassword(email: string, password: string): Promise<SignInOutcome> {
  const data = await ssoAwareCall(email, authClient.signIn.email({ email, password }));
  return needsSecondFactor(data) ? 'two-factor' : 'signed-in';
}

/** A code mailed less than a minute ago is still the one to type: the screen moves on to it. */
export async function sendSignInCode(email: string): Promise<void> {
  const { error } = await authClient.emailOtp
    .sendVerificationOtp({ email, type: 'sign-in' })
    .catch(() => ({ error: { message: 'Could not reach the server. Check your connection and try again.' } }));
  if (isApiErrorBody(error) && error.error.code === 'code_recently_sent') return;
  throwIfSsoRequired(email, error);
  if (error) throw new Error(authErrorMessage(error));
}

export async function signInWithCode(email: string, otp: string): Promise<SignInOutcome> {
  const data = await ssoAwareCall(
    email,
    authClient.signIn.emailOtp({ email, otp }),
    'Please check your code and try again.',
  );
  return needsSecondFactor(data) ? 'two-factor' : 'signed-in';
}

// The service messages the spec lists as meaning "this address already has an account".
const alreadyRegistered = [
  'User already registered',
  'already been registered',
  'already exists',
  'email address is already registered',
];

/**
 * Asks check-user-exists first, as the spec does, then signs up; a confirmation mail follows. It
 * says "exists" only for the account's own password (ADR 0009); with another, the sign-up goes
 * on, answers as for a new address, and the address's owner gets a mail saying to sign in.
 */
export async function signUpWithPassword(email: string, password: string, callbackURL: string): Promise<SignUpOutcome> {
  const { exists } = await unwrap(api.functions['check-user-exists'].$post({ json: { email, password } }));
  if (exists) return 'exists';
  let data: Awaited<ReturnType<typeof authClient.signUp.email>>['data'];
  try {
    data = await ssoAwareCall(email, authClient.signUp.email({ email, password, name: '', callbackURL }));
  } catch (error) {
    if (alreadyRegistered.some((text) => (error as Error).message.includes(text))) return 'exists';
    throw error;
  }
  if (data?.token) return 'signed-in';
  const createdAt = data?.user ? new Date(data.user.createdAt).getTime() : Date.now();
  if (Date.now() - createdAt > authLimits.existingAccountAgeMs) return 'exists';
  return 'check-email';
}

export async function verifySecondFactor(code: string, kind: 'totp' | 'backup'): Promise<void> {
  if (kind === 'backup') await authCall(authClient.twoFactor.verifyBackupCode({ code }), 'Invalid verification code');
  else await authCall(authClient.twoFactor.verifyTotp({ code }), 'Invalid verification code');
}
