import { z } from 'zod';

/** Limits of sign-in from the specification (section 9) and the accounts issue. */
export const authLimits = {
  codeLength: 6,
  passwordMinLength: 6,
  codeExpiresInSeconds: 10 * 60,
  codeAttempts: 3,
  /** Sign-up that returns an older user means the address was already registered. */
  existingAccountAgeMs: 10_000,
  redirectDelayMs: 100,
} as const;

export const oauthProviders = [
  { id: 'google', label: 'Google' },
  { id: 'microsoft', label: 'Microsoft' },
  { id: 'github', label: 'GitHub' },
] as const;
export type OAuthProviderId = (typeof oauthProviders)[number]['id'];

/** Per client address, per window; the server enforces them in front of Better Auth. */
export const authRateLimits = {
  signIn: { max: 10, windowMs: 10 * 60_000 },
  signUp: { max: 5, windowMs: 10 * 60_000 },
  /**
   * Generous (as Supabase's 30 / 5 min): a school or office shares one address, and each address
   * mailed has its own cooldown and hourly cap (codeSendLimits) whichever client asks.
   */
  codeSend: { max: 40, windowMs: 5 * 60_000 },
  /**
   * Every code check from one address: a class of 30 signing in at once, each with a spare try.
   * Guessing is held by the wrong codes alone (wrongCodesPerAddress) and each code's 3 tries.
   */
  codeVerify: { max: 60, windowMs: 5 * 60_000 },
  twoFactorVerify: { max: 10, windowMs: 10 * 60_000 },
  checkUserExists: { max: 10, windowMs: 10 * 60_000 },
  /** Per e-mail address asked about, whatever the client address: it checks a password. */
  checkUserExistsPerAddress: { max: 5, windowMs: 10 * 60_000 },
} as const;

/**
 * Wrong (or used-up, or expired) codes from one client address, whichever accounts they were for:
 * what spraying guesses across accounts is made of, and what a class signing in rarely does.
 * docs/sign-in-limits.md says why each number.
 */
export const wrongCodesPerAddress = { max: 15, windowMs: 10 * 60_000 } as const;

/** Per e-mail address, on top of the per-client limits: codes and links mailed to one address. */
export const codeSendLimits = {
  cooldownSeconds: 60,
  perHour: 5,
} as const;

/**
 * Code and sign-up mails from all clients together, per minute: a breaker for a flood from many
 * client addresses at once, which the per-client and per-address limits each let through.
 */
export const authMailBreaker = { max: 300, windowMs: 60_000 } as const;

/** Digits only, at most six: what every code box keeps of what was typed or pasted. */
export const keepCodeDigits = (value: string) => value.replace(/\D/g, '').slice(0, authLimits.codeLength);
export const isCompleteCode = (value: string) => /^\d{6}$/.test(value);

export const emailSchema = z.string().trim().toLowerCase().email('Please enter a valid email address.');
/**
 * "Account exists" is only said to someone who also knows the account's password (ADR 0009):
 * anything less would tell anyone which addresses have accounts, which sign-up itself does not.
 */
export const checkUserExistsSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Please enter your password.').max(128, 'Password must be at most 128 characters long.'),
});

/** Initials for the avatar: first two letters of the e-mail, upper case, U if none. */
export function initialsOf(email: string | null | undefined): string {
  return email ? email.slice(0, 2).toUpperCase() : 'U';
}
