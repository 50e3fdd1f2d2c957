import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { streamSSE } from 'hono/streaming';
import { cloudTexts, maxRequestBytes } from '../../../shared/cloud/limits';
import { listQuerySchema } from '../../../shared/cloud/query';
import { recordDataSchema } from '../../../shared/cloud/record-data';
import type { Env } from '../../core/env';
import type { Logger } from '../../core/logger';
import type { Database } from '../../db/client';
import { ApiError, handleError } from '../../http/api-error';
import { limitBody } from '../../http/body-limit';
import { rateLimit } from '../../http/rate-limit';
import { type RateLimitStoreDeps, rateLimitStore } from '../../http/rate-limit-store';
import { validate } from '../../http/validate';
import type { Mailer } from '../../vendors/mail';
import type { Storage } from '../../vendors/storage';
import type { Builds } from '../build/builds.service';
import type { FunctionHost } from '../functions/function-host';
import type { AccessTokens } from '../hosting/access-token';
import { grantHolds, resolveAppSite } from '../hosting/app-site';
import { liveCookie } from '../hosting/hosting.routes';
import { aiRoutes } from './ai.routes';
import { userOfSession } from './app-users';
import { appSessionCookie, appUserRoutes } from './app-users.routes';
import { type CloudEnv, collectionParam } from './cloud-access';
import { siteCaller } from './cloud-caller';
import type { CloudChanges } from './cloud-changes';
import { seedCollections } from './cloud-seed';
import { deviceLife } from './devices';
import { emailRoutes } from './email.routes';
import { emailPublicRoutes } from './email-unsubscribe.routes';
import { fileRoutes, keyedFileRoutes } from './files.routes';
import { functionRoutes, hookRoutes } from './functions.routes';
import { createDevice, identityOf, ownerIdentity } from './identity';
import { paymentHookRoutes, paymentRoutes } from './payments.routes';
import { createRecord, deleteRecord, getRecord, listRecords, updateRecord } from './records.service';
import type { CloudApi, FunctionDeps } from './run-function';
import { watchChanges } from './watch-changes';

export interface CloudDeps extends RateLimitStoreDeps {
  logger: Logger;
  /** The apps' functions running on this server (ADR 0026). */
  functionHost: FunctionHost;
  db: Database;
  mailer: Mailer;
  storage: Storage;
  env: Env;
  builds: Builds;
  appAccess: AccessTokens;
  cloudChanges: CloudChanges;
}

/** Webhook calls one sender may make to one app in a minute: a payment provider's bursts fit. */
const hooksPerSenderPerMinute = 120;

const bearer = (header: string | undefined) => /^Bearer (\S+)$/.exec(header ?? '')?.[1];

/**
 * A generated app's own backend, on the app's host under /_cloud/v1: records in collections,
 * live changes, and the anonymous device identity the SDK keeps. The main site's cookies and
 * API never take part; access follows the app's visibility exactly as its pages do.
 */
