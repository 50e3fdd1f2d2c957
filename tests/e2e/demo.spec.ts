import { chatTexts } from '../../src/shared/builder-chat-texts';
import { demoScript, demoTimings } from '../../src/shared/demo-script';
import { expect, test } from './support/test';

test('the live demo plays its script to the end, signed out', async ({ page }) => {
  test.setTimeout(60_000);
  // The page's clock stands still until the typing has been caught, however busy the machine is.
  const start = new Date('2026-01-01T09:00:00Z');
  await page.clock.install({ time: start });
  // Paused a moment after install: pausing at the install time itself can already lie in the past.
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
  await page.goto('/app-builder/demo');
  await expect(page.getByRole('heading', { name: 'Zen Flow Yoga Booking' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download project as .zip' })).toBeDisabled();

  // Typed word by word: caught early, the message is only the first words of itself.
  await page.clock.runFor(demoTimings.startDelayMs + demoTimings.wordDelayMs + 50);
  const typing = page.getByText(/^Build\b/).first();
  await expect(typing).toBeVisible();
  const early = (await typing.textContent()) ?? '';
  expect(early.length).toBeLessThan(demoScript.firstUserMessage.length);
  expect(demoScript.firstUserMessage.startsWith(early)).toBe(true);
  await page.clock.resume();
  await expect(page.getByText(demoScript.firstUserMessage, { exact: true })).toBeVisible({ timeout: 5_000 });
  await expect(page.getByText(demoScript.firstReply)).toBeVisible({ timeout: 5_000 });
  await expect(page.getByText(demoScript.secondUserMessage)).toBeVisible({ timeout: 5_000 });

  await expect(page.getByText('Shipping Your App')).toBeVisible({ timeout: 5_000 });
  await expect(page.getByText('AI is building your application...')).toBeVisible();
  await expect(page.getByText('In progress coding')).toBeVisible();
  const progress = page.getByRole('progressbar', { name: 'Build progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', '50', { timeout: 5_000 });
  await expect(progress).toHaveAttribute('aria-valuenow', '100', { timeout: 5_000 });

  await expect(page.getByText('Your booking app is ready!')).toBeVisible({ timeout: 5_000 });
  await expect(page.getByText('Shipping Your App')).toHaveCount(0);

  await page.getByRole('tab', { name: 'Code' }).click();
  const code = page.getByRole('tabpanel', { name: 'Code' });
  for (const name of ['App.tsx', 'BookingForm.tsx', 'index.css', 'package.json']) {
    await expect(code.getByText(name, { exact: true })).toBeVisible();
  }
});

test('in the demo, a message gets a canned reply and visibility changes stay local', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/app-builder/demo');
  await expect(page.getByText('Your booking app is ready!')).toBeVisible({ timeout: 20_000 });

  const input = page.getByRole('textbox', { name: chatTexts.inputLabel });
  await input.fill('Add a pricing page');
  await input.press('Enter');
  await expect(page.getByText('Add a pricing page', { exact: true })).toBeVisible();
  await expect(page.getByText(demoScript.cannedReply)).toBeVisible({ timeout: 5_000 });

  await page.getByRole('button', { name: 'Visibility: Public' }).click();
  await page.getByRole('menuitemradio', { name: /^Private/ }).click();
  await expect(page.getByText('In demo mode: would set project to Private.')).toBeVisible();

  await page.getByRole('button', { name: 'Zen Flow Yoga Booking' }).click();
  await page.getByRole('textbox', { name: 'Project name' }).fill('My Studio');
  await page.getByRole('textbox', { name: 'Project name' }).press('Enter');
  await expect(page.getByRole('heading', { name: 'My Studio' })).toBeVisible();
});

test('on a phone the demo is three tabs: chat, preview and code', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/app-builder/demo');
  await expect(page.getByRole('tab', { name: 'Chat' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(demoScript.firstReply)).toBeVisible({ timeout: 10_000 });
  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(page.getByText('Shipping Your App')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText(demoScript.firstReply)).toBeHidden();
  await page.getByRole('tab', { name: 'Code' }).click();
  const code = page.getByRole('tabpanel', { name: 'Code' });
  await expect(code.getByText('package.json', { exact: true })).toBeVisible({ timeout: 15_000 });
});
