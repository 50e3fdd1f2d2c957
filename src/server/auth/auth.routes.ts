import { Hono } from 'hono';
import { authRateLimits } from '../../shared/auth';
import type { Env } from '../core/env';
import { errorBody } from '../http/api-error';
import { clientAddress } from '../http/client-address';
import { rateLimit } from '../http/rate-limit';
import { type RateLimitStoreDeps, rateLimitStore } from '../http/rate-limit-store';
import type { Auth } from './auth';
import { clientAddressHeader } from './auth';
import { withoutSessionToken } from './without-session-token';

/** Which limit guards which Better Auth endpoint (paths below /api/auth). */
const limitedPaths: Array<[string, keyof typeof authRateLimits]> = [
  ['/sign-in/email', 'signIn'],
  ['/sign-in/social', 'signIn'],
  ['/change-password', 'signIn'],
  ['/sign-up/email', 'signUp'],
  ['/email-otp/send-verification-otp', 'codeSend'],
  ['/send-verification-email', 'codeSend'],
  ['/change-email', 'codeSend'],
  ['/forget-password/email-otp', 'codeSend'],
  ['/request-password-reset', 'codeSend'],
  ['/sign-in/email-otp', 'codeVerify'],
  ['/email-otp/check-verification-otp', 'codeVerify'],
  ['/email-otp/verify-email', 'codeVerify'],
  ['/email-otp/reset-password', 'codeVerify'],
  ['/reset-password', 'codeVerify'],
  ['/two-factor/verify-totp', 'twoFactorVerify'],
  ['/two-factor/verify-backup-code', 'twoFactorVerify'],
  ['/two-factor/disable', 'twoFactorVerify'],
];

/** Better Auth under /auth, behind our rate limits, with errors in the API's one shape. */
export function authRoutes({ env, auth, ...database }: { env: Env; auth: Auth } & RateLimitStoreDeps) {
  const app = new Hono();
  const limiters = new Map(
    Object.entries(authRateLimits).map(([name, limit]) => [
      name,
      rateLimit({ name: `auth-${name}`, ...limit, trustProxy: env.TRUST_PROXY, store: rateLimitStore(database) }),
    ]),
  );
  for (const [path, limit] of limitedPaths)
    app.post(`/auth${path}`, limiters.get(limit) as NonNullable<ReturnType<typeof limiters.get>>);
  app.on(['GET', 'POST'], '/auth/*', async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(clientAddressHeader, clientAddress(c, env.TRUST_PROXY));
    const response = await auth.handler(new Request(c.req.raw, { headers }));
    return response.status >= 400 ? withApiErrorShape(response) : withoutSessionToken(response);
  });
  return app;
}

// Better Auth answers { code, message }; every other route answers { error: { code, message } }.
async function withApiErrorShape(response: Response): Promise<Response> {
  if (!response.headers.get('content-type')?.includes('application/json')) return response;
  const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const code = (body?.code ?? `http_${response.status}`).toLowerCase();
  const message = body?.message || response.statusText || 'Authentication failed.';
  return new Response(JSON.stringify(errorBody(code, message)), { status: response.status, headers });
}
