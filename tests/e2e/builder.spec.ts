import type { Page } from '@playwright/test';
import { chatTexts } from '../../src/shared/builder-chat-texts';
import { appOrigin, expect, signedInAccount, subscribe, test } from './support/test';

const prompt = 'A booking site for my yoga studio';

/** A project with a name of its own: the first reply names only projects still called by the default. */
async function createProject(page: Page) {
  const res = await page.request.post('/api/projects', {
    data: { prompt, name: 'Studio bookings' },
    headers: { origin: appOrigin },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string; name: string };
}

test('the owner renames the project inline: Enter saves for good, Escape cancels', async ({ page }) => {
  await signedInAccount(page);
  const project = await createProject(page);
  await page.goto(`/app-builder/${project.id}`);
  await expect(page.getByRole('heading', { name: project.name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(page.getByText('Building', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: project.name }).click();
  const field = page.getByRole('textbox', { name: 'Project name' });
  await expect(field).toBeFocused();
  await field.fill('Yoga Booking');
  await field.press('Enter');
  await expect(page.getByRole('heading', { name: 'Yoga Booking' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Yoga Booking' })).toBeVisible();

  await page.getByRole('button', { name: 'Yoga Booking' }).click();
  await page.getByRole('textbox', { name: 'Project name' }).fill('Something else');
  await page.getByRole('textbox', { name: 'Project name' }).press('Escape');
  await expect(page.getByRole('textbox', { name: 'Project name' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Yoga Booking' })).toBeVisible();

  // A blank name is ignored, even when the field is left by blur.
  await page.getByRole('button', { name: 'Yoga Booking' }).click();
  await page.getByRole('textbox', { name: 'Project name' }).fill('   ');
  await page.getByRole('tab', { name: 'Code' }).click();
  await expect(page.getByRole('heading', { name: 'Yoga Booking' })).toBeVisible();
  const saved = await page.request.get(`/api/projects/${project.id}`);
  expect(((await saved.json()) as { name: string }).name).toBe('Yoga Booking');
});

test('the owner changes visibility from the menu and is told what it means', async ({ page }) => {
  await signedInAccount(page);
  const project = await createProject(page);
  await page.goto(`/app-builder/${project.id}`);
  // Free projects are public only: the refusal says why.
  await page.getByRole('button', { name: 'Visibility: Public' }).click();
  await page
    .getByRole('menu')
    .getByRole('menuitemradio', { name: /^Secret/ })
    .click();
  await expect(page.getByText(/Private and secret apps need a paid plan/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Visibility: Public' })).toBeVisible();
  await subscribe(page);
  await page.reload();
  await page.getByRole('button', { name: 'Visibility: Public' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitemradio', { name: /^Public/ })).toHaveAttribute('aria-checked', 'true');
  await expect(menu.getByText('Anyone with the link can view')).toBeVisible();
  await menu.getByRole('menuitemradio', { name: /^Secret/ }).click();
  await expect(page.getByText('Visibility Updated')).toBeVisible();
  await expect(page.getByText('Project is now Secret. Anyone with the link can view')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Visibility: Secret' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Visibility: Secret' })).toBeVisible();
});

test('the share dialog copies the link and opens each network in a popup', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signedInAccount(page);
  const project = await createProject(page);
  const link = `${appOrigin}/app-builder/${project.id}`;
  await page.goto(`/app-builder/${project.id}`);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Project' });
  await expect(dialog.getByLabel('Project link')).toHaveValue(link);
  await expect(dialog.getByText(`Check out "${project.name}" - I built this project with @shipwright`)).toBeVisible();

  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  await expect(page.getByText('Project link has been copied to clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(dialog.getByRole('button', { name: 'Copy', exact: true })).toBeVisible({ timeout: 4000 });

  // The popups would leave this offline machine: record what would open instead.
  await page.evaluate(() => {
    const opened: unknown[][] = [];
    Object.assign(window, { opened });
    window.open = (...args: unknown[]) => {
      opened.push(args);
      return null;
    };
  });
  for (const network of ['Twitter', 'Facebook', 'LinkedIn', 'Reddit']) {
    await dialog.getByRole('button', { name: network }).click();
  }
  const opened = (await page.evaluate(() => (window as unknown as { opened: string[][] }).opened)) as string[][];
  expect(opened.map(([url]) => new URL(url ?? '').hostname)).toEqual([
    'twitter.com',
    'www.facebook.com',
    'www.linkedin.com',
    'www.reddit.com',
  ]);
  expect(
    opened.every(([url, , features]) => url?.includes(encodeURIComponent(link)) && features === 'width=600,height=400'),
  ).toBe(true);
});

test('the prompt a project was created with is sent once, and not again on reload', async ({ page }) => {
  await signedInAccount(page);
  const project = await createProject(page);
  // As the dashboard does it: navigate with the prompt in the router state.
  await page.evaluate((path) => {
    window.history.pushState(
      { usr: { initialPrompt: 'A booking site for my yoga studio' }, key: 'e2e', idx: 1 },
      '',
      path,
    );
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, `/app-builder/${project.id}`);
  await expect(page.getByText(prompt, { exact: true })).toBeVisible();
  await expect(page.getByText(/^I built/)).toBeVisible();
  await page.reload();
  await expect(page.getByText(/^I built/)).toBeVisible();
  const res = await page.request.get(`/api/projects/${project.id}/messages`);
  expect(((await res.json()) as { messages: unknown[] }).messages).toHaveLength(2);
});

test('others: a private project is not found, a public one is read-only', async ({ page, browser }) => {
  await signedInAccount(page);
  await subscribe(page);
  const hidden = await createProject(page);
  const patched = await page.request.patch(`/api/projects/${hidden.id}`, {
    data: { visibility: 'private' },
    headers: { origin: appOrigin },
  });
  expect(patched.status()).toBe(200);
  const shared = await createProject(page);

  const visitor = await browser.newContext({ baseURL: appOrigin });
  const other = await visitor.newPage();
  await other.goto(`/app-builder/${hidden.id}`);
  await expect(other.getByRole('heading', { name: 'Project Not Found' })).toBeVisible();
  await expect(
    other.getByText("The project you're looking for doesn't exist or you don't have access to it."),
  ).toBeVisible();
  await expect(other.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');

  await other.goto(`/app-builder/${shared.id}`);
  await expect(other.getByRole('heading', { name: shared.name })).toBeVisible();
  await expect(other.getByRole('button', { name: shared.name })).toHaveCount(0);
  const visibility = other.getByRole('button', { name: 'Visibility: Public' });
  await expect(visibility).toBeDisabled();
  await visibility.click({ force: true });
  await expect(other.getByText('Only the project owner can change visibility settings.')).toBeVisible();
  await expect(other.getByRole('menu')).toHaveCount(0);
  await expect(other.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await visitor.close();
});

test('a missing project id goes to the dashboard', async ({ page }) => {
  await signedInAccount(page);
  await page.goto('/app-builder');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a project that fails to load says so and goes back to the dashboard', async ({ page }) => {
  await signedInAccount(page);
  const project = await createProject(page);
  await page.route(`**/api/projects/${project.id}`, (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Something broke.' } } }),
  );
  await page.goto(`/app-builder/${project.id}`);
  await expect(page.getByText('Failed to load project')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a message that fails to send is taken back out with a toast', async ({ page }) => {
  await signedInAccount(page);
  const project = await createProject(page);
  await page.route(`**/api/projects/${project.id}/messages`, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Something broke.' } } })
      : route.fallback(),
  );
  await page.goto(`/app-builder/${project.id}`);
  const input = page.getByRole('textbox', { name: chatTexts.inputLabel });
  await input.fill('Add a class calendar');
  await input.press('Enter');
  await expect(page.getByText('Failed to send message')).toBeVisible();
  // Out of the conversation (the composer may hand the text back for another try).
  await expect(page.getByRole('listitem').filter({ hasText: 'Add a class calendar' })).toHaveCount(0);
});
