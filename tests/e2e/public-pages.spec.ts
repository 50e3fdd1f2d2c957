import { expect, test } from './support/test';

const pages: Array<[string, string[]]> = [
  ['/', ['Describe', 'Code + Infra', 'Live Link', 'Start Shipping Features']],
  [
    '/product',
    [
      'Start Building',
      'Instant Deployment',
      'Full-Stack Out of the Box',
      'AI Engine',
      'Custom Domains',
      'Serverless Infrastructure',
      'Database Included',
      'Write Your Prompt',
      'AI Builds Everything',
      'Deploy & Share',
    ],
  ],
  ['/pricing', ['Monthly', 'Annually', 'Save 10%', 'Free', 'Creator', 'Pro', 'Team', '14-day free trial']],
  ['/contact', ['support@shipwright.dev', 'Usually within 24 hours', 'Name', 'Email', 'Subject', 'Message']],
  ['/privacy-policy', ['Privacy Policy', '07/08/2025']],
  ['/terms-of-service', ['Terms of Service', '07/08/2025']],
  ['/cookie-policy', ['Cookie Policy', '07/08/2025']],
];

for (const [path, texts] of pages) {
  test(`${path} renders its texts with the shared header and footer`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(path);
    for (const text of texts) await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const link of ['Product', 'Pricing', 'Contact'])
      await expect(nav.getByRole('link', { name: link })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Login' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    for (const link of ['Privacy Policy', 'Terms of Service', 'Cookie Policy']) {
      await expect(footer.getByRole('link', { name: link })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
}

test('the Login button and the footer call to action open the sign-in dialog', async ({ page }) => {
  await page.goto('/product');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('button', { name: 'Start Shipping Features' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
});

test('an unknown path shows the 404 page with a working Return to Home link', async ({ page }) => {
  const response = await page.goto('/this/does/not/exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByPlaceholder('What do you want to create today?')).toBeVisible();
});

test('the mobile menu opens and closes at 390px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link', { name: 'Pricing' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.locator('#mobile-menu');
  await expect(menu.getByRole('link', { name: 'Pricing' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Login' })).toBeVisible();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.locator('#mobile-menu').getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL('/pricing');
  await expect(page.locator('#mobile-menu')).toBeHidden();
});
