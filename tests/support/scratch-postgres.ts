import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

/** The machine's PostgreSQL, as .ci/run finds it, unless BENCH_DATABASE_URL names another. */
export const machinePostgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ScratchDatabase {
  url: string;
  version: string;
  drop(): Promise<void>;
}

/**
 * A new, empty database on `serverUrl` (the machine's server unless said otherwise) for one run
 * or test file, dropped afterwards; `skipped` (with the reason) when no PostgreSQL answers there.
 */
export async function scratchDatabase(serverUrl = machinePostgresUrl): Promise<ScratchDatabase | { skipped: string }> {
  const admin = postgres(serverUrl, { max: 1, connect_timeout: 3, onnotice: () => {} });
  let version: string;
  try {
    const [row] = await admin`show server_version`;
    version = String(row?.server_version);
  } catch (error) {
    await admin.end({ timeout: 1 }).catch(() => undefined);
    return { skipped: `no PostgreSQL at ${redacted(serverUrl)} (${(error as Error).message})` };
  }
  const name = `shipwright_bench_${randomBytes(6).toString('hex')}`;
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    version,
    async drop() {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

const redacted = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
