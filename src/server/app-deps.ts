import type { AccessTokens } from './apps/access-token';
import type { Auth } from './auth/auth';
import type { Database } from './db/client';
import type { Env } from './env';
import type { RunRegistry } from './features/generation/run-channel';
import type { Builds } from './features/previews/builds.service';
import type { Logger } from './logger';
import type { Mailer } from './vendors/mail';
import type { Storage } from './vendors/storage';

/** What every feature's routes are built from; tests build the same thing with their own parts. */
export interface AppDeps {
  env: Env;
  db: Database;
  logger: Logger;
  mailer: Mailer;
  auth: Auth;
  storage: Storage;
  /** AI replies being written in the background by this process. */
  runs: RunRegistry;
  /** Builds of projects' files into static apps (previews and deployments). */
  builds: Builds;
  /** Signs and checks the grants app hosts accept instead of a session. */
  appAccess: AccessTokens;
}
