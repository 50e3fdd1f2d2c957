import { builtProject } from './support/built-project';
import { expect, signedInAccount, test } from './support/test';

// A shop the built-in engine writes sells through checkout. With no Stripe connected, checkout is
// the test checkout on the app's own host: a cancel comes back to the shop with the cart kept, a
// payment comes back to the Orders page with the order paid and the cart emptied, and the owner
// sees the order in the builder.

test('a generated shop sells through its test checkout, end to end in the browser', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signedInAccount(page);
  const project = await builtProject(page, 'an online store for handmade candles');
  const preview = await (await page.request.get(`/api/projects/${project.id}/preview`)).json();
  expect(preview.build?.status).toBe('ok');

  const app = await context.newPage();
  const errors: string[] = [];
  app.on('pageerror', (e) => errors.push(e.message));
  await app.goto(`${preview.origin}/shop`);
  await expect(app.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible({ timeout: 20_000 });
  // The products came from cloud.json's seed, priced as the records say.
  const candle = app.getByRole('listitem').filter({ hasText: 'Cedar Candle' });
  await expect(candle.getByText('$12.99')).toBeVisible();
  await candle.getByRole('button', { name: 'Add to cart' }).click();
  await expect(app.getByRole('heading', { name: 'Cart (1)' })).toBeVisible();
  await candle.getByRole('button', { name: 'Add to cart' }).click();
  await expect(app.getByRole('heading', { name: 'Cart (2)' })).toBeVisible();

  // Cancelled: back in the shop, the cart as it was.
  await app.getByRole('button', { name: 'Checkout' }).click();
  await expect(app.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  await expect(app.getByText('Test checkout — no real payment is taken.')).toBeVisible();
  await expect(app.getByText('Cedar Candle')).toBeVisible();
  await app.getByRole('button', { name: 'Cancel' }).click();
  await expect(app).toHaveURL(/\/shop\?order=/);
  await expect(app.getByRole('heading', { name: 'Cart (2)' })).toBeVisible();

  // Paid: the Orders page says so, and the cart is empty.
  await app.getByRole('button', { name: 'Checkout' }).click();
  await expect(app.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  await app.screenshot({ path: '.tmp/screens/sandbox-checkout.png' });
  await app.getByRole('button', { name: 'Pay $25.98' }).click();
  await expect(app).toHaveURL(/\/orders\?order=/);
  await expect(app.getByText('Thank you! Your order of $25.98 is paid.')).toBeVisible();
  const orders = app.getByRole('listitem').filter({ hasText: 'Cedar Candle × 2' });
  await expect(orders.filter({ hasText: 'Paid' })).toHaveCount(1);
  await expect(orders.filter({ hasText: 'Cancelled' })).toHaveCount(1);
  await app.screenshot({ path: '.tmp/screens/shop-orders.png' });
  await app.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).click();
  await expect(app.getByText('Your cart is empty.')).toBeVisible();
  await app.screenshot({ path: '.tmp/screens/shop-after-payment.png' });
  expect(errors).toEqual([]);

  // The owner sees it in the builder's Services tab.
  await page.goto(`/app-builder/${project.id}`);
  await page.getByRole('tab', { name: 'Services' }).click();
  await page.getByRole('button', { name: 'Payments', exact: true }).click();
  await expect(page.getByText('Cedar Candle × 2').first()).toBeVisible({ timeout: 10_000 });
});
