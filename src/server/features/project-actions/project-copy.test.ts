import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthSession, signedInBrowser } from '../../../../tests/support/auth-session';
import { grantPlan, setVisibility } from '../../../../tests/support/billing';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { limitTexts } from '../../../shared/billing';
import { projectActionTexts } from '../../../shared/project-actions';
import { projectLimits } from '../../../shared/projects';
import { cloudApp } from '../../apps/cloud/test-utils';
import { cloudRecords, projectFiles } from '../../db/schema';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server.close());

interface FileBody {
  filePath: string;
  content: string;
  isFrozen: boolean;
}

const filesOf = async (browser: AuthSession, projectId: string) => {
  const { files } = (await (await browser.get(`/api/projects/${projectId}/files`)).json()) as { files: FileBody[] };
  return files.map(({ filePath, content, isFrozen }) => ({ filePath, content, isFrozen }));
};

/** A built app of a new account with a record in its preview, a chat and instructions. */
async function sourceApp(name: string) {
  const app = await cloudApp(server, 'A habit tracker');
  await app.owner.patch(`/api/projects/${app.projectId}`, { name, customInstructions: 'Use a calm palette.' });
  await (await app.visitor()).add('habits', { name: 'Meditate' });
  return app;
}

describe('duplicating a project', () => {
  it('makes a new project of the owner with the same files, its own empty chat and data, and a first version', async () => {
    const app = await sourceApp('Habit Hero');
    const res = await app.owner.post(`/api/projects/${app.projectId}/duplicate`);
    expect(res.status).toBe(201);
    const copy = await res.json();
    expect(copy).toMatchObject({
      name: 'Habit Hero (copy)',
      status: 'completed',
      visibility: 'public',
      customInstructions: 'Use a calm palette.',
      role: 'owner',
      canEdit: true,
    });
    expect(copy.id).not.toBe(app.projectId);
    expect(await filesOf(app.owner, copy.id)).toEqual(await filesOf(app.owner, app.projectId));
    expect((await (await app.owner.get(`/api/projects/${copy.id}/messages`)).json()).messages).toEqual([]);
    expect(await server.deps.db.$count(cloudRecords, eq(cloudRecords.projectId, copy.id))).toBe(0);
    const { versions } = await (await app.owner.get(`/api/projects/${copy.id}/versions`)).json();
    expect(versions).toMatchObject([{ number: 1, summary: 'Duplicated from Habit Hero' }]);
    expect((await (await app.owner.get('/api/projects')).json()).total).toBe(2);

    // The copy is its own: changing it leaves the source as it was.
    await server.deps.db.update(projectFiles).set({ content: 'changed' }).where(eq(projectFiles.projectId, copy.id));
    expect((await filesOf(app.owner, app.projectId)).some((f) => f.content === 'changed')).toBe(false);
  });

  it('keeps a private source private, and shortens a long name to fit " (copy)"', async () => {
    const owner = await signedInBrowser(server);
    const long = 'L'.repeat(projectLimits.nameMaxLength);
    const project = await (await owner.browser.post('/api/projects', { prompt: 'An empty idea', name: long })).json();
    await setVisibility(server, owner, project.id, 'private');
    const copy = await (await owner.browser.post(`/api/projects/${project.id}/duplicate`)).json();
    expect(copy.visibility).toBe('private');
    expect(copy.name).toHaveLength(projectLimits.nameMaxLength);
    expect(copy.name.endsWith(' (copy)')).toBe(true);
    expect(copy.status).toBe('draft'); // no files yet, so nothing was built
  });

  it('is the owner’s only: a viewer of a public project is refused, a private one is not found', async () => {
    const app = await sourceApp('Habit Hero');
    const hidden = await (await app.owner.post('/api/projects', { prompt: 'A hidden app' })).json();
    await setVisibility(server, { email: app.email, browser: app.owner }, hidden.id, 'private');
    const { browser: stranger } = await signedInBrowser(server);
    const denied = await stranger.post(`/api/projects/${app.projectId}/duplicate`);
    expect(denied.status).toBe(403);
    expect((await denied.json()).error).toEqual({ code: 'access_denied', message: projectActionTexts.duplicateDenied });
    expect((await stranger.post(`/api/projects/${hidden.id}/duplicate`)).status).toBe(404);
    expect((await new AuthSession(server).post(`/api/projects/${app.projectId}/duplicate`)).status).toBe(401);
    expect((await (await stranger.get('/api/projects')).json()).total).toBe(0);
  });

  it('counts against the plan: a full Free account is refused with the limit message', async () => {
    const { browser } = await signedInBrowser(server);
    const first = await (await browser.post('/api/projects', { prompt: 'app 1' })).json();
    for (let i = 2; i <= 5; i++) await browser.post('/api/projects', { prompt: `app ${i}` });
    const refused = await browser.post(`/api/projects/${first.id}/duplicate`);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toEqual({ code: 'plan_limit', message: limitTexts.apps('Free', 5) });
    expect((await (await browser.get('/api/projects')).json()).total).toBe(5);
  });
});

