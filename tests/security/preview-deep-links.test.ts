import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudApp } from '../../src/server/apps/cloud/test-utils';
import { getOnHost } from '../support/app-host';
import { setVisibility } from '../support/billing';
import { startTestServer, type TestServer } from '../support/test-server';

// Generated apps' pages have addresses (ADR 0019), so a private preview opened in a tab of its own
// is reloaded at /chores with no ?token= left: its grant is kept in a cookie of its own host.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('a private preview’s deep links', () => {
  it('keeps a private preview’s grant for its deep links in an HttpOnly cookie of that host only, and nothing else', async () => {
    const app = await cloudApp(server);
    const other = await cloudApp(server);
    for (const a of [app, other])
      await setVisibility(server, { email: a.email, browser: a.owner }, a.projectId, 'private');
    const { token } = await (await app.owner.get(`/api/projects/${app.projectId}/preview`)).json();
    const first = await getOnHost(server.url, app.previewOrigin, `/?token=${encodeURIComponent(token)}`);
    expect(first.status).toBe(200);
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(/^shipwright_preview_access=[^;]+;/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Domain=/i);
    const cookie = setCookie.split(';')[0] as string;
    // A reload at a page's own address: the cookie stands in for the ?token= it no longer has.
    const deep = await getOnHost(server.url, app.previewOrigin, '/chores/3f2a', cookie);
    expect(deep.status).toBe(200);
    expect(deep.text).toContain('name="shipwright-grant"');
    expect((await getOnHost(server.url, app.previewOrigin, '/chores')).status).toBe(404);
    // The grant opens its own project only, whichever way it comes; a forged value opens nothing.
    expect((await getOnHost(server.url, other.previewOrigin, '/', cookie)).status).toBe(404);
    expect((await getOnHost(server.url, app.previewOrigin, '/', 'shipwright_preview_access=1.forged')).status).toBe(
      404,
    );
    // A page opened without a grant in its address sets no cookie.
    expect((await getOnHost(server.url, app.previewOrigin, '/', cookie)).headers['set-cookie']).toBeUndefined();
  });
});
