import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createLogger } from '../../src/server/core/logger';
import { openPglite } from '../../src/server/db/client';
import { JobQueue } from '../../src/server/jobs/job-queue';

/** Migrates one PGlite database (and installs its job queue) per run and keeps its dump for every test file to copy. */
export default async function setup(project: TestProject) {
  const dir = path.resolve('.tmp');
  await mkdir(dir, { recursive: true });
  const templatePath = path.join(dir, `pglite-template-${process.pid}.tar.gz`);
  const handle = openPglite();
  await handle.migrate();
  await (await JobQueue.start(handle, createLogger('silent'))).stop(0);
  const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('gzip');
  await writeFile(templatePath, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplatePath', templatePath);
}
