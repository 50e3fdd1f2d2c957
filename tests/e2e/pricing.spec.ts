import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

const card = (page: Page, plan: string) => page.getByRole('article', { name: `${plan} plan` });

test.beforeEach(async ({ page }) => {
  await page.goto('/pricing');
});

test('monthly prices, then the annual switch shows 292 / 508 / 832 and the per-month figures', async ({ page }) => {
  for (const [plan, price] of [
    ['Free', '$0'],
    ['Creator', '$27'],
    ['Pro', '$47'],
    ['Team', '$77'],
  ]) {
    await expect(card(page, plan).getByTestId('price')).toHaveText(price);
  }
  await page.getByRole('switch', { name: 'Bill annually' }).click();
  for (const [plan, perMonth, annual] of [
    ['Creator', '$24', '$292 billed annually'],
    ['Pro', '$42', '$508 billed annually'],
    ['Team', '$69', '$832 billed annually'],
  ]) {
    await expect(card(page, plan).getByTestId('price')).toHaveText(perMonth);
    await expect(card(page, plan).getByTestId('billing-note')).toHaveText(annual);
  }
  await expect(card(page, 'Free').getByTestId('price')).toHaveText('$0');
});

test('a token boost changes the price of its card only', async ({ page }) => {
  await card(page, 'Pro').getByLabel('Token boost').selectOption('power-pack');
  await expect(card(page, 'Pro').getByTestId('price')).toHaveText('$64');
  await expect(card(page, 'Pro').getByText('+3M tokens every month')).toBeVisible();
  await expect(card(page, 'Creator').getByTestId('price')).toHaveText('$27');
  await page.getByRole('switch', { name: 'Bill annually' }).click();
  await expect(card(page, 'Pro').getByTestId('billing-note')).toHaveText('$691 billed annually');
  await expect(card(page, 'Pro').getByTestId('price')).toHaveText('$58');
});

test('Free shows the informational toast; paid plans ask a visitor for an e-mail or a sign-in', async ({ page }) => {
  await card(page, 'Free').getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByText("You're already on the free plan! No subscription needed.")).toBeVisible();
  await card(page, 'Creator').getByRole('button', { name: 'Start Free Trial' }).click();
  const guest = page.getByRole('dialog', { name: 'Continue to checkout' });
  await expect(guest.getByLabel('Email')).toBeVisible();
  await guest.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
});

test('the trial note and the enterprise contact link', async ({ page }) => {
  await expect(page.getByText('All plans include a 14-day free trial. No credit card required.')).toBeVisible();
  await page.getByRole('link', { name: 'Contact us for enterprise pricing' }).click();
  await expect(page).toHaveURL('/contact');
});
