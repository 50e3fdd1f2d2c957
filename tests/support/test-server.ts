import { chmod, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from '../../src/server/core/env';
import { createLogger } from '../../src/server/core/logger';
import { type RunningServer, startServer } from '../../src/server/server';
import { freePort } from './free-port';
import { createTestDatabase } from './test-database';

export interface TestServer extends RunningServer {
  /** Every JSON line the server logged. */
  logs: Array<Record<string, unknown>>;
  request(pathname: string, init?: RequestInit): Promise<Response>;
  postJson(pathname: string, body: unknown, init?: RequestInit): Promise<Response>;
}

/** The real server on a free loopback port, over a fresh database (or `DATABASE_URL`'s), with test settings. */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shipwright-test-'));
  // Passable (not listable) by others, as a data folder usually is: the build sandbox's uid
  // reads the package cache inside it.
  await chmod(dataDir, 0o711);
  // The port is known up front so APP_URL (links in mail, OAuth callbacks, Origin) is this server.
  const port = await freePort();
  const config = parseEnv({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'web'),
    // No test reaches the public registry by accident: those that install packages start a fake one.
    NPM_REGISTRY_URL: 'http://127.0.0.1:9',
    ...env,
  });
  const logs: Array<Record<string, unknown>> = [];
  const logger = createLogger('debug', (line) => {
    logs.push(JSON.parse(line));
  });
  // A DATABASE_URL given by the test is used as a real deployment would use it.
  const database = env.DATABASE_URL ? undefined : await createTestDatabase();
  const server = await startServer(config, { database, logger });
  const request = (pathname: string, init?: RequestInit) => fetch(new URL(pathname, server.url), init);
  return {
    ...server,
    logs,
    request,
    postJson: (pathname, body, init) =>
      request(pathname, {
        method: 'POST',
        ...init,
        headers: { 'content-type': 'application/json', origin: server.url, ...init?.headers },
        body: JSON.stringify(body),
      }),
  };
}
