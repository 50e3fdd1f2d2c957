import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import postgres from 'postgres';
import { inject } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres } from '../../src/server/db/client';

/**
 * A migrated, empty database for one test file. PGlite copies a template dump made once per run
 * (creating and migrating a fresh one takes seconds); PostgreSQL gets a schema of its own.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = inject('testDatabaseUrl');
  if (url) return createPostgresSchema(url);
  const dump = await readFile(inject('pgliteTemplatePath'));
  return openPglite({ loadDataDir: new Blob([dump]) });
}

async function createPostgresSchema(url: string): Promise<DatabaseHandle> {
  const schema = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create schema "${schema}"`);
  const handle = openPostgres(url, { searchPath: schema, max: 4 });
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      await admin.unsafe(`drop schema "${schema}" cascade`);
      await admin.unsafe(`drop schema if exists "${handle.jobs.schema}" cascade`);
      await admin.end();
    },
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    testDatabaseUrl: string;
  }
}
