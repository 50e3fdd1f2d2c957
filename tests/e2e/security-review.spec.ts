import { mkdir } from 'node:fs/promises';
import { reviewTexts } from '../../src/shared/security-review';
import { builtProject } from './support/built-project';
import { appOrigin, expect, signedInAccount, test } from './support/test';

// The review every deploy runs: an app that leaks a live key is stopped until its owner confirms.
test('a critical finding blocks Deploy until the owner confirms, then the app goes live', async ({ page }) => {
  test.setTimeout(120_000);
  await signedInAccount(page);
  const project = await builtProject(page, 'A recipe box for my family');
  const leak = "export const STRIPE_KEY = 'sk_live_4eC39HqLyjWDarjtT1zdp7dc';\n";
  const added = await page.request.post(`/api/projects/${project.id}/files`, {
    data: { filePath: 'src/lib/payments.ts', content: leak },
    headers: { origin: appOrigin },
  });
  expect(added.status()).toBe(201);

  await page.goto(`/app-builder/${project.id}`);
  await page.getByRole('button', { name: 'Deploy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deploy your app' });
  const review = dialog.getByRole('region', { name: reviewTexts.title });
  const finding = review.getByRole('list', { name: 'Findings', exact: true }).getByRole('listitem').first();
  await expect(finding).toContainText('A Stripe secret key is written in code every visitor downloads.');
  await expect(finding).toContainText('src/lib/payments.ts:1');
  await expect(review.getByText(reviewTexts.blocked(1))).toBeVisible();

  const publish = dialog.getByRole('button', { name: 'Deploy', exact: true });
  await expect(publish).toBeDisabled();
  await mkdir('.tmp/screens', { recursive: true });
  await page.screenshot({ path: '.tmp/screens/security-review-blocked.png' });
  await review.getByRole('checkbox', { name: reviewTexts.confirm }).check();
  await expect(publish).toBeEnabled();
  await publish.click();
  await expect(page.getByText('Your app is live')).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByText('#1')).toBeVisible();
});
