import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { previewTexts } from '../../src/shared/preview-texts';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { expect, linkIn, test, uniqueEmail } from './support/test';

// A server of its own whose build sandbox cannot run (a fake `bwrap` that refuses, first on its
// PATH), serving the same built web app: the builder must show the server's failure as a notice,
// not as the project's error with "Fix with AI".
const port = Number(process.env.E2E_PORT ?? 3100) + 1700;
const origin = `http://localhost:${port}`;
let server: ServerProcess;
let folder: string;

test.use({ baseURL: origin });

test.beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'shipwright-e2e-bwrap-'));
  await chmod(folder, 0o755);
  await writeFile(
    path.join(folder, 'bwrap'),
    '#!/bin/sh\necho "bwrap: No permissions to create new namespace" >&2\nexit 1\n',
    { mode: 0o755 },
  );
  server = await startServerProcess({
    dataDir: await mkdtemp(path.join(os.tmpdir(), 'shipwright-e2e-platform-')),
    port,
    env: {
      PATH: `${folder}:${process.env.PATH}`,
      WEB_DIST_DIR: path.resolve('dist/web'),
      TRUST_PROXY: 'true',
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await rm(folder, { recursive: true, force: true });
});

test('a build the server could not run is a notice, with nothing to fix', async ({ page }) => {
  test.setTimeout(120_000);
  const headers = { origin };
  const email = uniqueEmail('platform');
  await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: 'journey-pass-1', name: '', callbackURL: '/dashboard' },
    headers,
  });
  await expect
    .poll(
      async () => (await (await page.request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`)).json()).mails.length,
    )
    .toBeGreaterThan(0);
  const { mails } = await (await page.request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`)).json();
  await page.goto(linkIn(mails[0].text));
  await page.waitForURL(/\/dashboard/);

  const prompt = 'A habit tracker for my morning routine';
  const project = await (await page.request.post('/api/projects', { data: { prompt }, headers })).json();
  await page.request.post(`/api/projects/${project.id}/messages`, { data: { content: prompt }, headers });
  await expect
    .poll(async () => (await (await page.request.get(`/api/projects/${project.id}/generation`)).json()).run?.status, {
      timeout: 30_000,
    })
    .toBe('completed');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/app-builder/${project.id}`);
  const notice = page.getByRole('status').filter({ hasText: previewTexts.platformTitle });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(previewTexts.platformHint);
  await expect(page.getByRole('button', { name: previewTexts.fixWithAi })).toHaveCount(0);
  await expect(page.getByText(previewTexts.buildFailedTitle)).toHaveCount(0);
  await page.screenshot({ path: '.tmp/screens/platform-notice-1280.png' });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page
    .getByRole('tab', { name: /preview/i })
    .click()
    .catch(() => undefined);
  await expect(notice).toBeVisible();
  await page.screenshot({ path: '.tmp/screens/platform-notice-390.png' });
});
