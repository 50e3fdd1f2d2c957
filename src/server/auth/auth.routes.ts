import { Hono } from 'hono';
import { authMailBreaker, authRateLimits, wrongCodesPerAddress } from '../../shared/auth';
import type { Env } from '../core/env';
import { errorBody } from '../http/api-error';
import { clientAddress } from '../http/client-address';
import { failureLimit } from '../http/failure-limit';
import { withPublicEgress } from '../http/public-connection';
import { rateLimit } from '../http/rate-limit';
import { type RateLimitStoreDeps, rateLimitStore } from '../http/rate-limit-store';
import type { Auth } from './auth';
import { clientAddressHeader } from './auth';
import { withoutSessionToken } from './without-session-token';

/** Which limit guards which Better Auth endpoint (paths below /api/auth). */
const limitedPaths: Array<[string, keyof typeof authRateLimits]> = [
  ['/sign-in/email', 'signIn'],
  ['/sign-in/social', 'signIn'],
  ['/sign-in/sso', 'signIn'],
  ['/change-password', 'signIn'],
  ['/sign-up/email', 'signUp'],
  ['/email-otp/send-verification-otp', 'codeSend'],
  ['/send-verification-email', 'codeSend'],
  ['/change-email', 'codeSend'],
  ['/forget-password/email-otp', 'codeSend'],
  ['/email-otp/request-password-reset', 'codeSend'],
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

/** The limits of endpoints that mail someone: those paths also count towards the mail breaker. */
const mailingLimits = new Set<keyof typeof authRateLimits>(['codeSend', 'signUp']);

/** Better Auth under /auth, behind our rate limits, with errors in the API's one shape. */
export function authRoutes({ env, auth, ...database }: { env: Env; auth: Auth } & RateLimitStoreDeps) {
  const app = new Hono();
  const store = rateLimitStore(database);
  const limiters = new Map(
    Object.entries(authRateLimits).map(([name, limit]) => [
      name,
      rateLimit({ name: `auth-${name}`, ...limit, trustProxy: env.TRUST_PROXY, store }),
    ]),
  );
  // One count for everyone (on PostgreSQL, every instance), taken after the client's own limit
  // so that one client over its limit cannot spend everyone's mail.
  const mailBreaker = rateLimit({
    name: 'auth-mail-breaker',
    ...authMailBreaker,
    trustProxy: env.TRUST_PROXY,
    keyOf: () => 'everyone',
    store,
    refusal: {
      code: 'mail_rate_limited',
      message: (wait) => `We are sending too many e-mails right now. Please try again in ${wait}.`,
    },
  });
  // Counted after the answer, only when the code was not right: a crowd signing in passes.
  const wrongCodes = failureLimit({
    name: 'auth-wrong-codes',
    ...wrongCodesPerAddress,
    trustProxy: env.TRUST_PROXY,
    store,
    failed: (status) => status >= 400 && status < 500 && status !== 429,
    refusal: {
      code: 'too_many_wrong_codes',
      message: (wait) => `Too many wrong codes were entered from this network. Please try again in ${wait}.`,
    },
  });
  for (const [path, limit] of limitedPaths) {
    const perClient = limiters.get(limit) as NonNullable<ReturnType<typeof limiters.get>>;
    if (mailingLimits.has(limit)) app.post(`/auth${path}`, perClient, mailBreaker);
    else if (limit === 'codeVerify') app.post(`/auth${path}`, perClient, wrongCodes);
    else app.post(`/auth${path}`, perClient);
  }
  // The SSO plugin fetches an identity provider's token, keys and user info itself: only from public addresses.
  for (const path of ['/auth/sso/*', '/auth/sign-in/sso'])
    app.use(path, (_c, next) => withPublicEgress(env.SSO_TRUSTED_ORIGINS, next));
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
