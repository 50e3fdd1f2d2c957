import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOnHost } from '../../../../tests/support/app-host';
import { signedInBrowser } from '../../../../tests/support/auth-session';
import { setVisibility } from '../../../../tests/support/billing';
import { sendAndWait } from '../../../../tests/support/run-events';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { deployTexts } from '../../../shared/deployments';
import { projectFiles } from '../../db/schema';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server.close());

const live = (url: string, pathname = '/', cookie?: string) => getOnHost(server.url, url, pathname, cookie);

async function builtProject(owner?: Awaited<ReturnType<typeof signedInBrowser>>, name = 'Lotus Yoga') {
  const account = owner ?? (await signedInBrowser(server));
  const project = await (
    await account.browser.post('/api/projects', { prompt: 'A booking site for my yoga studio' })
  ).json();
  await account.browser.patch(`/api/projects/${project.id}`, { name });
  await sendAndWait(account.browser, project.id, { content: 'A booking site for my yoga studio' });
  const deploy = () => account.browser.post(`/api/projects/${project.id}/deployments`);
  return { ...account, project, deploy };
}

describe('deployments', () => {
  it('publishes at a slug link, redeploys to the same link and rolls back to an earlier build', async () => {
    const { browser, project, deploy } = await builtProject();
    const first = await deploy();
    expect(first.status).toBe(201);
    const one = await first.json();
    expect(one.url).toBe(`http://lotus-yoga.${new URL(server.url).host}`);
    const page = await live(one.url);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('reporter.js');
    const firstBuild = /\/__app\/([0-9a-f-]+)\//.exec(page.text)?.[1];
    expect((await live(one.url, `/__app/${firstBuild}/app.js`)).status).toBe(200);

    await sendAndWait(browser, project.id, { content: 'make it dark' });
    const two = await (await deploy()).json();
    expect(two.url).toBe(one.url);
    expect(two.deployments.map((d: { number: number; isCurrent: boolean }) => [d.number, d.isCurrent])).toEqual([
      [2, true],
      [1, false],
    ]);
    const secondBuild = /\/__app\/([0-9a-f-]+)\//.exec((await live(one.url)).text)?.[1];
    expect(secondBuild).not.toBe(firstBuild);
    const firstId = two.deployments[1].id;
    const back = await browser.post(`/api/projects/${project.id}/deployments/${firstId}/rollback`);
    expect((await back.json()).currentDeploymentId).toBe(firstId);
    expect((await live(one.url)).text).toContain(`/__app/${firstBuild}/`);
  });

  it('gives each project its own slug and keeps to the plan’s number of live apps', async () => {
    const owner = await signedInBrowser(server);
    const apps = [];
    for (let i = 0; i < 4; i++) apps.push(await builtProject(owner, 'Same Name'));
    const urls = [];
    for (const app of apps.slice(0, 3)) urls.push((await (await app.deploy()).json()).url);
    expect(new Set(urls).size).toBe(3);
    expect(urls[1]).toMatch(/^http:\/\/same-name-\d+\./);
    const refused = (await apps[3]?.deploy()) as Response;
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toEqual({ code: 'plan_limit', message: deployTexts.limitReached('Free', 3) });
    expect((await apps[0]?.deploy())?.status).toBe(201); // redeploying is not a new live app
    await owner.browser.send(`/api/projects/${apps[0]?.project.id}/deployments`, {
      method: 'DELETE',
      headers: { origin: server.url },
    });
    expect((await live(urls[0] as string)).status).toBe(404);
    expect((await apps[3]?.deploy())?.status).toBe(201);
  });

  it('opens a private app only for its owner, and marks a secret one noindex', async () => {
    const owner = await builtProject(undefined, 'Private Studio');
    const { browser, project, deploy } = owner;
    await deploy();
    await setVisibility(server, owner, project.id, 'private');
    // A private app has a link of its own (live-links.test.ts); a stranger gets the same 404 there.
    const { url, openUrl } = await (await browser.get(`/api/projects/${project.id}/deployments`)).json();
    const stranger = await live(url);
    expect(stranger.status).toBe(404);
    expect(stranger.text).toContain('This app isn’t available');
    const handshake = await live(url, new URL(openUrl).pathname + new URL(openUrl).search);
    expect(handshake.status).toBe(302);
    const cookie = String(handshake.headers['set-cookie']).split(';')[0];
    expect(String(handshake.headers['set-cookie'])).toMatch(/HttpOnly/i);
    expect((await live(url, '/', cookie)).status).toBe(200);
    expect((await live(url, `/__access?project=${project.id}&token=forged`)).status).toBe(404);

    await setVisibility(server, owner, project.id, 'secret');
    const secret = await live(url);
    expect(secret.status).toBe(200);
    expect(secret.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(secret.text).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  it('refuses to deploy nothing, a broken build, or someone else’s project', async () => {
    const owner = await signedInBrowser(server);
    const empty = await (await owner.browser.post('/api/projects', { prompt: 'x' })).json();
    const nothing = await owner.browser.post(`/api/projects/${empty.id}/deployments`);
    expect([nothing.status, (await nothing.json()).error.code]).toEqual([409, 'nothing_to_deploy']);
    const { project, deploy } = await builtProject(owner);
    await server.deps.db
      .update(projectFiles)
      .set({ content: 'export default function App() { return <p>oops</div>; }' })
      .where(and(eq(projectFiles.projectId, project.id), eq(projectFiles.filePath, 'src/App.tsx')));
    const broken = await deploy();
    expect([broken.status, (await broken.json()).error.message]).toEqual([409, deployTexts.buildFailed]);
    const other = await signedInBrowser(server);
    expect((await other.browser.post(`/api/projects/${project.id}/deployments`)).status).toBe(403);
    expect((await other.browser.get(`/api/projects/${project.id}/deployments`)).status).toBe(403);
  });
});
