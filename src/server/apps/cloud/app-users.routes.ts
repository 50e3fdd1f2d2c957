import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { appSignIn } from '../../../shared/cloud/limits';
import type { Env } from '../../core/env';
import type { Database } from '../../db/client';
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
export function appUserRoutes({ db, env, mailer }: { db: Database; env: Env; mailer: Mailer }) {
  const secure = env.APP_URL.startsWith('https:');
  return new Hono<CloudEnv>()
    .post('/code', validate('json', z.object({ email: emailSchema })), async (c) => {
      const { projectId, environment, appName } = c.var.caller;
      await sendSignInCode(db, mailer, { projectId, environment, appName }, c.req.valid('json').email);
      return c.json({ sent: true }, 200);
    })
    .post('/verify', validate('json', z.object({ email: emailSchema, code: codeSchema })), async (c) => {
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
