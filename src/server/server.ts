import { type ServerType, serve } from '@hono/node-server';
import { AccessRevocations } from './access/revocations';
import { createApp } from './app';
import type { AppDeps } from './app-deps';
import { sweepAnalytics } from './apps/analytics/analytics-sweep';
import { BuildAssets } from './apps/build/build-assets';
import { Builds } from './apps/build/builds.service';
import { buildRunnerFor } from './apps/build/sandbox/build-runner-for';
import { unpackerFor } from './apps/build/sandbox/unpackers';
import { functionDepsFor } from './apps/cloud/cloud.routes';
import { CloudChanges } from './apps/cloud/cloud-changes';
import { runScheduled } from './apps/cloud/scheduled-run';
import { startDomainChecks } from './apps/domains/domain-verification';
import { sweepExpiredCalls } from './apps/functions/function-calls';
import { FunctionHost } from './apps/functions/function-host';
import { createAccessTokens } from './apps/hosting/access-token';
import { appsShareMainSite } from './apps/hosting/apps-site';
import { PackageStore } from './apps/packages/package-store';
import { AppRenders } from './apps/render/app-renders';
import { HeadlessBrowser } from './apps/render/headless-browser';
import { createAuth } from './auth/auth';
import { resolveAuthSecret } from './auth/auth-secret';
import type { Env } from './core/env';
import { createLogger, type Logger } from './core/logger';
import { type DatabaseHandle, openDatabase } from './db/client';
import { workOnSeats } from './features/billing/seats';
import { attachGuestSubscriptions } from './features/billing/subscription-events';
import { connectRunBus } from './features/conversation/run-bus';
import { RunRegistry } from './features/conversation/run-channel';
import { interruptRunsWithoutJobs, workOnRuns } from './features/conversation/run-jobs';
import { workOnGitSync } from './features/git-sync/git-jobs';
import { syncIfBehind } from './features/git-sync/git-sync-trigger';
import { healthRoutes } from './features/health/health.routes';
import { readinessChecks } from './features/health/readiness-checks';
import { ssoJoined } from './features/workspaces/invitation-responses';
import { JobQueue } from './jobs/job-queue';
import { createMailer } from './vendors/mail';
import { createStorage } from './vendors/storage';

const runDrainMs = 15_000;
/** How long an idle keep-alive connection is kept open. */
const keepAliveMs = 65_000;

export interface RunningServer {
  url: string;
  deps: AppDeps;
  /** Stops accepting connections, lets in-flight requests finish, then closes the database. */
  close(): Promise<void>;
}

/** Tests pass their own database (a template copy) and logger (to read what was logged). */
export interface ServerParts {
  database?: DatabaseHandle;
  logger?: Logger;
  /** `worker` (npm run worker) executes jobs and answers only /healthz. */
  role?: 'web' | 'worker';
}

