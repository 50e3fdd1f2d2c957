import type { Auth } from './auth/auth';
import type { Database } from './db/client';
import type { Env } from './env';
import type { RunRegistry } from './features/generation/run-channel';
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
}
