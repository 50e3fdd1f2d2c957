import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { z } from 'zod';
import type { Database } from '../db/client';
import { guessCode } from './code-attempts';
import { takeSendSlot } from './code-sends';

type Body = Record<string, unknown> | undefined;
const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** Endpoints that compare an e-mailed code, and which stored code each one compares with. */
const codeChecks: Record<string, (body: Body) => [kind: string | null, email: unknown]> = {
  '/sign-in/email-otp': (b) => ['sign-in', b?.email],
  '/email-otp/check-verification-otp': (b) => [text(b?.type), b?.email],
  '/email-otp/verify-email': (b) => ['email-verification', b?.email],
  '/email-otp/reset-password': (b) => ['forget-password', b?.email],
};

/** Endpoints that mail a code or a link to the address in their body. */
const sendPaths = new Set([
  '/email-otp/send-verification-otp',
  '/forget-password/email-otp',
  '/email-otp/request-password-reset',
  '/request-password-reset',
  '/send-verification-email',
]);

const refusals = {
  wrong: () => new APIError('BAD_REQUEST', { code: 'INVALID_OTP', message: 'Invalid OTP' }),
  'no-code': () => new APIError('BAD_REQUEST', { code: 'INVALID_OTP', message: 'Invalid OTP' }),
  expired: () => new APIError('BAD_REQUEST', { code: 'OTP_EXPIRED', message: 'OTP expired' }),
  exhausted: () => new APIError('FORBIDDEN', { code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts' }),
};

/**
 * Sign-in codes held to their limits by the database rather than by each request's reading of
 * it: at most 3 guesses compared per code however many arrive at once, and per address a
 * cooldown and an hourly cap on sending (on top of the per-client limits in auth.routes.ts).
 * Answers keep Better Auth's codes and texts, so clients see nothing new but the 429.
 */
export function codeGuard(db: Database) {
  return {
    id: 'code-guard',
    hooks: {
      before: [
        {
          matcher: (ctx) => Boolean(ctx.path && ctx.path in codeChecks),
          handler: createAuthMiddleware(async (ctx) => {
            const body = ctx.body as Body;
            const [kind, email] = codeChecks[ctx.path ?? '']?.(body) ?? [null, null];
            const otp = text(body?.otp);
            // Anything else is refused by the endpoint's own validation before a comparison.
            if (!kind || typeof email !== 'string' || otp === null) return;
            const guess = await guessCode(db, `${kind}-otp-${email.toLowerCase()}`, otp);
            if (guess !== 'right') throw refusals[guess]();
          }),
        },
        {
          matcher: (ctx) => sendPaths.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const email = text((ctx.body as Body)?.email)?.toLowerCase();
            // Only an address takes a slot; the endpoint's own validation refuses anything else.
            if (!email || !z.email().safeParse(email).success) return;
            const slot = await takeSendSlot(db, email);
            if (slot.ok) return;
            throw new APIError(
              'TOO_MANY_REQUESTS',
              slot.reason === 'cooldown'
                ? {
                    code: 'CODE_RECENTLY_SENT',
                    message: `A code was just sent to this address. Please wait ${slot.retryAfterSeconds} seconds before asking for another.`,
                  }
                : {
                    code: 'RATE_LIMITED',
                    message: `Too many codes were sent to this address. Please try again in ${Math.ceil(slot.retryAfterSeconds / 60)} minutes.`,
                  },
              { 'Retry-After': String(slot.retryAfterSeconds) },
            );
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
