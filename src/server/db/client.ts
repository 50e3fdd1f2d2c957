import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import { fromPglite, type Db as IDatabase } from 'pg-boss';
import postgres from 'postgres';
import { inProduct } from '../core/product-root';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL only: LISTEN on a dedicated connection (re-listened after a reconnect). */
  listen?(channel: string, onMessage: (payload: string) => void): Promise<{ unlisten(): Promise<void> }>;
  /** PostgreSQL only: pg_notify (payloads up to 8000 bytes). */
  notify?(channel: string, payload: string): Promise<void>;
  /** The same database as the job queue (pg-boss) reaches it, and the schema its tables live in. */
  jobs: { database: IDatabase; schema: string };
}

const migrationsFolder = inProduct('src/server/db/migrations');

/** The rows a raw `db.execute` returned: PGlite answers `{ rows }`, postgres.js the array itself. */
export const executedRows = <Row = Record<string, unknown>>(result: unknown) =>
  (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as Row[];

/** An embedded PGlite database; `dataDir` undefined means in-memory, `loadDataDir` restores a dump. */
export function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): DatabaseHandle {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    jobs: { database: fromPglite(client), schema: jobsSchema },
  };
}

/** A real PostgreSQL server; `searchPath` isolates test schemas on a shared server. */
export function openPostgres(url: string, options: { searchPath?: string; max?: number } = {}): DatabaseHandle {
  const client = postgres(url, {
    max: options.max ?? 10,
    // A server that is down or restarting must fail a request fast (503), not hold it for the
    // driver's default 30 s; postgres.js reconnects on the next query by itself.
    connect_timeout: 2,
    // Its default reconnect delay grows to 20 s after a few failed attempts, which would keep the
    // server failing for that long after the database is back; at most 1 s here.
    backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 1),
    onnotice: () => {},
    connection: options.searchPath ? { search_path: options.searchPath } : undefined,
  });
  const db = drizzlePostgres(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    // Processes starting together (a rolling start) migrate one after the other: the later ones find it done.
    migrate: async () => {
      const lock = await client.reserve();
      try {
        await lock`select pg_advisory_lock(${migrationLock})`;
        await migratePostgres(db, { migrationsFolder, migrationsSchema: options.searchPath });
      } finally {
        await lock`select pg_advisory_unlock(${migrationLock})`.catch(() => undefined);
        lock.release();
      }
    },
    close: () => client.end({ timeout: 5 }),
    listen: async (channel, onMessage) => {
      const { unlisten } = await client.listen(channel, onMessage);
      return { unlisten };
    },
    notify: async (channel, payload) => {
      await client.notify(channel, payload);
    },
    jobs: {
      database: postgresJobsDatabase(client),
      // Test schemas on a shared server each get their own queue too.
      schema: options.searchPath ? `${options.searchPath}_pgboss` : jobsSchema,
    },
  };
}

/** Parameters as node-postgres (pg-boss's own driver) sends them: dates as text, objects as JSON. */
const asParameter = (value: unknown) =>
  (value instanceof Date
    ? value.toISOString()
    : value !== null && typeof value === 'object' && !Array.isArray(value) && !Buffer.isBuffer(value)
      ? JSON.stringify(value)
      : value) as postgres.ParameterOrJSON<never>;

/** Any fixed number: the advisory lock the product's migrations are run under. */
const migrationLock = 7_400_218_101;

/** The job queue's tables, beside the product's own. */
const jobsSchema = 'pgboss';

/**
 * The statements of one simple-protocol message run as one implicit transaction (SET LOCAL and
 * transaction-scoped advisory locks included), so pg-boss's explicit BEGIN ... COMMIT around its
 * multi-statement blocks can go: postgres.js refuses BEGIN on a pooled connection, and a reserved
 * one that the server drops mid-use throws outside any promise (postgres.js 3.4), which would
 * take the process down when the database restarts.
 */
const withoutExplicitTransaction = (text: string) => {
  const match = /^\s*BEGIN\s*;([\s\S]*?);?\s*COMMIT\s*;?\s*$/i.exec(text);
  return match ? (match[1] as string) : text;
};

/**
 * pg-boss over the same postgres.js pool as everything else; it wants the rows of every
 * statement of a multi-statement block.
 */
function postgresJobsDatabase(client: postgres.Sql): IDatabase {
  return {
    async executeSql(text, values) {
      if (values?.length) return { rows: [...(await client.unsafe(text, values.map(asParameter)))] };
      const result: unknown[] = await client.unsafe(withoutExplicitTransaction(text)).simple();
      return { rows: result.flatMap((rows) => (Array.isArray(rows) ? rows : [rows])) };
    },
    async listen(channel, onNotification, onReconnect) {
      const { unlisten } = await client.listen(channel, onNotification, onReconnect);
      return { close: unlisten };
    },
  };
}

export function openDatabase(env: {
  DATABASE_URL?: string;
  DATA_DIR: string;
  DATABASE_POOL_MAX: number;
}): DatabaseHandle {
  return env.DATABASE_URL
    ? openPostgres(env.DATABASE_URL, { max: env.DATABASE_POOL_MAX })
    : openPglite({ dataDir: path.join(env.DATA_DIR, 'pglite') });
}
