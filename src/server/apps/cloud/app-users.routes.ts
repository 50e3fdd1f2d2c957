import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { wrongCodesPerAddress } from '../../../shared/auth';
import { appSignIn, appSignInTexts } from '../../../shared/cloud/limits';
import type { Env } from '../../core/env';
import { failureLimit } from '../../http/failure-limit';
import { type RateLimitStoreDeps, rateLimitStore } from '../../http/rate-limit-store';
import { validate } from '../../http/validate';
import type { Mailer } from '../../vendors/mail';
import { endSession, sendSignInCode, verifySignInCode } from './app-users';
import type { CloudEnv } from './cloud-access';

/** Host-only (no Domain attribute): the session belongs to this one app host. */
export const appSessionCookie = 'shipwright_app_session';

const emailSchema = z.string().trim().toLowerCase().pipe(z.email('Enter a valid e-mail address.').max(254));
const codeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'The code is the 6 digits from the e-mail.');

/**
 * App users: people who sign in to a generated app with a code e-mailed to them. They belong
 * to that app and environment only, never to the product.
 */
export function appUserRoutes({ db, env, mailer, ...deps }: RateLimitStoreDeps & { env: Env; mailer: Mailer }) {
  const secure = env.APP_URL.startsWith('https:');
  // As for the product's own codes: wrong codes per address and app, not every sign-in, so a
  // class behind one address gets in and one address spraying guesses across users does not.
  const wrongCodes = failureLimit({
    name: 'app-wrong-codes',
    ...wrongCodesPerAddress,
    trustProxy: env.TRUST_PROXY,
    store: rateLimitStore({ db, ...deps }),
    keyOf: (c, client) => `${c.var.caller.projectId}:${c.var.caller.environment}:${client}`,
    failed: (status) => status >= 400 && status < 500 && status !== 429,
    refusal: { code: 'too_many_wrong_codes', message: appSignInTexts.tooManyWrongCodes },
  });
  return new Hono<CloudEnv>()
    .post('/code', validate('json', z.object({ email: emailSchema })), async (c) => {
      const { projectId, environment, appName } = c.var.caller;
      await sendSignInCode(db, mailer, { projectId, environment, appName }, c.req.valid('json').email);
      return c.json({ sent: true }, 200);
    })
    .post('/verify', wrongCodes, validate('json', z.object({ email: emailSchema, code: codeSchema })), async (c) => {
      const { projectId, environment, identity: device } = c.var.caller;
      const { email, code } = c.req.valid('json');
      const { token, identity } = await verifySignInCode(db, { projectId, environment }, email, code, device);
      setCookie(c, appSessionCookie, token, {
        httpOnly: true,
        secure,
        sameSite: 'Lax',
        path: '/',
        maxAge: appSignIn.sessionTtlMs / 1000,
      });
      return c.json({ identity }, 200);
    })
    .post('/sign-out', async (c) => {
      await endSession(db, getCookie(c, appSessionCookie));
      deleteCookie(c, appSessionCookie, { path: '/', secure });
      return c.json({ signedOut: true }, 200);
    });
}
