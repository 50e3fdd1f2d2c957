import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthSession } from '../../../../tests/support/auth-session';
import { signedInBrowser } from '../../../../tests/support/auth-session';
import { type FakeGithub, startFakeGithubServer } from '../../../../tests/support/fake-github-server';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { chatMessages, integrations, oauthStates, projectFiles } from '../../db/schema';

let github: FakeGithub;
let server: TestServer;
beforeAll(async () => {
  github = await startFakeGithubServer();
  server = await startTestServer({ TRUST_PROXY: 'true', ...github.env });
});
afterAll(async () => {
  await server.close();
  await github.close();
});

const manage = async (browser: AuthSession, { action, ...body }: { action: string } & Record<string, unknown>) =>
  (await browser.post(`/api/functions/manage-integrations/${action}`, body)).json();

/** Starts a connect flow and lets the fake approve it: the callback URL the browser would open. */
async function approvedCallback(browser: AuthSession) {
  const res = await browser.post('/api/functions/github-oauth');
  expect(res.status).toBe(200);
  const { authUrl } = (await res.json()) as { authUrl: string };
  const approval = await fetch(authUrl, { redirect: 'manual' });
  const back = new URL(approval.headers.get('location') ?? '');
  return back.pathname + back.search;
}

/** Where the callback sends the browser, query decoded for reading. */
const location = async (browser: AuthSession, callback: string) =>
  decodeURIComponent(((await browser.get(callback)).headers.get('location') ?? '').replaceAll('+', ' '));

async function connectedAccount() {
  const { browser } = await signedInBrowser(server);
  expect(await location(browser, await approvedCallback(browser))).toBe('/integrations?github_connected=true');
  return browser;
}

describe('github-oauth', () => {
  it('connects: authorize URL with a state, pending until the callback, then the token stored encrypted', async () => {
    const { browser } = await signedInBrowser(server);
    const { authUrl } = await (await browser.post('/api/functions/github-oauth')).json();
    const url = new URL(authUrl);
    expect(url.origin + url.pathname).toBe(github.env.GITHUB_INTEGRATION_AUTHORIZATION_URL);
    expect(url.searchParams.get('client_id')).toBe('fake-github-client');
    expect(url.searchParams.get('scope')).toBe('repo');
    expect(url.searchParams.get('redirect_uri')).toBe(`${server.url}/api/functions/github-oauth/callback`);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    expect((await manage(browser, { action: 'check', integrationId: 'github' })).status).toBe('pending');

    const approval = await fetch(authUrl, { redirect: 'manual' });
    const back = new URL(approval.headers.get('location') ?? '');
    expect(await location(browser, back.pathname + back.search)).toBe('/integrations?github_connected=true');
    const check = await manage(browser, { action: 'check', integrationId: 'github' });
    expect(check).toMatchObject({ status: 'connected', configuredToken: expect.stringMatching(/^gho_•{8}alue$/) });
    const stored = (await server.deps.db.select().from(integrations)).map((r) => r.encryptedConfig).join('\n');
    for (const token of github.tokens) expect(stored).not.toContain(token);
    expect(JSON.stringify(server.logs)).not.toContain('gho_fake');
  });

  it('refuses a forged, a replayed, another user’s and an expired state', async () => {
    const { browser } = await signedInBrowser(server);
    const invalid = '/integrations?error=The connection request is invalid or has expired. Please try again.';
    expect(await location(browser, '/api/functions/github-oauth/callback?code=code-1&state=forged')).toBe(invalid);
    expect(await location(browser, '/api/functions/github-oauth/callback?code=code-1')).toBe(invalid);

    const callback = await approvedCallback(browser);
    expect(await location(browser, callback)).toBe('/integrations?github_connected=true');
    expect(await location(browser, callback)).toBe(invalid);

    const mallory = (await signedInBrowser(server)).browser;
    const stolen = await approvedCallback(browser);
    expect(await location(mallory, stolen)).toBe(invalid);
    expect((await manage(mallory, { action: 'check', integrationId: 'github' })).status).toBe('disconnected');

    const late = await approvedCallback(browser);
    await server.deps.db.update(oauthStates).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await location(browser, late)).toBe(invalid);
  });

  it('returns with the reason when GitHub denies or rejects the code', async () => {
    const { browser } = await signedInBrowser(server);
    github.control.denyNext = true;
    expect(await location(browser, await approvedCallback(browser))).toBe(
      '/integrations?error=The user has denied your application access.',
    );
    const callback = (await approvedCallback(browser)).replace(/code=[^&]+/, 'code=wrong');
    expect(await location(browser, callback)).toBe('/integrations?error=The code passed is incorrect or expired.');
    expect((await manage(browser, { action: 'check', integrationId: 'github' })).status).toBe('disconnected');
  });

  it('disconnects', async () => {
    const browser = await connectedAccount();
    expect(await manage(browser, { action: 'delete', integrationId: 'github' })).toEqual({
      message: 'GitHub disconnected',
    });
    expect((await manage(browser, { action: 'check', integrationId: 'github' })).status).toBe('disconnected');
  });
});

