import { versionDiffTexts } from '../../src/shared/version-diff-texts';
import { builtProject } from './support/built-project';
import { expect, signedInAccount, test } from './support/test';

const shots = '.tmp/screenshots';

test('a follow-up reply lists the files it changed, and its diff shows the changed lines', async ({ page }) => {
  test.setTimeout(60_000);
  await signedInAccount(page);
  const project = await builtProject(page, 'A habit tracker');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/app-builder/${project.id}`);
  await page.getByPlaceholder('Describe what you want to build or change...').fill('make it dark');
  await page.keyboard.press('Enter');
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log.getByText('Version 2')).toBeVisible({ timeout: 20_000 });

  const changed = log.getByRole('list', { name: versionDiffTexts.filesLabel(2) });
  const cssChange = changed.getByRole('button', { name: /^Show changes in src\/index\.css, \d+ added, \d+ removed$/ });
  await expect(cssChange).toBeVisible();
  await page.screenshot({ path: `${shots}/version-changes-desktop.png` });

  await cssChange.click();
  const dialog = page.getByRole('dialog', { name: versionDiffTexts.title(2) });
  await expect(dialog.getByText(versionDiffTexts.against(1))).toBeVisible();
  const diff = dialog.getByRole('region', { name: 'src/index.css' });
  // Side by side on a wide screen: the old line on the left, its replacement on the right.
  await expect(dialog.getByRole('button', { name: versionDiffTexts.split })).toHaveAttribute('aria-pressed', 'true');
  await expect(diff.locator('[data-change="del"]').filter({ hasText: 'mode: light' })).toBeVisible();
  await expect(diff.locator('[data-change="add"]').filter({ hasText: 'mode: dark' })).toBeVisible();
  // Coloured as the code view colours it.
  await expect(diff.locator('.tok-comment').first()).toBeVisible();
  await page.screenshot({ path: `${shots}/version-diff-split.png` });

  await dialog.getByRole('button', { name: versionDiffTexts.unified }).click();
  await expect(diff.locator('tr[data-change="del"]').filter({ hasText: 'mode: light' })).toBeVisible();
  await expect(diff.locator('tr[data-change="add"]').filter({ hasText: 'mode: dark' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // On a phone the dialog stacks the file list above a unified diff.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await cssChange.click();
  await expect(dialog.getByRole('button', { name: versionDiffTexts.unified })).toHaveAttribute('aria-pressed', 'true');
  await expect(diff.locator('tr[data-change="add"]').first()).toBeVisible();
  await page.screenshot({ path: `${shots}/version-diff-phone.png` });
});
