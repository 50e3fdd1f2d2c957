import { expect, test } from './support/test';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('the hero prompt keeps its arrow disabled while blank and grows with its text', async ({ page }) => {
  const box = page.getByPlaceholder('What do you want to create today?');
  const arrow = page.getByRole('button', { name: 'Create app' });
  await expect(arrow).toBeDisabled();
  expect((await box.boundingBox())?.height).toBeGreaterThanOrEqual(100);
  await box.fill('   \n  ');
  await expect(arrow).toBeDisabled();
  const before = (await box.boundingBox())?.height ?? 0;
  await box.fill(Array.from({ length: 8 }, (_, i) => `line ${i}`).join('\n'));
  await expect(arrow).toBeEnabled();
  expect((await box.boundingBox())?.height).toBeGreaterThan(before);
});

test('the four example chips fill the prompt box', async ({ page }) => {
  const box = page.getByPlaceholder('What do you want to create today?');
  for (const [chip, word] of [
    ['E-commerce store', 'store'],
    ['Learning platform', 'course'],
    ['Music app', 'playlists'],
    ['Analytics dashboard', 'KPI'],
  ]) {
    await page.getByRole('button', { name: chip }).click();
    await expect(box).toHaveValue(new RegExp(word));
  }
});

test('submitting a prompt signed out opens the sign-in dialog', async ({ page }) => {
  await page.getByPlaceholder('What do you want to create today?').fill('A booking site for my yoga studio');
  await page.getByRole('button', { name: 'Create app' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
});

test('the demo video loads its embed only after play is pressed', async ({ page }) => {
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.getByRole('button', { name: 'Play demo video' }).click();
  await expect(page.locator('iframe[title="Shipwright demo video"]')).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
  );
});
