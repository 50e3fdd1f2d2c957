import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware } from 'better-auth/api';
import { emailOTP, genericOAuth, twoFactor } from 'better-auth/plugins';
import { authLimits } from '../../shared/auth';
import { brand } from '../../shared/brand';
import { personalWorkspaceId } from '../access/workspaces';
import type { Env } from '../core/env';
import type { Logger } from '../core/logger';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import type { Mailer } from '../vendors/mail';
import { secretBoxFor } from '../vendors/secret-box';
import {
  confirmEmailChangeMail,
  confirmEmailMail,
  confirmNewEmailMail,
  existingAccountMail,
  signInCodeMail,
  verificationCodeMail,
} from './auth-emails';
import { resolveAuthSecret } from './auth-secret';
import { codeGuard } from './code-guard';
import { takeSendSlot } from './code-sends';
import { oauthProviderConfigs } from './oauth-providers';
import { sessionReader } from './session-reader';
import { refuseIfSsoEnforced, refuseSessionIfSsoEnforced, type SsoJoin, ssoPlugin } from './sso';
import { ssoGate } from './sso-gate';
import { ssoRouteGuard } from './sso-routes';
import { sealingSsoSecrets } from './sso-secrets';
import { twoFactorGate } from './two-factor-gate';

export interface AuthDeps {
  env: Env;
  db: Database;
  mailer: Mailer;
  logger: Logger;
  /** Runs once an account's address is confirmed (at sign-up or later), e.g. to hand over a guest's purchases. */
  onEmailConfirmed: (user: { id: string; email: string }) => Promise<void>;
  /** Runs when a first SSO sign-in has made someone a member of the provider's workspace. */
  onSsoJoin?: (join: SsoJoin) => Promise<void>;
}

/** Set by our own middleware from the socket (or a trusted proxy), never by the client. */
export const clientAddressHeader = 'x-shipwright-client-address';

export function createAuth({ env, db, mailer, logger, onEmailConfirmed, onSsoJoin }: AuthDeps) {
  const secure = env.APP_URL.startsWith('https:');
  const sso = ssoPlugin(db, onSsoJoin ?? (async () => {}), onEmailConfirmed);
  const codeLink = (email: string, code: string) =>
    `${env.APP_URL}/auth?${new URLSearchParams({ email, code }).toString()}`;
  const auth = betterAuth({
    appName: brand.name,
    baseURL: env.APP_URL,
    basePath: '/api/auth',
    secret: resolveAuthSecret(env),
    // Identity providers on private addresses (an office IdP, the tests') are reached only when
    // the operator lists their origins; public ones need no entry (ADR 0029).
    trustedOrigins: [env.APP_URL, ...env.SSO_TRUSTED_ORIGINS],
    database: sealingSsoSecrets(drizzleAdapter(db, { provider: 'pg', schema }), secretBoxFor(env)),
    // Our own limiter sits in front, keyed on the real client address (auth.routes.ts).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: {
      log: (level, message) => {
        if (level === 'error') logger.error('auth', { message });
        else if (level === 'warn') logger.warn('auth', { message });
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [clientAddressHeader] },
      // On https every cookie is __Host-: Secure, Path=/ and no Domain, so no other host (a
      // generated app on a sibling subdomain included) can set or shadow it. Better Auth's own
      // secure prefix is __Secure-, which a cookie with a Domain can also carry.
      useSecureCookies: false,
      cookiePrefix: secure ? '__Host-shipwright' : 'shipwright',
      defaultCookieAttributes: { secure, path: '/' },
    },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: false },
        lastName: { type: 'string', required: false },
      },
      // Every SSO sign-in, on whichever of the plugin's routes, before an account is made or linked.
      validateUserInfo: ssoGate({ db, mailer, appUrl: env.APP_URL }),
      changeEmail: {
        enabled: true,
        sendChangeEmailConfirmation: async ({ user, newEmail, url }) => {
          await mailer.send(confirmEmailChangeMail(user.email, newEmail, url));
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: authLimits.passwordMinLength,
      revokeSessionsOnPasswordReset: true,
      // Sign-up answers alike for a taken address; its owner learns of the attempt by mail (ADR
      // 0009), at most as often as codes may be sent to it, but counted apart from the codes: a
      // code asked for next is then answered as for an address without an account.
      onExistingUserSignUp: async ({ user }) => {
        if ((await takeSendSlot(db, user.email, 'notices')).ok)
          await mailer.send(existingAccountMail(user.email, `${env.APP_URL}/auth`));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      // A verified user getting this is changing address (the old one approved it already).
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(
          user.emailVerified ? confirmNewEmailMail(user.email, url) : confirmEmailMail(user.email, url),
        );
      },
    },
    // A plan bought as a guest becomes the account's once the account proves it owns the address.
    databaseHooks: {
      user: {
        create: {
          after: async (u) => {
            // Every account has its personal workspace from the start (ADR 0028).
            await personalWorkspaceId(db, u.id);
            if (u.emailVerified) await onEmailConfirmed(u);
          },
        },
        update: { after: async (u) => (u.emailVerified ? onEmailConfirmed(u) : undefined) },
      },
      // A domain that enforces SSO gets sessions only from its identity provider.
      session: { create: { before: async (s, ctx) => refuseSessionIfSsoEnforced(db, s.userId, ctx?.path) } },
    },
    // Only providers that verify e-mail addresses may link to an existing account by address;
    // Microsoft's multi-tenant e-mail claim can be set by whoever runs the tenant.
    account: { accountLinking: { enabled: true, trustedProviders: ['google', 'github'] } },
    hooks: {
      // A changed password always ends the other sessions, whatever the client asked for.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/change-password') return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
        // Refused before a password is checked or a code is mailed.
        await refuseIfSsoEnforced(db, ctx.path, ctx.body);
      }),
    },
    plugins: [
      emailOTP({
        otpLength: authLimits.codeLength,
        expiresIn: authLimits.codeExpiresInSeconds,
        allowedAttempts: authLimits.codeAttempts,
        storeOTP: 'hashed',
        sendVerificationOTP: async ({ email, otp, type }) => {
          await mailer.send(
            type === 'sign-in' ? signInCodeMail(email, otp, codeLink(email, otp)) : verificationCodeMail(email, otp),
          );
        },
      }),
      codeGuard(db),
      twoFactor({ issuer: brand.name, allowPasswordless: true }),
      twoFactorGate(db, env.APP_URL),
      genericOAuth({ config: oauthProviderConfigs(env) }),
      sso,
      ssoRouteGuard(sso.endpoints, '/api/auth'),
    ],
  });
  return Object.assign(auth, { readSession: sessionReader(auth, db) });
}

export type Auth = ReturnType<typeof createAuth>;
