import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOnHost } from '../support/app-host';
import { startTestServer, type TestServer } from '../support/test-server';
import { attackerProject } from './support/attacker-project';

/**
 * Source paths and component names (data-sw-loc, data-sw-component) tell a visitor how the app
 * is written: only the owner's preview needs them, for Visual edits.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('a deployment', () => {
  it('serves a build without source locations, while the preview keeps them', async () => {
    const { project, browser, build } = await attackerProject(server);
    const preview = await build();
    expect(preview.js).toContain('data-sw-loc');
    const deployed = await browser.post(`/api/projects/${project.id}/deployments`);
    expect(deployed.status).toBe(201);
    const { url } = await deployed.json();
    const page = await getOnHost(server.url, url, '/');
    const script = page.text.match(/\/__app\/[^"]+\/app\.js/)?.[0] ?? '';
    const js = (await getOnHost(server.url, url, script)).text;
    expect(js.length).toBeGreaterThan(10_000);
    expect(js).not.toContain('data-sw-loc');
    expect(js).not.toContain('data-sw-component');
    expect(js).not.toContain('src/App.tsx');
    // The preview still shows its own, tagged build after the deploy.
    expect((await build()).js).toContain('data-sw-loc');
  });
});