export async function startServer(env: Env, parts: ServerParts = {}): Promise<RunningServer> {
  const logger = parts.logger ?? createLogger(env.LOG_LEVEL);
  const sharedSite = appsShareMainSite(env);
  if (sharedSite) logger.warn(sharedSite);
  const role = parts.role ?? 'web';
  const database = parts.database ?? openDatabase(env);
  const concurrency = role === 'worker' ? Math.max(env.JOB_CONCURRENCY, 1) : env.JOB_CONCURRENCY;
  if (database.kind === 'pglite' && (concurrency === 0 || role === 'worker')) {
    throw new Error(
      'Workers apart from the web server (npm run worker, JOB_CONCURRENCY=0) need DATABASE_URL: the embedded database belongs to one process, which runs every job.',
    );
  }
  await database.migrate();
  const jobs = await JobQueue.start(database, logger);
  await jobs.releaseAbandoned();
  const mailer = createMailer(env, database.db, logger);
  const storage = createStorage(env);
  // Tests start many servers that mostly never build: only a real server keeps a warm spare context.
  const buildPool = buildRunnerFor(env.BUILD_SANDBOX, {
    packageCacheDir: env.PACKAGE_CACHE_DIR,
    warm: env.NODE_ENV !== 'test',
    logger,
    probeTimeoutMs: env.SANDBOX_CHECK_TIMEOUT_MS,
    concurrency: env.BUILD_CONCURRENCY,
  });
  const readiness = readinessChecks(env);
  const packages = new PackageStore({
    cacheDir: env.PACKAGE_CACHE_DIR,
    registryUrl: env.NPM_REGISTRY_URL,
    unpack: unpackerFor(env.BUILD_SANDBOX),
  });
  const deps: AppDeps = {
    env,
    db: database.db,
    databaseKind: database.kind,
    logger,
    mailer,
    auth: createAuth({
      env,
      db: database.db,
      mailer,
      logger,
      // A guest's purchase belongs to the address; it joins the account once that address is proven.
      onEmailConfirmed: (user) => attachGuestSubscriptions(database.db, user.id, user.email),
      // Seats and the audit log follow a first SSO sign-in as they follow an accepted invitation.
      onSsoJoin: (join) => ssoJoined(deps, join),
    }),
    storage,
    // On PostgreSQL, runs' events reach watchers on every instance (LISTEN/NOTIFY, ADR 0014).
    runs: new RunRegistry(await connectRunBus(database, logger)),
    // On PostgreSQL, a member's removal reaches their streams on every instance too.
    revocations: await AccessRevocations.connect(database, logger),
    packages,
    // A web-only instance leaves its builds to the workers too.
    builds: new Builds(database.db, buildPool, packages, {
      // A web-only instance leaves its builds to the workers too.
      queue:
        concurrency === 0
          ? { send: (projectId, filesHash, purpose) => jobs.send('preview-build', { projectId, filesHash, purpose }) }
          : undefined,
      // With several processes, build outputs go to the shared object store (ADR 0012).
      assets: storage.kind === 's3' ? new BuildAssets(storage) : undefined,
    }),
    appAccess: createAccessTokens(resolveAuthSecret(env)),
    cloudChanges: new CloudChanges(),
    jobs,
    functionHost: new FunctionHost(env.FUNCTIONS_MAX_RUNNING),
    renders: new AppRenders(
      new HeadlessBrowser({
        binary: env.CHROMIUM_PATH,
        idleMs: 30_000,
        logger,
        off: env.AGENT_RENDER === 'off' ? 'AGENT_RENDER is off' : undefined,
      }),
      () => deps,
    ),
    afterVersion: (projectId) => syncIfBehind(deps, projectId),
    readiness: readiness.checks,
  };
  await interruptRunsWithoutJobs(deps);
  if (concurrency > 0) {
    await workOnRuns(deps, concurrency);
    await jobs.work('preview-build', concurrency, ({ projectId, purpose }) => deps.builds.current(projectId, purpose));
    // Scheduled runs reach App Cloud through one in-process backend, made here once.
    const scheduled = { ...functionDepsFor(deps), jobs };
    await jobs.work('function-schedule', concurrency, (run) => runScheduled(scheduled, run));
    await jobs.work('function-logs-sweep', 1, () => sweepExpiredCalls(deps.db));
    await jobs.schedule('function-logs-sweep', 'hourly', '0 * * * *', {});
    await workOnSeats(deps);
    await workOnGitSync(deps, concurrency);
    await jobs.work('analytics-sweep', 1, () => sweepAnalytics(deps.db));
    await jobs.schedule('analytics-sweep', 'daily', '5 0 * * *', {});
  }
  const app = role === 'web' ? createApp(deps) : healthRoutes(deps);
  // Domains are re-checked by the web instances, which serve them.
  const domainChecks = role === 'web' ? startDomainChecks(deps) : null;
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => resolve(s));
  });
  // An idle keep-alive connection outlives the client's and the load balancer's (60 s is common):
  // closed by the server first, a request the client is sending on it just then is reset.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = keepAliveMs;
    server.headersTimeout = keepAliveMs + 1_000;
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  return {
    url: env.PORT === port ? env.APP_URL : `http://localhost:${port}`,
    deps,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Idle keep-alive sockets would hold close() open; busy ones finish their request first.
        if ('closeIdleConnections' in server) server.closeIdleConnections();
      });
      // Replies being written get a moment to finish; any still going are taken over by another
      // worker (or this one once restarted) when their heartbeat stops.
      await jobs.stop(runDrainMs);
      await deps.runs.drain(1_000);
      await deps.runs.close();
      await deps.revocations.close();
      await domainChecks?.stop();
      await buildPool.close();
      readiness.close();
      await deps.renders.close();
      await deps.functionHost.close();
      deps.mailer.close();
      await database.close();
    },
  };
}
