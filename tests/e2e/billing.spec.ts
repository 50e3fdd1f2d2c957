import type { Page } from '@playwright/test';
import { expect, signedInAccount, test } from './support/test';

const card = (page: Page, plan: string) => page.getByRole('article', { name: `${plan} plan` });

test('pick Pro annual with a boost, pay in the sandbox, see the plan everywhere, cancel in the portal', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signedInAccount(page);
  await page.goto('/pricing');
  await page.getByRole('switch', { name: 'Bill annually' }).click();
  await card(page, 'Pro').getByLabel('Token boost').selectOption('power-pack');
  await expect(card(page, 'Pro').getByTestId('price')).toHaveText('$58');

  const [checkout] = await Promise.all([
    page.waitForEvent('popup'),
    card(page, 'Pro').getByRole('button', { name: 'Start Free Trial' }).click(),
  ]);
  await expect(checkout.getByText(/Sandbox payment provider/)).toBeVisible();
  await expect(checkout.getByTestId('order-total')).toHaveText('$691/year');
  await expect(checkout.getByText('Power Pack', { exact: true })).toBeVisible();
  await expect(checkout.getByText(/14-day free trial/)).toBeVisible();
  await checkout.getByRole('button', { name: 'Pay' }).click();

  await expect(checkout).toHaveURL(/\/pricing$/);
  await expect(
    checkout.getByText('Your subscription has been activated. It may take a moment to update.'),
  ).toBeVisible();
  const proButton = card(checkout, 'Pro').getByRole('button', { name: 'Current Plan' });
  await expect(proButton).toBeDisabled();
  await expect(checkout.getByRole('status').filter({ hasText: /subscribed to the Pro plan/ })).toBeVisible();
  await checkout.getByRole('button', { name: 'Account menu' }).click();
  await expect(checkout.getByRole('menu').getByText('Pro Plan')).toBeVisible();
  await checkout.getByRole('menuitem', { name: 'Billing & Plans' }).click();
  await expect(checkout).toHaveURL(/\/billing$/);
  await expect(checkout.getByTestId('current-tier')).toHaveText('Pro');
  await expect(checkout.getByText('$691 a year ($58/mo)')).toBeVisible();

  const [portal] = await Promise.all([
    checkout.waitForEvent('popup'),
    checkout.getByRole('button', { name: 'Manage Subscription' }).click(),
  ]);
  await expect(portal.getByRole('heading', { name: 'Manage your subscription' })).toBeVisible();
  await portal.getByRole('button', { name: 'Cancel Subscription' }).click();
  await portal.getByRole('button', { name: 'Yes, Cancel My Plan' }).click();
  await expect(portal.getByText("You have no active subscription. You're on the Free plan.")).toBeVisible();
  await portal.goto('/billing');
  await expect(portal.getByTestId('current-tier')).toHaveText('Free');
});

test('a canceled checkout says so and cleans the address', async ({ page }) => {
  await signedInAccount(page);
  await page.goto('/pricing');
  const [checkout] = await Promise.all([
    page.waitForEvent('popup'),
    card(page, 'Creator').getByRole('button', { name: 'Start Free Trial' }).click(),
  ]);
  await checkout.getByRole('button', { name: 'Cancel' }).click();
  await expect(checkout.getByText('Your subscription process was canceled.')).toBeVisible();
  await expect(checkout).toHaveURL(/\/pricing$/);
});

test('a guest buys with an e-mail and lands on /auth with the payment banner', async ({ page }) => {
  await page.goto('/pricing');
  await card(page, 'Creator').getByRole('button', { name: 'Start Free Trial' }).click();
  const dialog = page.getByRole('dialog', { name: 'Continue to checkout' });
  const submit = dialog.getByRole('button', { name: 'Continue to Checkout' });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Email').fill('   ');
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Email').fill(`  guest-${Date.now()}@example.com `);
  const [checkout] = await Promise.all([page.waitForEvent('popup'), submit.click()]);
  await checkout.getByRole('button', { name: 'Pay' }).click();
  await expect(checkout).toHaveURL(/\/auth\?from=payment$/);
  await expect(
    checkout.getByText('Payment successful! Create your account to access your subscription.'),
  ).toBeVisible();
});
