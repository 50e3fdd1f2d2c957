import type { Page } from '@playwright/test';
import { appOrigin, expect, signedInAccount, subscribe, test } from './support/test';

const builderUrl = /\/app-builder\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Projects made the way the dashboard makes them, without clicking through each one. */
async function seedProjects(page: Page, prompts: string[], workspaceId?: string) {
  for (const prompt of prompts) {
    const res = await page.request.post('/api/projects', {
      data: { prompt, workspaceId },
      headers: { origin: appOrigin },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
}

const projectCards = (page: Page) => page.getByRole('region', { name: 'Recent Projects' }).getByRole('article');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Projects pages' });

test('a blank prompt is refused with a toast; a real one creates the project and opens its builder', async ({
  page,
}) => {
  const { email } = await signedInAccount(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Good (morning|afternoon|evening)/);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await expect(page.getByText('No projects yet')).toBeVisible();

  const box = page.getByRole('textbox', { name: 'Describe your app' });
  await box.press('Enter');
  await expect(page.getByText('Missing prompt')).toBeVisible();
  await expect(page.getByText('Please enter a description for your app')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Shift+Enter is a new line, Enter sends.
  await box.fill('A booking site for my yoga studio');
  await box.press('Shift+Enter');
  await box.pressSequentially('with a class schedule');
  await expect(box).toHaveValue('A booking site for my yoga studio\nwith a class schedule');
  await box.press('Enter');
  await expect(page).toHaveURL(builderUrl);
  // The prompt left with the project; the builder follows its reply, and the built-in engine
  // builds the app and the project completes.
  await expect(page.getByText(/^I built/)).toBeVisible({ timeout: 20_000 });
  // Sent once: one question, one reply, on screen and on the server.
  await expect(page.getByText('A booking site for my yoga studio with a class schedule')).toHaveCount(1);
  const projectId = new URL(page.url()).pathname.split('/').pop();
  const { messages } = await (await page.request.get(`/api/projects/${projectId}/messages`)).json();
  expect(messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);

  await page.goto('/dashboard');
  const card = projectCards(page).filter({ hasText: 'A booking site for my yoga studio' });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Completed', { exact: true }).locator('..')).toHaveClass(/bg-emerald-100/);
  await expect(card.getByText(/Opened (just now|today)/)).toBeVisible();
  // The project took the app's name with the first reply.
  await expect(card.getByRole('link')).toHaveText(/yoga/i);

  await card.getByRole('link').click();
  await expect(page).toHaveURL(builderUrl);
});

test('a first message the server refuses is shown as refused in the builder, not sent again', async ({ page }) => {
  await signedInAccount(page);
  let posts = 0;
  await page.route('**/api/projects/*/messages', (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    posts += 1;
    return route.fulfill({
      status: 402,
      json: { error: { code: 'token_limit', message: 'Your tokens are used up.' } },
    });
  });
  await page.getByRole('textbox', { name: 'Describe your app' }).fill('A habit tracker');
  await page.getByRole('textbox', { name: 'Describe your app' }).press('Enter');
  await expect(page).toHaveURL(builderUrl);
  // The builder's toast for a refusal, as for any message it sends itself.
  await expect(page.getByText('Your tokens are used up.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'A habit tracker' })).toHaveCount(0);
  expect(posts).toBe(1);
});

test('recent projects page six at a time with the page in the URL', async ({ page }) => {
  await signedInAccount(page);
  // The Team plan's 20 apps, in the team workspace it pays for: more than Free's 5.
  await subscribe(page, 'team');
  const { workspaces } = (await (await page.request.get('/api/workspaces')).json()) as {
    workspaces: { id: string; kind: string }[];
  };
  const team = workspaces.find((w) => w.kind === 'team')?.id as string;
  const dashboard = `/dashboard?workspace=${team}`;
  const pageUrl = (n: number) => new RegExp(`/dashboard\\?workspace=${team}&page=${n}$`);

  await seedProjects(
    page,
    Array.from({ length: 13 }, (_, i) => `Seeded project ${i + 1}`),
    team,
  );
  await page.goto(dashboard);
  await expect(projectCards(page)).toHaveCount(6);
  // Most recently opened first.
  await expect(projectCards(page).first()).toContainText('Seeded project 13');
  await expect(page.getByText('13 projects · page 1 of 3')).toBeVisible();
  await expect(pager(page).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(pager(page).getByRole('link', { name: /^Page \d+$/ })).toHaveText(['1', '2', '3']);

  await pager(page).getByRole('link', { name: 'Page 3' }).click();
  await expect(page).toHaveURL(pageUrl(3));
  await expect(projectCards(page)).toHaveCount(1);
  await expect(projectCards(page)).toContainText('Seeded project 1');
  await expect(pager(page).getByRole('link', { name: 'Next page' })).toHaveCount(0);

  await pager(page).getByRole('link', { name: 'Previous page' }).click();
  await expect(page).toHaveURL(pageUrl(2));
  await expect(projectCards(page)).toHaveCount(6);

  // A reload keeps the page; page 1 has no page in the URL.
  await page.reload();
  await expect(pager(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await pager(page).getByRole('link', { name: 'Page 1' }).click();
  await expect(page).toHaveURL(dashboard);

  // Four pages (the Team plan's 20 apps): all shown, since a gap would hide a single page.
  await seedProjects(
    page,
    Array.from({ length: 7 }, (_, i) => `More project ${i + 1}`),
    team,
  );
  await page.goto(dashboard);
  await expect(pager(page).getByRole('link', { name: /^Page \d+$/ })).toHaveText(['1', '2', '3', '4']);
  await expect(pager(page).getByText('…')).toHaveCount(0);
  await pager(page).getByRole('link', { name: 'Page 4' }).click();
  await expect(projectCards(page)).toHaveCount(2);

  // A page past the end shows the last real one.
  await page.goto(`${dashboard}&page=40`);
  await expect(page).toHaveURL(pageUrl(4));
  await expect(projectCards(page)).toHaveCount(2);
});

test('Try Live Demo opens the demo builder', async ({ page }) => {
  await signedInAccount(page);
  await page.getByRole('link', { name: 'Try Live Demo' }).click();
  await expect(page).toHaveURL(/\/app-builder\/demo$/);
});

test('a quick-start template creates a project from its brief', async ({ page }) => {
  await signedInAccount(page);
  for (const title of [
    'E-commerce Store',
    'Portfolio Website',
    'Social Media App',
    'Dashboard Admin',
    'Blog Platform',
    'Task Manager',
  ]) {
    await expect(page.getByRole('button', { name: new RegExp(`^${title}`) })).toBeVisible();
  }
  await page.getByRole('button', { name: /^Task Manager/ }).click();
  await expect(page).toHaveURL(builderUrl);

  await page.goto('/dashboard');
  const card = projectCards(page).filter({ hasText: 'kanban board' });
  await expect(card).toHaveCount(1);
  await expect(card.getByText(/^(Building|Completed)$/)).toBeVisible();
});

test('signed in, the landing prompt creates the project and opens its builder', async ({ page }) => {
  await signedInAccount(page);
  await page.goto('/');
  await page.getByPlaceholder('What do you want to create today?').fill('A tip calculator for restaurants');
  await page.getByRole('button', { name: 'Create app' }).click();
  await expect(page).toHaveURL(builderUrl);
  await page.goto('/dashboard');
  await expect(projectCards(page).filter({ hasText: 'A tip calculator for restaurants' })).toHaveCount(1);
});

test('signed out, the landing prompt asks for sign-in and then creates the project', async ({ page }) => {
  const { email, password } = await signedInAccount(page);
  await page.context().clearCookies();
  await page.goto('/');
  await page.getByPlaceholder('What do you want to create today?').fill('A flashcard app for learning Spanish');
  await page.getByRole('button', { name: 'Create app' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await dialog.getByRole('tab', { name: 'Password' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(builderUrl);
  await page.goto('/dashboard');
  await expect(projectCards(page).filter({ hasText: 'A flashcard app for learning Spanish' })).toHaveCount(1);
});