describe('remixing a project', () => {
  it('copies a stranger’s public project to the remixer, without the owner’s instructions or data', async () => {
    const app = await sourceApp('Habit Hero');
    const { browser: remixer } = await signedInBrowser(server);
    const res = await remixer.post(`/api/projects/${app.projectId}/remix`);
    expect(res.status).toBe(201);
    const remix = await res.json();
    expect(remix).toMatchObject({
      name: 'Habit Hero (remix)',
      visibility: 'public',
      customInstructions: '',
      role: 'owner',
      canEdit: true,
    });
    expect(await filesOf(remixer, remix.id)).toEqual(await filesOf(remixer, app.projectId));
    expect(await server.deps.db.$count(cloudRecords, eq(cloudRecords.projectId, remix.id))).toBe(0);
    const { versions } = await (await remixer.get(`/api/projects/${remix.id}/versions`)).json();
    expect(versions).toMatchObject([{ number: 1, summary: 'Remixed from Habit Hero' }]);
    // The remix belongs to the remixer alone.
    expect((await (await remixer.get('/api/projects')).json()).projects.map((p: { id: string }) => p.id)).toEqual([
      remix.id,
    ]);
    expect((await app.owner.delete(`/api/projects/${remix.id}`)).status).toBe(403);
    expect((await (await app.owner.get('/api/projects')).json()).total).toBe(1);
  });

  it('refuses secret and private projects to strangers, and signed-out visitors', async () => {
    const owner = await signedInBrowser(server);
    const secret = await (await owner.browser.post('/api/projects', { prompt: 'A secret app' })).json();
    const hidden = await (await owner.browser.post('/api/projects', { prompt: 'A private app' })).json();
    await setVisibility(server, owner, secret.id, 'secret');
    await setVisibility(server, owner, hidden.id, 'private');
    const { browser: stranger } = await signedInBrowser(server);

    const refused = await stranger.post(`/api/projects/${secret.id}/remix`);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toEqual({ code: 'not_remixable', message: projectActionTexts.notRemixable });
    expect((await stranger.post(`/api/projects/${hidden.id}/remix`)).status).toBe(404);
    expect((await stranger.post('/api/projects/not-a-uuid/remix')).status).toBe(404);
    expect((await new AuthSession(server).post(`/api/projects/${secret.id}/remix`)).status).toBe(401);
    expect((await (await stranger.get('/api/projects')).json()).total).toBe(0);
  });

  it('counts against the remixer’s plan', async () => {
    const app = await sourceApp('Habit Hero');
    const { browser, email } = await signedInBrowser(server);
    for (let i = 1; i <= 5; i++) await browser.post('/api/projects', { prompt: `app ${i}` });
    const refused = await browser.post(`/api/projects/${app.projectId}/remix`);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe('plan_limit');
    await grantPlan(server, email, 'creator');
    expect((await browser.post(`/api/projects/${app.projectId}/remix`)).status).toBe(201);
  });
});
