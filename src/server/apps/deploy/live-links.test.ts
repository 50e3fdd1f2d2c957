import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOnHost } from '../../../../tests/support/app-host';
import { signedInBrowser } from '../../../../tests/support/auth-session';
import { setVisibility } from '../../../../tests/support/billing';
import { sendAndWait } from '../../../../tests/support/run-events';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';

// Secret and private apps are reachable only at a random label; public ones at their name (ADR 0010).
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server.close());

const live = (url: string, pathname = '/') => getOnHost(server.url, url, pathname);
const labelOf = (url: string) => new URL(url).hostname.split('.')[0] ?? '';
/** 32 hex digits: 128 random bits. */
const unguessable = /^[0-9a-f]{32}$/;

async function deployedApp(name: string) {
  const owner = await signedInBrowser(server);
  const project = await (await owner.browser.post('/api/projects', { prompt: 'A booking site for my studio' })).json();
  await owner.browser.patch(`/api/projects/${project.id}`, { name });
  await sendAndWait(owner.browser, project.id, { content: 'A booking site for my studio' });
  const linkNow = async () => (await owner.browser.get(`/api/projects/${project.id}/deployments`)).json();
  return { owner, project, linkNow, deploy: () => owner.browser.post(`/api/projects/${project.id}/deployments`) };
}

describe('live links by visibility', () => {
  it('moves an app made secret from its readable link to a random one, which sends no Referer', async () => {
    const { owner, project, deploy, linkNow } = await deployedApp('A secret');
    const { url: readable } = await (await deploy()).json();
    expect(labelOf(readable)).toBe('a-secret');
    const publicPage = await live(readable);
    expect(publicPage.status).toBe(200);
    expect(publicPage.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');

    await setVisibility(server, owner, project.id, 'secret');
    expect((await live(readable)).status).toBe(404);
    const { url: secret } = await linkNow();
    expect(labelOf(secret)).toMatch(unguessable);
    const page = await live(secret);
    expect(page.status).toBe(200);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const asset = /\/__app\/[0-9a-f-]+\/app\.js/.exec(page.text)?.[0] as string;
    expect((await live(secret, asset)).headers['referrer-policy']).toBe('no-referrer');
    expect((await linkNow()).url).toBe(secret); // the link stays put once moved

    await setVisibility(server, owner, project.id, 'public');
    expect(labelOf((await linkNow()).url)).toBe('a-secret');
    expect((await live(secret)).status).toBe(404);
  });

  it('publishes an app that is secret from the start at a random link, never at its name', async () => {
    const { owner, project, deploy } = await deployedApp('Hidden Garden');
    await setVisibility(server, owner, project.id, 'secret');
    const { url } = await (await deploy()).json();
    expect(labelOf(url)).toMatch(unguessable);
    expect((await live(url)).status).toBe(200);
    expect((await live(`http://hidden-garden.${new URL(server.url).host}`)).status).toBe(404);
  });

  it('lets a private app’s access grant be exchanged once only', async () => {
    const { owner, project, deploy, linkNow } = await deployedApp('Private Notes');
    await deploy();
    await setVisibility(server, owner, project.id, 'private');
    const { url, openUrl } = await linkNow();
    expect(labelOf(url)).toMatch(unguessable);
    const grant = new URL(openUrl).pathname + new URL(openUrl).search;
    const first = await live(url, grant);
    expect(first.status).toBe(302);
    expect(first.headers['referrer-policy']).toBe('no-referrer');
    const replay = await live(url, grant);
    expect(replay.status).toBe(404);
    expect(replay.headers['set-cookie']).toBeUndefined();
  });
});
