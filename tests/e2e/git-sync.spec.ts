import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { gitTexts } from '../../src/shared/git-sync';
import { e2eGitServerPort } from '../support/git-e2e-port';
import { type GitHttpServer, startGitHttpServer } from '../support/git-http-server';
import { builtProject } from './support/built-project';
import { expect, signedInAccount, subscribe, test } from './support/test';

// One worker for this file: the Git server listens on the one port the server trusts.
test.describe.configure({ mode: 'default' });

const shots = '.tmp/screens';

let git: GitHttpServer;
test.beforeAll(async () => {
  git = await startGitHttpServer({ port: e2eGitServerPort(Number(process.env.E2E_PORT ?? 3100)) });
  await mkdir(shots, { recursive: true });
});
test.afterAll(() => git?.close());

const gitDialog = (page: Page) => page.getByRole('dialog', { name: gitTexts.title });

test.describe('Git sync', () => {
  test('a Pro project connects to a Git remote, pushes its files, and takes a commit made there', async ({ page }) => {
    test.setTimeout(150_000);
    await signedInAccount(page);
    await subscribe(page, 'pro');
    const project = await builtProject(page, 'A habit tracker');
    await git.createRepository('journey');

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/app-builder/${project.id}`);
    const frame = page.frameLocator(`iframe[title="Preview of ${project.name}"]`);
    await expect(frame.locator('#root > *').first()).toBeVisible();

    await page.getByRole('button', { name: gitTexts.title }).click();
    const dialog = gitDialog(page);
    await expect(dialog.getByText(gitTexts.notConnected)).toBeVisible();
    await dialog.getByRole('tab', { name: 'Any Git remote' }).click();
    await dialog.getByRole('textbox', { name: 'Repository URL' }).fill(git.url('journey'));
    await expect(dialog.getByRole('textbox', { name: 'Branch' })).toHaveValue('main');
    await dialog.getByLabel('Access token').fill(git.token);
    await dialog.getByRole('button', { name: 'Connect' }).click();

    await expect(page.getByText(gitTexts.connected, { exact: true })).toBeVisible();
    const state = dialog.locator('[data-git-state]').filter({ hasText: /./ });
    // The first push runs as a job; the dialog polls every 3 s while it does.
    await expect(state).toHaveText('Synced', { timeout: 30_000 });
    await expect(dialog.getByText(git.url('journey'))).toBeVisible();
    await expect(dialog.getByText(`Token …${git.token.slice(-4)}`)).toBeVisible();
    const pushedHead = await git.head('journey');
    expect(pushedHead).toBeTruthy();
    await expect(dialog.getByText((pushedHead as string).slice(0, 7))).toBeVisible();
    await page.screenshot({ path: `${shots}/git-sync-connected.png` });

    // What the remote holds now: the project's files, in one commit.
    const pushed = await git.files('journey');
    const projectFiles = (await (await page.request.get(`/api/projects/${project.id}/files`)).json()) as {
      files: Array<{ filePath: string; content: string }>;
    };
    for (const file of projectFiles.files) {
      if (!/\.(png|jpe?g|gif|webp|ico|woff2?)$/.test(file.filePath)) {
        expect(pushed.get(file.filePath)?.toString(), file.filePath).toBe(file.content);
      }
    }
    const app = pushed.get('src/App.tsx')?.toString() ?? '';
    expect(app).not.toBe('');
    expect(await git.log('journey')).toHaveLength(1);

    // Another developer changes a visible text and pushes.
    const heading = /<h1[^>]*>([^<{]+)</.exec(app)?.[1]?.trim();
    expect(heading, 'a heading in src/App.tsx').toBeTruthy();
    const edited = app.replace(`>${heading}<`, '>Edited in Git<');
    expect(edited).not.toBe(app);
    const theirs = await git.commit('journey', { message: 'Edited elsewhere', write: { 'src/App.tsx': edited } });

    await dialog.getByRole('button', { name: 'Sync now' }).click();
    await expect(page.getByText(gitTexts.syncQueued, { exact: true })).toBeVisible();
    await expect(state).toHaveText('Synced', { timeout: 30_000 });
    await expect(dialog.getByText(theirs.slice(0, 7))).toBeVisible({ timeout: 30_000 });

    // The commit came in as a new version of the project, with the commit's message.
    await expect
      .poll(
        async () => {
          const { versions } = await (await page.request.get(`/api/projects/${project.id}/versions`)).json();
          return versions[0]?.summary;
        },
        { timeout: 30_000 },
      )
      .toBe(gitTexts.fromGit('Edited elsewhere'));

    // The preview builds the imported files.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(frame.getByText('Edited in Git').first()).toBeVisible({ timeout: 30_000 });

    // On a phone the header has no room for the button: the dialog opens from "More actions".
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: gitTexts.title }).click();
    await expect(state).toHaveText('Synced');
    await page.screenshot({ path: `${shots}/git-sync-mobile.png` });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The version history shows the commit as a version, marked as coming from Git.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.reload();
    const log = page.getByRole('log', { name: 'Conversation' });
    await expect(log.getByText(gitTexts.fromGit('Edited elsewhere'))).toBeVisible({ timeout: 30_000 });
    await expect(log.locator('[data-git-version-state="imported"]')).toHaveText('From Git');
  });
});