async function projectWithFiles(browser: AuthSession) {
  const project = await (await browser.post('/api/projects', { prompt: 'A shop', name: 'Tiny Shop' })).json();
  await server.deps.db.insert(projectFiles).values([
    {
      projectId: project.id,
      filePath: 'src/App.tsx',
      content: 'export default () => <h1>Shop</h1>;\n',
      fileType: 'tsx',
    },
    { projectId: project.id, filePath: 'index.html', content: '<div id="root"></div>\n', fileType: 'html' },
  ]);
  return project as { id: string };
}

describe('export to GitHub', () => {
  it('creates the repository, then adds one commit per export with exactly the current files', async () => {
    const browser = await connectedAccount();
    const project = await projectWithFiles(browser);
    await server.deps.db.insert(chatMessages).values([
      { projectId: project.id, messageRole: 'user', messageContent: 'Build a shop', messageOrder: 1 },
      {
        projectId: project.id,
        messageRole: 'assistant',
        messageContent: '**Added** a product grid.\n\nMore.',
        messageOrder: 2,
      },
    ]);
    const first = await browser.post(`/api/projects/${project.id}/github-export`, { repository: 'tiny-shop' });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({
      repositoryUrl: 'https://github.com/octo-dev/tiny-shop',
      created: true,
      fileCount: 7,
    });
    let repo = github.repository('tiny-shop');
    expect(repo?.private).toBe(true);
    // The project's own files, plus what makes it a project Vite runs (see apps/export).
    expect(repo?.files).toMatchObject({
      'index.html': '<div id="root"></div>\n',
      'src/App.tsx': 'export default () => <h1>Shop</h1>;\n',
    });
    expect(Object.keys(repo?.files ?? {}).sort()).toEqual([
      '.gitignore',
      'README.md',
      'index.html',
      'package.json',
      'src/App.tsx',
      'tsconfig.json',
      'vite.config.ts',
    ]);
    expect(repo?.history.map((c) => c.message)).toEqual(['Added a product grid.', 'Initial commit']);

    await server.deps.db.delete(projectFiles).where(eq(projectFiles.filePath, 'index.html'));
    const second = await browser.post(`/api/projects/${project.id}/github-export`, { repository: 'tiny-shop' });
    // A project without its own index.html gets the starter's, so the export still starts.
    expect(await second.json()).toMatchObject({ created: false, fileCount: 7 });
    repo = github.repository('tiny-shop');
    expect(repo?.files?.['src/App.tsx']).toBe('export default () => <h1>Shop</h1>;\n');
    expect(repo?.files?.['index.html']).toContain('<script type="module" src="/src/main.tsx"></script>');
    expect(repo?.history).toHaveLength(3);
  });

  it('needs GitHub connected, files, a valid name and the project owner', async () => {
    const { browser } = await signedInBrowser(server);
    const project = await projectWithFiles(browser);
    const notConnected = await browser.post(`/api/projects/${project.id}/github-export`, { repository: 'x' });
    expect(notConnected.status).toBe(409);
    expect((await notConnected.json()).error.message).toBe('Connect GitHub on the Integrations page first.');

    const other = await connectedAccount();
    const foreign = await other.post(`/api/projects/${project.id}/github-export`, { repository: 'x' });
    expect(foreign.status).toBe(403);
    const badName = await other.post(`/api/projects/${project.id}/github-export`, { repository: 'a b' });
    expect(badName.status).toBe(400);
    const empty = await (await other.post('/api/projects', { prompt: 'Nothing yet' })).json();
    const noFiles = await other.post(`/api/projects/${empty.id}/github-export`, { repository: 'empty' });
    expect((await noFiles.json()).error.message).toBe('This project has no files to export yet.');
  });

  it('asks to reconnect when GitHub no longer accepts the token', async () => {
    const browser = await connectedAccount();
    const project = await projectWithFiles(browser);
    github.tokens.clear();
    const res = await browser.post(`/api/projects/${project.id}/github-export`, { repository: 'revoked' });
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toMatch(/Reconnect GitHub on the Integrations page/);
  });
});
