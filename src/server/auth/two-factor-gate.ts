import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';
import { generateRandomString, symmetricDecrypt } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import type { Database } from '../db/client';
import { usedTotpCodes } from '../db/schema';

// Better Auth's two-factor plugin stops only password sign-in at the second step. Sign-in by
// e-mail code or by an identity provider must stop there too, or a second factor would be
// optional. This plugin does for those paths what the two-factor plugin does for passwords:
// no session, a short-lived challenge cookie, and the client is told to ask for the code.

const challengeCookie = 'two_factor'; // the two-factor plugin's cookie, read by its verify endpoints
const challengeSeconds = 600;
const codeEntryPaths = new Set(['/sign-in/email-otp']);
const providerCallbackPaths = new Set(['/callback/:id', '/oauth2/callback/:providerId']);
/** A TOTP code is accepted for ±1 period of 30 s; a used code stays refused well past that. */
const replayWindowSeconds = 180;

export const twoFactorSignInPage = '/auth?two_factor=1';

export function twoFactorGate(db: Database, appUrl: string) {
  return {
    id: 'two-factor-gate',
    endpoints: {
      /** Who the pending challenge is for, so /auth can say "Signed in as" after a reload or a redirect. */
      pendingTwoFactor: createAuthEndpoint('/two-factor/pending', { method: 'GET' }, async (ctx) => {
        const userId = await pendingChallengeUser(ctx);
        const user = userId ? await ctx.context.internalAdapter.findUserById(userId) : null;
        if (!user)
          throw new APIError('NOT_FOUND', { message: 'No two-factor sign-in is waiting.', code: 'NO_CHALLENGE' });
        return ctx.json({ email: user.email });
      }),
    },
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === '/two-factor/verify-totp',
          handler: createAuthMiddleware(async (ctx) => {
            const code = (ctx.body as { code?: unknown } | undefined)?.code;
            if (typeof code !== 'string') return;
            const userId = (await getSessionFromCtx(ctx))?.user.id ?? (await pendingChallengeUser(ctx));
            if (!userId) return; // the endpoint itself answers "unauthorized"
            // A wrong code is left to the endpoint (which counts it) and is not marked used:
            // marking it first would refuse it later, in the period where it is the user's code.
            if (!(await currentCodeMatches(ctx, userId, code))) return;
            if (!(await claimCode(db, userId, code))) {
              throw new APIError('BAD_REQUEST', {
                message: 'This code has already been used. Wait for the next code in your authenticator app.',
                code: 'CODE_ALREADY_USED',
              });
            }
          }),
        },
        {
          // With no password to ask for, turning the factor off takes a current code instead.
          matcher: (ctx) => ctx.path === '/two-factor/disable',
          handler: createAuthMiddleware(async (ctx) => {
            const session = await getSessionFromCtx(ctx);
            if (!session) return;
            const credential = await ctx.context.internalAdapter.findCredentialAccount(session.user.id);
            if (credential?.password) return; // the two-factor plugin checks the password
            const code = (ctx.body as { code?: unknown } | undefined)?.code;
            const valid =
              typeof code === 'string' &&
              (await currentCodeMatches(ctx, session.user.id, code)) &&
              (await claimCode(db, session.user.id, code));
            if (!valid) {
              throw new APIError('BAD_REQUEST', {
                message: 'Enter a current code from your authenticator app to turn two-factor off.',
                code: 'INVALID_CODE',
              });
            }
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => codeEntryPaths.has(ctx.path ?? '') || providerCallbackPaths.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const signedIn = ctx.context.newSession;
            if (!signedIn?.user.twoFactorEnabled) return;
            deleteSessionCookie(ctx, true);
            await ctx.context.internalAdapter.deleteSession(signedIn.session.token);
            ctx.context.setNewSession(null);
            const cookie = ctx.context.createAuthCookie(challengeCookie, { maxAge: challengeSeconds });
            const identifier = `2fa-${generateRandomString(20)}`;
            const expiresAt = new Date(Date.now() + challengeSeconds * 1000);
            const { internalAdapter } = ctx.context;
            await internalAdapter.createVerificationValue({ value: signedIn.user.id, identifier, expiresAt });
            await internalAdapter.createVerificationValue({
              value: '0',
              identifier: `2fa-attempts-${identifier}`,
              expiresAt,
            });
            await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
            if (codeEntryPaths.has(ctx.path ?? ''))
              return ctx.json({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
            ctx.setHeader('location', `${appUrl}${twoFactorSignInPage}`);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

async function pendingChallengeUser(ctx: HookContext): Promise<string | null> {
  const cookie = ctx.context.createAuthCookie(challengeCookie);
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const record = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return record && record.expiresAt > new Date() ? record.value : null;
}

/** Whether the code is one the user's authenticator shows now (±1 period, as the plugin allows). */
async function currentCodeMatches(ctx: HookContext, userId: string, code: string): Promise<boolean> {
  const factor = await ctx.context.adapter.findOne<{ secret: string }>({
    model: 'twoFactor',
    where: [{ field: 'userId', value: userId }],
  });
  if (!factor) return false;
  const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: factor.secret });
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromUTF8(secret), digits: 6, period: 30 });
  return totp.validate({ token: code, window: 1 }) !== null;
}

/** Atomically marks the code used; false when the same user already used it in the window. */
async function claimCode(db: Database, userId: string, code: string): Promise<boolean> {
  const claimed = await db
    .insert(usedTotpCodes)
    .values({ userId, code })
    .onConflictDoUpdate({
      target: [usedTotpCodes.userId, usedTotpCodes.code],
      set: { usedAt: sql`now()` },
      setWhere: sql`${usedTotpCodes.usedAt} < now() - make_interval(secs => ${replayWindowSeconds})`,
    })
    .returning({ userId: usedTotpCodes.userId });
  return claimed.length > 0;
}
