// Throughput of GET /healthz and of a database-backed read (GET /dev/mailbox?to=...), each as a
// ratio against a bare Hono JSON handler served the same way in the same process run.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { Hono } from 'hono';
import { parseEnv } from '../src/server/core/env';
import { startServer } from '../src/server/server';

const duration = Number(process.env.BENCH_SECONDS ?? 5);
const connections = 10;

async function measure(url: string): Promise<number> {
  const result = await autocannon({ url, connections, duration });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

const bare = new Hono().get('/', (c) => c.json({ status: 'ok' }));
const bareServer = serve({ fetch: bare.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((r) => bareServer.once('listening', r));
const barePort = (bareServer.address() as { port: number }).port;

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shipwright-bench-'));
const app = await startServer(
  parseEnv({ HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST_DIR: dataDir }),
);
for (let i = 0; i < 20; i++) {
  await app.deps.mailer.send({ to: 'bench@example.com', subject: `Mail ${i}`, text: 'x'.repeat(500) });
}

const baseline = await measure(`http://127.0.0.1:${barePort}/`);
const health = await measure(`${app.url}/healthz`);
const mailbox = await measure(`${app.url}/dev/mailbox?to=bench@example.com`);

const rows = [
  ['bare Hono JSON handler (baseline)', baseline],
  ['GET /healthz (select 1 on PGlite)', health],
  ['GET /dev/mailbox?to= (20 rows from PGlite)', mailbox],
] as const;
console.log(`\nHTTP throughput, ${connections} connections, ${duration}s each (requests/s, ratio to baseline)`);
for (const [name, rps] of rows)
  console.log(`${name.padEnd(46)} ${rps.toFixed(0).padStart(7)}  ${(rps / baseline).toFixed(2)}x`);

await app.close();
bareServer.close();
