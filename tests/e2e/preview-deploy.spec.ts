import type { Page } from '@playwright/test';
import { SAMPLE_PROMPTS } from '../../src/server/ai/builtin-engine/understand/sample-prompts';
import { builtProject } from './support/built-project';
import { appOrigin, expect, signedInAccount, subscribe, test } from './support/test';

const headers = { origin: appOrigin };

/** Opens a URL and collects every console error and uncaught exception while the app starts. */
async function errorsWhileOpening(page: Page, url: string) {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  await expect(page.locator('#root > *').first()).toBeVisible();
  await page.waitForTimeout(150);
  return errors;
}

test('a prompt becomes a live preview, and Deploy publishes it at a live link', async ({ page, context }) => {
  await signedInAccount(page);
  const project = await builtProject(page, SAMPLE_PROMPTS.blog);
  await page.goto(`/app-builder/${project.id}`);
  const frame = page.frameLocator(`iframe[title="Preview of ${project.name}"]`);
  await expect(frame.getByRole('navigation').first()).toBeVisible();

  await page.getByRole('radio', { name: 'Phone' }).click();
  await expect(page.locator('iframe[title^="Preview of"]')).toHaveCSS('width', '390px');

  await page.getByRole('button', { name: 'Deploy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deploy your app' });
  await dialog.getByRole('button', { name: 'Deploy' }).click();
  await expect(page.getByText('Your app is live')).toBeVisible();
  const liveUrl = await dialog.getByLabel('Live link').inputValue();
  expect(liveUrl).toMatch(/^http:\/\/[a-z0-9-]+\.localhost:\d+$/);
  await expect(dialog.getByText('#1')).toBeVisible();

  const live = await context.newPage();
  expect(await errorsWhileOpening(live, liveUrl)).toEqual([]);
});

test('every built-in kind of app renders without an error, in the preview and at its live link', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await signedInAccount(page);
  await subscribe(page, 'pro'); // one app per kind: more than Free's 5

  // A page of its own for each opening: an app left open would report the 404s of its own
  // requests once its deployment is taken down, and they would count against the next app.
  const errorsAt = async (url: string) => {
    const viewer = await context.newPage();
    const errors = await errorsWhileOpening(viewer, url);
    await viewer.close();
    return errors;
  };
  for (const [kind, prompt] of Object.entries(SAMPLE_PROMPTS)) {
    const project = await builtProject(page, prompt);
    const preview = await (await page.request.get(`/api/projects/${project.id}/preview`)).json();
    expect(preview.build?.status, kind).toBe('ok');
    expect(await errorsAt(`${preview.origin}/`), `${kind} preview`).toEqual([]);
    const deployed = await page.request.post(`/api/projects/${project.id}/deployments`, { headers });
    const { url } = await deployed.json();
    expect(await errorsAt(url), `${kind} live`).toEqual([]);
    // Taken down again, so the plan's live apps are never used up.
    await page.request.delete(`/api/projects/${project.id}/deployments`, { headers });
  }
});

test('a preview cannot use the builder’s session, and previews do not share storage', async ({ page, context }) => {
  await signedInAccount(page);
  const first = await builtProject(page, SAMPLE_PROMPTS.portfolio);
  const second = await builtProject(page, SAMPLE_PROMPTS.music);
  await page.goto(`/app-builder/${first.id}`);
  const frame = await waitForFrame(page, first.id);
  const probe = await frame.evaluate(async (origin) => {
    // Apps may use storage in the preview even where the browser refuses it to frames.
    localStorage.setItem('draft', 'kept');
    const storage = localStorage.getItem('draft');
    const read = await fetch(`${origin}/api/projects`, { credentials: 'include' })
      .then(() => 'read')
      .catch(() => 'blocked');
    const write = await fetch(`${origin}/api/projects`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ prompt: 'from a preview' }),
    })
      .then((r) => String(r.status))
      .catch(() => 'blocked');
    return { cookies: document.cookie, storage, read, write };
  }, appOrigin);
  expect(probe).toEqual({ cookies: '', storage: 'kept', read: 'blocked', write: 'blocked' });
  const list = await (await page.request.get('/api/projects')).json();
  expect(list.projects.map((p: { name: string }) => p.name)).not.toContain('from a preview');

  // Opened on their own, each preview is its own origin with its own storage.
  const tab = await context.newPage();
  const originOf = async (id: string) => (await (await page.request.get(`/api/projects/${id}/preview`)).json()).origin;
  await tab.goto(`${await originOf(first.id)}/`);
  await tab.evaluate(() => localStorage.setItem('secret', 'from-first'));
  await tab.goto(`${await originOf(second.id)}/`);
  expect(await tab.evaluate(() => localStorage.getItem('secret'))).toBeNull();
});

async function waitForFrame(page: Page, projectId: string) {
  await expect.poll(() => page.frames().some((f) => f.url().includes(`p-${projectId}`))).toBe(true);
  const frame = page.frames().find((f) => f.url().includes(`p-${projectId}`));
  if (!frame) throw new Error('no preview frame');
  await frame.waitForSelector('#root > *');
  return frame;
}
