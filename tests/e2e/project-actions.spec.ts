import type { Page } from '@playwright/test';
import { SAMPLE_PROMPTS } from '../../src/server/ai/builtin-engine/understand/sample-prompts';
import { builtProject } from './support/built-project';
import { appOrigin, expect, signedInAccount, test } from './support/test';

const headers = { origin: appOrigin };
const builderUrl = /\/app-builder\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const projectCards = (page: Page) => page.getByRole('region', { name: 'Recent Projects' }).getByRole('article');

async function rename(page: Page, projectId: string, name: string) {
  expect((await page.request.patch(`/api/projects/${projectId}`, { data: { name }, headers })).status()).toBe(200);
}

test('deleting a project with a live app takes the app down and frees its place', async ({ page, context }) => {
  test.setTimeout(60_000);
  await signedInAccount(page);
  const live = await builtProject(page, SAMPLE_PROMPTS.blog);
  await rename(page, live.id, 'Sourdough Blog');
  const deployed = await page.request.post(`/api/projects/${live.id}/deployments`, { headers });
  const { url: liveUrl } = await deployed.json();
  const visitor = await context.newPage();
  expect((await visitor.goto(liveUrl))?.status()).toBe(200);
  const other = await builtProject(page, SAMPLE_PROMPTS.tasks);
  await rename(page, other.id, 'Task Board');

  await page.goto('/dashboard');
  await expect(page.getByText('2 projects')).toBeVisible();
  const card = projectCards(page).filter({ hasText: 'Sourdough Blog' });
  await card.getByRole('button', { name: 'Actions for Sourdough Blog' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Rename', 'Duplicate', 'Delete']);
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete "Sourdough Blog"?' });
  await expect(dialog.getByText(/Its live link stops working at once/)).toBeVisible();
  // Cancel has the focus: Enter alone never deletes.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Delete project' }).click();
  await expect(page.getByText('Project deleted')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(projectCards(page)).toHaveCount(1);
  await expect(page.getByText('1 project', { exact: true })).toBeVisible();

  expect((await visitor.goto(liveUrl))?.status()).toBe(404);
  await page.goto(`/app-builder/${live.id}`);
  await expect(page.getByRole('heading', { name: 'Project Not Found' })).toBeVisible();

  // From the builder: the owner's menu deletes too, and goes back to the dashboard.
  await page.goto(`/app-builder/${other.id}`);
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete project' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete "Task Board"?' })
    .getByRole('button', { name: 'Delete project' })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('No projects yet')).toBeVisible();
});

test('a visitor remixes a stranger’s public project into a project of their own', async ({ page, browser }) => {
  test.setTimeout(60_000);
  await signedInAccount(page);
  const original = await builtProject(page, SAMPLE_PROMPTS.booking);
  await rename(page, original.id, 'Zen Flow');
  // The owner has no Remix: they duplicate from their own menu.
  await page.goto(`/app-builder/${original.id}`);
  await expect(page.getByRole('button', { name: 'More actions' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remix', exact: true })).toHaveCount(0);

  const strangerContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.77.0.1' } });
  const stranger = await strangerContext.newPage();
  await signedInAccount(stranger);
  await stranger.goto(`/app-builder/${original.id}`);
  await expect(stranger.getByTitle('You are viewing a shared project. Only its owner can change it.')).toBeVisible();
  await stranger.getByRole('button', { name: 'Remix', exact: true }).click();
  await expect(stranger).not.toHaveURL(new RegExp(original.id));
  await expect(stranger).toHaveURL(builderUrl);
  await expect(stranger.getByText('Remix created')).toBeVisible();
  await expect(stranger.getByRole('button', { name: 'Zen Flow (remix)' })).toBeVisible(); // the owner's editable name
  await expect(stranger.getByRole('button', { name: 'Remix', exact: true })).toHaveCount(0);
  const frame = stranger.frameLocator('iframe[title="Preview of Zen Flow (remix)"]');
  await expect(frame.locator('#root > *').first()).toBeVisible({ timeout: 20_000 });

  await stranger.goto('/dashboard');
  await expect(projectCards(stranger)).toHaveCount(1);
  await expect(projectCards(stranger)).toContainText('Zen Flow (remix)');
  // The original stays its owner's alone.
  await page.goto('/dashboard');
  await expect(projectCards(page)).toHaveCount(1);
  await expect(projectCards(page)).toContainText('Zen Flow');
  await strangerContext.close();
});

test('a signed-out visitor signs in from Remix and lands in their remix', async ({ page, browser }) => {
  test.setTimeout(60_000);
  await signedInAccount(page);
  const original = await builtProject(page, SAMPLE_PROMPTS.portfolio);
  await rename(page, original.id, 'Studio Folio');

  const visitorContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.77.0.2' } });
  const visitor = await visitorContext.newPage();
  const { email, password } = await signedInAccount(visitor);
  await visitorContext.clearCookies();
  await visitor.goto(`/app-builder/${original.id}`);
  await visitor.getByRole('button', { name: 'Remix', exact: true }).click();
  const dialog = visitor.getByRole('dialog', { name: 'Welcome Back' });
  await dialog.getByRole('tab', { name: 'Password' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(visitor).not.toHaveURL(new RegExp(original.id));
  await expect(visitor).toHaveURL(builderUrl);
  await expect(visitor.getByRole('button', { name: 'Studio Folio (remix)' })).toBeVisible();
  await visitorContext.close();
});

test('the dashboard searches by name, sorts, renames and duplicates from the card menu', async ({ page }) => {
  await signedInAccount(page);
  for (const name of ['Bakery shop', 'Yoga studio', 'apple tracker']) {
    const res = await page.request.post('/api/projects', { data: { prompt: `About ${name}`, name }, headers });
    expect(res.status()).toBe(201);
  }
  await page.goto('/dashboard');
  const names = projectCards(page).getByRole('link');
  await expect(names).toHaveText(['apple tracker', 'Yoga studio', 'Bakery shop']);

  await page.getByRole('combobox', { name: 'Sort projects' }).click();
  await page.getByRole('option', { name: 'Name' }).click();
  await expect(page).toHaveURL(/sort=name/);
  await expect(names).toHaveText(['apple tracker', 'Bakery shop', 'Yoga studio']);

  await page.getByRole('searchbox', { name: 'Search projects' }).fill('YOGA');
  await expect(names).toHaveText(['Yoga studio']);
  await expect(page).toHaveURL(/q=YOGA/);
  await page.getByRole('searchbox', { name: 'Search projects' }).fill('nothing like it');
  await expect(page.getByText('No matching projects')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).first().click();
  await expect(names).toHaveCount(3);

  await page.getByRole('button', { name: 'Actions for Yoga studio' }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const renameDialog = page.getByRole('dialog', { name: 'Rename project' });
  await renameDialog.getByLabel('Project name').fill('Zen studio');
  await renameDialog.getByLabel('Project name').press('Enter');
  await expect(renameDialog).toBeHidden();
  await expect(names).toHaveText(['apple tracker', 'Bakery shop', 'Zen studio']);

  await page.getByRole('button', { name: 'Actions for Bakery shop' }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  await expect(page.getByText('Project duplicated')).toBeVisible();
  await expect(names).toHaveText(['apple tracker', 'Bakery shop', 'Bakery shop (copy)', 'Zen studio']);
});