export function cloudRoutes(deps: CloudDeps) {
  // Every app shares the apps domain, so another app is "same-site" and gets Lax cookies: a
  // write from another origin that carries cookies is refused before anything runs. Exported
  // copies of the app call from their own origin with a bearer token only, which CORS allows.
  const crossOrigin = createMiddleware<CloudEnv>(async (c, next) => {
    const origin = c.req.header('origin');
    // Hosts, not schemes: behind a TLS proxy this server itself sees plain http.
    if (origin === undefined || URL.parse(origin)?.host === c.req.header('host')) return next();
    c.header('Access-Control-Allow-Origin', '*');
    if (c.req.method === 'OPTIONS') {
      c.header('Access-Control-Allow-Methods', 'GET, POST, PATCH, DELETE');
      c.header('Access-Control-Allow-Headers', 'authorization, content-type, x-shipwright-grant');
      c.header('Access-Control-Max-Age', '600');
      return c.body(null, 204);
    }
    if (c.req.method !== 'GET' && c.req.header('cookie')) {
      throw new ApiError(
        403,
        'cross_origin',
        'Requests to an app’s backend with its cookies must come from the app itself.',
      );
    }
    await next();
  });
  const caller = createMiddleware<CloudEnv>(async (c, next) => {
    if (c.env.caller) {
      c.set('caller', c.env.caller);
      return next();
    }
    const grant = c.req.header('x-shipwright-grant');
    const site = await resolveAppSite(deps, c.env.host, { grant, cookie: getCookie(c, liveCookie) });
    const rules =
      (site && c.env.rules) ?? (site?.artifactId ? await deps.builds.rulesOf(site.project.id, site.artifactId) : null);
    if (!site || !rules) throw new ApiError(404, 'not_found', 'No app here.');
    const { project, environment } = site;
    // The owner in their own preview is always the same app user, with or without storage.
    const asOwner = environment === 'preview' && (await grantHolds(deps, grant, 'preview-owner', project));
    const scope = { projectId: project.id, environment };
    // Who is asking: the owner (by grant), a signed-in app user (by session cookie), else a device.
    const identity = asOwner
      ? await ownerIdentity(deps.db, project.id, environment)
      : ((await userOfSession(deps.db, scope, getCookie(c, appSessionCookie))) ??
        (await identityOf(deps.db, project.id, environment, bearer(c.req.header('authorization')))));
    const who = await siteCaller(deps.db, site, rules, { identity, asOwner });
    // Only a served build's seed fills data: a render's unsaved rules (c.env.rules) do not.
    if (!c.env.rules) await seedCollections(deps, who);
    c.set('caller', who);
    await next();
  });
  const perClient = rateLimit({
    name: 'app-cloud',
    store: rateLimitStore(deps),
    trustProxy: deps.env.TRUST_PROXY,
    max: (c) => c.var.caller.limits.requestsPerMinute,
    keyOf: (c, address) =>
      `${c.var.caller.projectId}:${c.var.caller.environment}:${c.var.caller.identity?.id ?? address}`,
  });

  // Devices are free to make, so each address gets a few an hour per app; the plan caps them all.
  const newDevicesPerAddress = rateLimit({
    name: 'app-cloud-devices',
    store: rateLimitStore(deps),
    trustProxy: deps.env.TRUST_PROXY,
    max: deviceLife.perAddressPerHour,
    windowMs: 60 * 60_000,
    keyOf: (c, client) => `${c.var.caller.projectId}:${c.var.caller.environment}:${client}`,
    refusal: { code: 'too_many_devices', message: cloudTexts.devicesFromAddress },
  });

  // Webhooks answer anyone, before a caller is known: each sender's address gets a share per app.
  const perSender = rateLimit({
    name: 'app-hooks',
    store: rateLimitStore(deps),
    trustProxy: deps.env.TRUST_PROXY,
    max: hooksPerSenderPerMinute,
    keyOf: (c, client) => `${JSON.stringify(c.env.host)}:${client}`,
  });

  const recordBodyLimit = limitBody(maxRequestBytes);
  // Uploads and function calls are held to the app's plan on their own routes, once the caller is known.
  const limitedOnItsRoute = (method: string, path: string) =>
    (method === 'POST' && path.endsWith('/_cloud/v1/files')) || /\/_cloud\/v1\/(functions|hooks)\//.test(path);

  // A function's ctx.cloud calls this backend in this process (run-function.ts).
  const functionDeps = { ...deps, api: (request: Request, env: CloudEnv['Bindings']) => inProcess(request, env) };
  const api: Hono<CloudEnv> = new Hono<CloudEnv>()
    .use((c, next) => (limitedOnItsRoute(c.req.method, c.req.path) ? next() : recordBodyLimit(c, next)))
    .use(crossOrigin)
    .route('/', keyedFileRoutes(deps))
    .use('/hooks/*', perSender)
    .route('/hooks', hookRoutes(functionDeps))
    // Unsubscribe links answer whoever holds one: the signed token proves the address.
    .route('/email', emailPublicRoutes(deps))
    // Stripe's deliveries and the sandbox checkout's pages: a signature or a sealed link proves them.
    .use('/payments/webhook', perSender)
    .use('/payments/sandbox/*', perSender)
    .route('/payments', paymentHookRoutes(deps))
    .use(caller)
    .use(perClient)
    .route('/auth', appUserRoutes(deps))
    .route('/files', fileRoutes(deps))
    .route('/functions', functionRoutes(functionDeps))
    .route('/ai', aiRoutes(deps))
    .route('/payments', paymentRoutes(deps))
    .route('/email', emailRoutes(deps))
    .post(
      '/identity',
      (c, next) => (c.var.caller.asOwner ? next() : newDevicesPerAddress(c, next)),
      async (c) => {
        const { projectId, environment, asOwner, limits } = c.var.caller;
        // The owner's grant is their identity here: there is no token to keep.
        if (asOwner) return c.json({ token: null, identity: c.var.caller.identity }, 200);
        return c.json(await createDevice(deps.db, { projectId, environment }, limits.devices), 201);
      },
    )
    .get('/identity', (c) => {
      const { identity } = c.var.caller;
      if (!identity) throw new ApiError(401, 'identity_required', 'No identity for this token.');
      return c.json({ identity }, 200);
    })
    .post('/collections/:name/query', validate('json', listQuerySchema), async (c) =>
      c.json(await listRecords(deps, c.var.caller, collectionParam(c.req.param('name')), c.req.valid('json')), 200),
    )
    .get('/collections/:name/records/:id', async (c) =>
      c.json(await getRecord(deps, c.var.caller, collectionParam(c.req.param('name')), c.req.param('id')), 200),
    )
    .post('/collections/:name/records', validate('json', recordDataSchema), async (c) =>
      c.json(await createRecord(deps, c.var.caller, collectionParam(c.req.param('name')), c.req.valid('json')), 201),
    )
    .patch('/collections/:name/records/:id', validate('json', recordDataSchema), async (c) => {
      const { name, id } = c.req.param();
      return c.json(await updateRecord(deps, c.var.caller, collectionParam(name), id, c.req.valid('json')), 200);
    })
    .delete('/collections/:name/records/:id', async (c) =>
      c.json(await deleteRecord(deps, c.var.caller, collectionParam(c.req.param('name')), c.req.param('id')), 200),
    )
    .get('/collections/:name/changes', (c) => {
      const name = collectionParam(c.req.param('name'));
      const watcher = c.var.caller;
      c.header('cache-control', 'no-store');
      c.header('x-accel-buffering', 'no');
      return streamSSE(c, (stream) => watchChanges(deps.cloudChanges, watcher, name, stream));
    });
  const inProcess = inProcessApi(api, deps.logger);
  return api;
}

/** The backend as a function reaches it in this process: its refusals answer as they do on the host. */
function inProcessApi(api: Hono<CloudEnv>, logger: Logger): CloudApi {
  const wrapped = new Hono<CloudEnv>().route('/', api);
  wrapped.onError(handleError(logger));
  return (request, env) => wrapped.fetch(request, env);
}

/** The deps of a function call started away from the app's host (the builder's console, a schedule). */
export const functionDepsFor = (deps: CloudDeps): FunctionDeps => ({
  ...deps,
  api: inProcessApi(cloudRoutes(deps), deps.logger),
});
