import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../../src/server/db/client';

/** Migrates one PGlite database per run and keeps its dump for every test file to copy. */
export default async function setup(project: TestProject) {
  const dir = path.resolve('.tmp');
  await mkdir(dir, { recursive: true });
  const templatePath = path.join(dir, `pglite-template-${process.pid}.tar.gz`);
  const handle = openPglite();
  await handle.migrate();
  const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('gzip');
  await writeFile(templatePath, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplatePath', templatePath);
}
