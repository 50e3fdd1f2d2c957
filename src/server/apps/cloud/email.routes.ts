import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  emailErrorCodes,
  emailTexts,
  notifyOwnerLimits,
  notifyOwnerSchema,
  sendSchema,
} from '../../../shared/app-services/email';
import { cloudTexts } from '../../../shared/cloud/limits';
import { ApiError } from '../../http/api-error';
import { rateLimit } from '../../http/rate-limit';
import { rateLimitStore } from '../../http/rate-limit-store';
import { validate } from '../../http/validate';
import { type SendingApp, sendAppEmail } from '../app-email/send-app-email';
import { type AppHost, liveOrigin, previewOrigin } from '../hosting/app-hosts';
import type { CloudDeps } from './cloud.routes';
import type { CloudCaller, CloudEnv } from './cloud-access';

/** Where an app's links point: its own host, as the platform names it (not whatever Host was sent). */
export const appOriginOf = (env: CloudDeps['env'], host: AppHost) =>
  host.kind === 'preview' ? previewOrigin(env, host.projectId) : liveOrigin(env, host.slug);

const sendingApp = (deps: CloudDeps, caller: CloudCaller, host: AppHost): SendingApp => ({
  projectId: caller.projectId,
  environment: caller.environment,
  appName: caller.appName,
  ownerId: caller.ownerId,
  tier: caller.tier,
  origin: appOriginOf(deps.env, host),
});

/**
 * E-mail from an app (issue 33) on its host under /_cloud/v1/email. Its server functions send
 * (`ctx.email.send`) to the owner, its users and addresses collected with consent; a browser may
 * only notify the owner, and only where cloud.json says who may: no open relay either way.
 */
export function emailRoutes(deps: CloudDeps) {
  // Before the body is even read: a browser is refused whatever it sends.
  const functionsOnly = createMiddleware<CloudEnv>(async (c, next) => {
    if (!c.var.caller.viaFunction) throw new ApiError(403, emailErrorCodes.functionsOnly, emailTexts.functionsOnly);
    await next();
  });

  const mayNotifyOwner = createMiddleware<CloudEnv>(async (c, next) => {
    const { rules, identity } = c.var.caller;
    const level = rules.email?.notifyOwner ?? 'none';
    if (level === 'none') throw new ApiError(403, emailErrorCodes.notAllowed, emailTexts.notAllowed);
    if (level === 'signed-in' && identity?.kind !== 'user')
      throw new ApiError(401, 'sign_in_required', emailTexts.signInRequired);
    if (!identity) throw new ApiError(401, 'identity_required', cloudTexts.identityRequired);
    await next();
  });

  // Devices are cheap to make, so each network address has a share too, not only each identity.
  const store = rateLimitStore(deps);
  const refusal = { code: 'rate_limited', message: emailTexts.tooManyNotices };
  const hour = 60 * 60_000;
  const appKey = (caller: CloudCaller) => `${caller.projectId}:${caller.environment}`;
  const perIdentity = rateLimit({
    name: 'app-email-notify',
    store,
    trustProxy: deps.env.TRUST_PROXY,
    max: notifyOwnerLimits.perIdentityPerHour,
    windowMs: hour,
    keyOf: (c, client) => `${appKey(c.var.caller)}:${c.var.caller.identity?.id ?? client}`,
    refusal,
  });
  const perAddress = rateLimit({
    name: 'app-email-notify-address',
    store,
    trustProxy: deps.env.TRUST_PROXY,
    max: notifyOwnerLimits.perAddressPerHour,
    windowMs: hour,
    keyOf: (c, client) => `${appKey(c.var.caller)}:${client}`,
    refusal,
  });

  return new Hono<CloudEnv>()
    .post('/send', functionsOnly, validate('json', sendSchema), async (c) =>
      c.json(await sendAppEmail(deps, sendingApp(deps, c.var.caller, c.env.host), c.req.valid('json')), 200),
    )
    .post('/notify-owner', mayNotifyOwner, perIdentity, perAddress, validate('json', notifyOwnerSchema), async (c) => {
      const app = sendingApp(deps, c.var.caller, c.env.host);
      const mail = { ...c.req.valid('json'), to: 'owner' as const };
      return c.json(await sendAppEmail(deps, app, mail, { fromVisitor: !c.var.caller.viaFunction }), 200);
    });
}
