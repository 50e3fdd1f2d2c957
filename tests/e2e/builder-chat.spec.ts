import type { Page } from '@playwright/test';
import { appOrigin, expect, signedInAccount, test } from './support/test';

/** A signed-in owner on the builder of a fresh project (opened directly, so the chat starts empty). */
async function openNewProject(page: Page) {
  await signedInAccount(page);
  const res = await page.request.post('/api/projects', {
    data: { prompt: 'A habit tracker with streaks' },
    headers: { origin: appOrigin },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  await page.goto(`/app-builder/${id}`);
  await expect(page.getByRole('heading', { name: 'AI Assistant' })).toBeVisible();
  return id;
}

const projectSaved = (page: Page, id: string) =>
  page.waitForResponse((r) => r.url().endsWith(`/api/projects/${id}`) && r.request().method() === 'PATCH' && r.ok());

test('chat: Shift+Enter adds a line, the counter follows, Enter sends and the assistant answers', async ({ page }) => {
  await openNewProject(page);
  await expect(page.getByText("Let's start building!")).toBeVisible();

  const input = page.getByRole('textbox', { name: 'Message the AI assistant' });
  const counter = page.getByText(/^\d+\/2000$/);
  await expect(counter).toHaveText('0/2000');
  await input.fill('Add a streak counter');
  await expect(counter).toHaveText('20/2000');
  await input.press('Shift+Enter');
  await input.pressSequentially('in green');
  await expect(input).toHaveValue('Add a streak counter\nin green');
  await expect(counter).toHaveText('29/2000');

  await input.press('Enter');
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log.locator('[data-role="user"]')).toHaveText('Add a streak counter\nin green');
  await expect(log.locator('[data-role="assistant"]')).toContainText('answered by the built-in engine');
  await expect(input).toHaveValue('');
  await expect(counter).toHaveText('0/2000');

  // Blank text is not sent.
  await input.fill('   ');
  await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled();
});

test('chat: model and Discuss mode are saved with the project', async ({ page }) => {
  const id = await openNewProject(page);
  const picker = page.getByRole('combobox', { name: 'AI model' });
  await expect(picker).toContainText('GPT-4 Mini');

  await picker.click();
  await expect(page.getByRole('option')).toHaveCount(4);
  await expect(page.getByRole('option', { name: /GPT-4 Turbo.*Premium/ })).toBeVisible();
  await expect(page.getByRole('option', { name: /Gemini Pro.*Economy/ })).toBeVisible();
  const modelSaved = projectSaved(page, id);
  await page.getByRole('option', { name: /Claude Sonnet/ }).click();
  await modelSaved;
  await expect(picker).toContainText('Claude Sonnet');

  const discussSaved = projectSaved(page, id);
  await page.getByRole('switch', { name: 'Ready to help you build' }).click();
  await discussSaved;
  await expect(page.getByRole('switch', { name: 'Discuss Mode (Gemini)' })).toBeChecked();

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'AI model' })).toContainText('Claude Sonnet');
  await expect(page.getByRole('switch', { name: 'Discuss Mode (Gemini)' })).toBeChecked();
});

test('chat: AI Controls cancel reverts, Save Changes keeps the instructions', async ({ page }) => {
  const id = await openNewProject(page);
  const openControls = async () => {
    await page.getByRole('button', { name: 'AI Controls' }).click();
    return page.getByRole('dialog', { name: 'AI Controls' });
  };

  let dialog = await openControls();
  await expect(
    dialog.getByText('No files available yet. Files will appear here once your project is built.'),
  ).toBeVisible();
  await dialog.getByLabel('Custom instructions').fill('Use a dark theme');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  dialog = await openControls();
  await expect(dialog.getByLabel('Custom instructions')).toHaveValue('');
  await dialog.getByLabel('Custom instructions').fill('Keep components small');
  const saved = projectSaved(page, id);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await saved;
  await expect(dialog).toBeHidden();

  await page.reload();
  dialog = await openControls();
  await expect(dialog.getByLabel('Custom instructions')).toHaveValue('Keep components small');
});

test('chat: knowledge files upload and delete; a file over 10 MB is refused in the browser', async ({ page }) => {
  await openNewProject(page);
  const picker = page.locator('input[type="file"]');
  await expect(picker).toHaveAttribute('accept', '.txt,.pdf,.doc,.docx,.csv,.xlsx,.md,.json');

  await picker.setInputFiles({ name: 'brand-notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Calm greens.') });
  await expect(page.getByText('File uploaded successfully')).toBeVisible();
  await expect(page.getByText('brand-notes.txt has been added to your knowledge base.')).toBeVisible();
  const chips = page.getByRole('list', { name: 'Knowledge files' });
  await expect(chips.getByText('brand-notes.txt')).toBeVisible();

  await chips.getByRole('button', { name: 'Remove brand-notes.txt' }).click();
  await expect(page.getByText('File has been removed from your knowledge base.')).toBeVisible();
  await expect(chips).toBeHidden();

  // Refused before any request: nothing is posted for it.
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/knowledge')) posts.push(r.url());
  });
  await picker.setInputFiles({
    name: 'huge.txt',
    mimeType: 'text/plain',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 'a'),
  });
  await expect(page.getByText('huge.txt is larger than 10MB. Please choose a smaller file.')).toBeVisible();
  await expect(page.getByText('File too large')).toBeVisible();
  expect(posts).toEqual([]);
  await expect(page.getByRole('list', { name: 'Knowledge files' })).toBeHidden();
});

test('code view (demo): pick a file, see it highlighted, freeze and unfreeze it', async ({ page }) => {
  test.setTimeout(60_000);
  await signedInAccount(page);
  await page.goto('/app-builder/demo');
  await page.getByRole('tab', { name: 'Code' }).click();
  await expect(page.getByText('Select a File')).toBeVisible();

  // The demo script adds its four files after its build, about ten seconds in.
  const appFile = page.getByRole('button', { name: 'App.tsx', exact: true });
  await expect(appFile).toBeVisible({ timeout: 25_000 });
  await appFile.click();
  await expect(page.getByRole('heading', { name: 'src/App.tsx' })).toBeVisible();
  const code = page.getByRole('region', { name: 'src/App.tsx' });
  await expect(code.locator('.tok-keyword').first()).toBeVisible();
  await expect(code).toContainText('Zen Flow Yoga');
  await expect(page.getByText('Editable', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Freeze', exact: true }).click();
  await expect(page.getByText('Frozen', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'App.tsx, frozen' })).toBeVisible();

  await page.getByRole('button', { name: 'Unfreeze' }).click();
  await expect(page.getByText('Editable', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'App.tsx', exact: true })).toBeVisible();

  // The same files show in AI Controls, each with its lock.
  await page.getByRole('button', { name: 'AI Controls' }).click();
  const dialog = page.getByRole('dialog', { name: 'AI Controls' });
  await expect(dialog.getByRole('button', { name: 'Freeze src/App.tsx' })).toHaveAttribute('aria-pressed', 'false');
  await dialog.getByRole('button', { name: 'Freeze All', exact: true }).click();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'package.json, frozen' })).toBeVisible();
});
