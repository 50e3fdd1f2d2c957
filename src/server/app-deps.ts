import type { AccessRevocations } from './access/revocations';
import type { Builds } from './apps/build/builds.service';
import type { CloudChanges } from './apps/cloud/cloud-changes';
import type { FunctionHost } from './apps/functions/function-host';
import type { AccessTokens } from './apps/hosting/access-token';
import type { PackageStore } from './apps/packages/package-store';
import type { AppRenders } from './apps/render/app-renders';
import type { Auth } from './auth/auth';
import type { Env } from './core/env';
import type { Logger } from './core/logger';
import type { Database, DatabaseHandle } from './db/client';
import type { RunRegistry } from './features/conversation/run-channel';
import type { ReadinessChecks } from './features/health/health.routes';
import type { JobQueue } from './jobs/job-queue';
import type { Mailer } from './vendors/mail';
import type { Storage } from './vendors/storage';

/** What every feature's routes are built from; tests build the same thing with their own parts. */
export interface AppDeps {
  env: Env;
  db: Database;
  /** PGlite answers one query at a time; PostgreSQL as many as the pool holds (load shedding sizes itself on it). */
  databaseKind: DatabaseHandle['kind'];
  logger: Logger;
  mailer: Mailer;
  auth: Auth;
  storage: Storage;
  /** AI replies being written in the background by this process. */
  runs: RunRegistry;
  /** Ends a removed member's open streams at once, on every instance. */
  revocations: AccessRevocations;
  /** Packages outside the curated set, installed on demand into a shared cache. */
  packages: PackageStore;
  /** Builds of projects' files into static apps (previews and deployments). */
  builds: Builds;
  /** Who is watching which generated app's collections (App Cloud live updates). */
  cloudChanges: CloudChanges;
  /** Signs and checks the grants app hosts accept instead of a session. */
  appAccess: AccessTokens;
  /** Generated apps' functions, each app's in a workerd process of its own (ADR 0026). */
  functionHost: FunctionHost;
  /** Renders of unsaved files in the jailed headless browser (an agent reply's page check). */
  renders: AppRenders;
  /** The durable queue replies and builds are executed from (by this process or any other). */
  jobs: JobQueue;
  /** After a reply adds a version: what follows new versions (Git sync's push, ADR 0030). */
  afterVersion?: (projectId: string) => Promise<void>;
  /** What `/readyz` checks besides the database (builds, App Functions). */
  readiness?: ReadinessChecks;
}
