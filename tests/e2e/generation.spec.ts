import { appOrigin, expect, signedInAccount, test } from './support/test';

test('a prompt builds an app, "make it dark" changes it, and the first version can be restored', async ({ page }) => {
  await signedInAccount(page);
  const res = await page.request.post('/api/projects', {
    data: { prompt: 'A task manager for my team' },
    headers: { origin: appOrigin },
  });
  const project = await res.json();
  await page.goto(`/app-builder/${project.id}`);
  await page.getByPlaceholder('Describe what you want to build or change...').fill('A task manager for my team');
  await page.keyboard.press('Enter');
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log.getByText(/^I built/)).toBeVisible({ timeout: 20_000 });
  await expect(log.getByText('Version 1')).toBeVisible();
  // The reply is done once its preview is built: only then does the chat take the next message.
  await expect(page.getByText('Completed', { exact: true })).toBeVisible({ timeout: 20_000 });

  await page.getByRole('tab', { name: 'Code' }).click();
  const css = page.getByRole('region', { name: 'src/index.css' });
  // The tree is long (the starter's components) and still settling as the code view opens: a
  // click that lands on a row moving past is tried again.
  await expect(async () => {
    await page.getByRole('button', { name: 'index.css', exact: true }).click({ timeout: 2_000 });
    await expect(css).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  // The editor draws only the lines in view: the theme line near the top says which mode it is.
  // It loads on first use, which takes longer while the machine is busy with the rest of the run.
  await expect(css).toContainText('mode: light', { timeout: 15_000 });

  await page.getByPlaceholder('Describe what you want to build or change...').fill('make it dark');
  await page.keyboard.press('Enter');
  await expect(log.getByText('Version 2')).toBeVisible({ timeout: 20_000 });
  await expect(css).toContainText('mode: dark');

  await log.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(page.getByText('Version restored')).toBeVisible();
  await expect(css).toContainText('mode: light');
});
