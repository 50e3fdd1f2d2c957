import type { Page } from '@playwright/test';
import { defaultAiLimits } from '../../src/shared/app-services/ai';
import { appEmailsPerDay } from '../../src/shared/app-services/email';
import { servicesPanelTexts as texts } from '../../src/shared/app-services/panel-texts';
import { builtProject } from './support/built-project';
import { appOrigin, expect, signedInAccount, test } from './support/test';

// The owner's Services tab: the app's AI (no model in this server, limits saved and refused),
// its e-mail (an address stopped and let through again) and its payments (test mode, orders).

const shots = '.tmp/screens';
const n = (value: number) => value.toLocaleString('en-US');

async function openServices(page: Page, projectId: string) {
  await page.goto(`/app-builder/${projectId}`);
  await page.getByRole('tab', { name: texts.tab }).click();
  return page.getByRole('navigation', { name: texts.sections });
}

test('the owner sees and controls the app’s AI, e-mail and payments', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedInAccount(page);
  const project = await builtProject(page, 'A small shop for my handmade mugs');
  const nav = await openServices(page, project.id);

  // AI: this server has a hosted model configured (the fake one agent-mode.spec.ts serves), so the
  // product answers from the owner's plan; the notice for no model at all is not reachable here.
  await expect(page.getByRole('heading', { name: texts.aiTitle })).toBeVisible();
  await expect(
    page.getByText(/^Shipwright’s model, from your plan’s tokens \([\d,]+ left this month\)$/),
  ).toBeVisible();
  await expect(page.getByText(texts.tokensUsed(0, defaultAiLimits.tokensPerMonth))).toBeVisible();
  await page.screenshot({ path: `${shots}/services-ai-1280.png` });

  const month = page.getByLabel(texts.tokensPerMonth);
  const visitor = page.getByLabel(texts.tokensPerVisitorPerDay);
  await expect(month).toHaveValue(n(defaultAiLimits.tokensPerMonth));
  await month.fill('50000');
  await visitor.fill('2500');
  await page.getByRole('button', { name: texts.saveLimits }).click();
  await expect(page.getByText(texts.limitsSaved)).toBeVisible();
  await expect(page.getByText(texts.tokensUsed(0, 50_000))).toBeVisible();

  // A visitor's day cannot be more than the app's month: said by the field, nothing saved.
  await visitor.fill('60000');
  await page.getByRole('button', { name: texts.saveLimits }).click();
  await expect(visitor).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/daily tokens cannot be more than the app’s monthly tokens/)).toBeVisible();
  await page.screenshot({ path: `${shots}/services-ai-error-1280.png` });
  // The server says the same to anyone who skips the form.
  const refused = await page.request.put(`/api/projects/${project.id}/ai`, {
    data: { tokensPerMonth: 1000, tokensPerVisitorPerDay: 2000 },
    headers: { origin: appOrigin },
  });
  expect(refused.status()).toBe(400);

  // With the owner's own OpenAI key connected, the app answers with it instead.
  const openai = await page.request.post('/api/functions/manage-integrations/save', {
    data: { integrationId: 'openai', apiKey: 'sk-e2e-services-0000000000001234' },
    headers: { origin: appOrigin },
  });
  expect(openai.status()).toBe(200);

  await page.reload();
  await page.getByRole('tab', { name: texts.tab }).click();
  await expect(page.getByText(texts.source['owner-key'])).toBeVisible();
  await expect(page.getByLabel(texts.tokensPerMonth)).toHaveValue('50,000');
  await expect(page.getByLabel(texts.tokensPerVisitorPerDay)).toHaveValue('2,500');

  // E-mail: today's sends against the plan's quota, and the owner's own stop, added and lifted.
  await nav.getByRole('button', { name: texts.email }).click();
  await expect(page.getByRole('heading', { name: texts.emailTitle })).toBeVisible();
  await expect(page.getByText(texts.sentOfQuota(0, appEmailsPerDay.free))).toBeVisible();
  await expect(page.getByText(texts.noSuppressions)).toBeVisible();
  const address = page.getByLabel(texts.addAddress);
  await address.fill('not an address');
  await page.getByRole('button', { name: texts.add, exact: true }).click();
  await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
  // An address is kept as the server normalises it; the keyboard submits the form.
  await address.fill('Customer+Mugs@Example.com');
  await address.press('Enter');
  await expect(page.getByText(texts.added('customer+mugs@example.com'))).toBeVisible();
  const list = page.getByRole('list', { name: texts.suppressionsTitle });
  await expect(list.getByText('customer+mugs@example.com')).toBeVisible();
  await expect(list.getByText(texts.reasons.owner)).toBeVisible();
  await expect(address).toHaveValue('');
  await page.screenshot({ path: `${shots}/services-email-1280.png` });

  await list.getByRole('button', { name: texts.removeLabel('customer+mugs@example.com') }).click();
  const confirm = page.getByRole('alertdialog', { name: texts.removeTitle('customer+mugs@example.com') });
  await confirm.getByRole('button', { name: texts.remove }).click();
  await expect(page.getByText(texts.removed('customer+mugs@example.com'))).toBeVisible();
  await expect(page.getByText(texts.noSuppressions)).toBeVisible();

  // Payments: no Stripe, so checkout is a test; no orders in the preview yet.
  await nav.getByRole('button', { name: texts.payments }).click();
  await expect(page.getByRole('heading', { name: texts.paymentsTitle })).toBeVisible();
  await expect(page.getByText(texts.testMode)).toBeVisible();
  await expect(page.getByText(texts.noOrders)).toBeVisible();
  await page.screenshot({ path: `${shots}/services-payments-empty-1280.png` });

  // An order in the live data (as the checkout records it) shows there, priced and with its status.
  const order = await page.request.post(`/api/projects/${project.id}/data/collections/orders/records?env=live`, {
    data: {
      status: 'paid',
      currency: 'usd',
      amountTotal: 2598,
      items: [{ name: 'Blue mug', quantity: 2, unitAmount: 1299 }],
    },
    headers: { origin: appOrigin },
  });
  expect(order.status()).toBe(201);
  await page.getByRole('radio', { name: 'Live' }).click();
  const orders = page.getByRole('list', { name: texts.ordersTitle });
  await expect(orders.getByText('Blue mug × 2')).toBeVisible();
  await expect(orders.getByText(texts.statuses.paid)).toBeVisible();
  await expect(orders.getByText('$25.98')).toBeVisible();
  await page.screenshot({ path: `${shots}/services-payments-1280.png` });

  // With the owner's Stripe key connected, checkout takes real payments with it.
  const stripe = await page.request.post('/api/functions/manage-integrations/save', {
    data: { integrationId: 'stripe', apiKey: 'sk_test_51Habcdefghijklmnopqrstuvwx4f2a' },
    headers: { origin: appOrigin },
  });
  expect(stripe.status()).toBe(200);
  await page.reload();
  await page.getByRole('tab', { name: texts.tab }).click();
  await nav.getByRole('button', { name: texts.payments }).click();
  await expect(page.getByText(texts.stripeConnected('4f2a'))).toBeVisible();

  // On a phone the sections are chips above the content.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: texts.tab }).click();
  for (const [section, heading] of [
    [texts.ai, texts.aiTitle],
    [texts.email, texts.emailTitle],
    [texts.payments, texts.paymentsTitle],
  ] as const) {
    await page
      .getByRole('navigation', { name: texts.sections })
      .getByRole('button', { name: section, exact: true })
      .click();
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    const name = section === texts.email ? 'email' : section.toLowerCase();
    await page.screenshot({ path: `${shots}/services-${name}-390.png` });
  }
});
