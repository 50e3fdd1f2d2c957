import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInBrowser } from '../../../../tests/support/auth-session';
import { sendAndWait } from '../../../../tests/support/run-events';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { appNameOf } from './app-name';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('a project named after its app', () => {
  it('takes the app’s name with the first reply while it has its default name', async () => {
    const { browser } = await signedInBrowser(server);
    const prompt = 'A booking site for my yoga studio';
    const project = await (await browser.post('/api/projects', { prompt, name: 'New Project - 27/11/2026' })).json();
    await sendAndWait(browser, project.id, { content: prompt });
    const named = await (await browser.get(`/api/projects/${project.id}`)).json();
    expect(named.name).not.toMatch(/^New Project - /);
    expect(named.name).toMatch(/Yoga/);
  });

  it('keeps a name the owner chose', async () => {
    const { browser } = await signedInBrowser(server);
    const prompt = 'A recipe box';
    const project = await (await browser.post('/api/projects', { prompt, name: 'Grandma’s kitchen' })).json();
    await sendAndWait(browser, project.id, { content: prompt });
    expect((await (await browser.get(`/api/projects/${project.id}`)).json()).name).toBe('Grandma’s kitchen');
  });

  it('reads the engine’s appName, else a page title that is not the starter’s', () => {
    expect(appNameOf(new Map([['src/data.ts', "export const appName = 'Anna\\'s Cakes';\n"]]))).toBe("Anna's Cakes");
    expect(appNameOf(new Map([['index.html', '<title> Plant  Swap </title>']]))).toBe('Plant Swap');
    expect(appNameOf(new Map([['index.html', '<title>My App</title>']]))).toBeNull();
    expect(appNameOf(new Map())).toBeNull();
  });
});
