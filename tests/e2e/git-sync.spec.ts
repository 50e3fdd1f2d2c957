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

const editedApp = `export default function App() {
  return (
    <main className="min-h-screen p-8">
      <h1 className="text-4xl font-bold text-slate-900">Edited in Git</h1>
    </main>
  );
}
`;

const latestVersion = async (page: Page, projectId: string) =>
  (await (await page.request.get(`/api/projects/${projectId}/versions`)).json()).versions[0] as {
    id: string;
    number: number;
    summary: string;
  };

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
    // Only the token's end is shown, never the token.
    await expect(dialog.getByText(`••••••••${git.token.slice(-4)}`)).toBeVisible();
    await expect(dialog.getByText(git.token)).toHaveCount(0);
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
    expect(pushed.get('src/App.tsx')?.toString()).toContain('export default function App');
    expect(await git.log('journey')).toHaveLength(1);

    // Another developer rewrites the app's first screen and pushes.
    const theirs = await git.commit('journey', { message: 'Edited elsewhere', write: { 'src/App.tsx': editedApp } });

    await dialog.getByRole('button', { name: 'Sync now' }).click();
    await expect(page.getByText(gitTexts.syncQueued, { exact: true })).toBeVisible();
    await expect(state).toHaveText('Synced', { timeout: 30_000 });
    await expect(dialog.getByText(theirs.slice(0, 7))).toBeVisible({ timeout: 30_000 });

    // The commit came in as a new version of the project, with the commit's message.
    await expect
      .poll(async () => (await latestVersion(page, project.id)).summary, { timeout: 30_000 })
      .toBe(gitTexts.fromGit('Edited elsewhere'));

    // The preview builds the imported files.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(frame.getByRole('heading', { name: 'Edited in Git' })).toBeVisible({ timeout: 30_000 });

    // The conversation tells of the commit, and the history marks each version's side.
    const log = page.getByRole('log', { name: 'Conversation' });
    await expect(log.getByText('From Git: Edited elsewhere')).toBeVisible();
    await expect(log.locator('[data-git-version-state="imported"]')).toHaveText('From Git');
    await expect(log.locator('[data-git-version-state="pushed"]')).toHaveText((pushedHead as string).slice(0, 7));

    // On a phone the header has no room for the button: the dialog opens from "More actions".
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: gitTexts.title }).click();
    await expect(state).toHaveText('Synced');
    await page.screenshot({ path: `${shots}/git-sync-mobile.png` });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
