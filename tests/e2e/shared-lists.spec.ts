import type { Page } from '@playwright/test';
import { builtProject } from './support/built-project';
import { appOrigin, expect, signedInAccount, test } from './support/test';

// A list everyone who opens the app works on together ("who brings what"): each visitor sees
// everyone's dishes at the live link, and may change only their own.

const dishes = (app: Page) => app.getByRole('list', { name: 'Dishes' }).getByRole('heading');

async function openDishes(app: Page) {
  await expect(app.getByRole('heading', { name: 'Dishes', level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(app.getByRole('status').filter({ hasText: /Loading|Adding/ })).toHaveCount(0);
}

async function bring(app: Page, dish: string) {
  await app.getByRole('textbox', { name: 'Dish' }).fill(dish);
  await app.getByRole('button', { name: 'Add dish', exact: true }).click();
  await expect(dishes(app).filter({ hasText: dish })).toBeVisible();
}

test('a potluck’s visitors see who brings what, and change only their own dishes', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signedInAccount(page);
  const project = await builtProject(page, 'Potluck planner: who brings what');
  const deployed = await page.request.post(`/api/projects/${project.id}/deployments`, {
    headers: { origin: appOrigin },
  });
  const { url } = (await deployed.json()) as { url: string };

  const anna = await (await browser.newContext()).newPage();
  await anna.goto(url);
  await openDishes(anna);
  await bring(anna, 'Lasagne');

  const ben = await (await browser.newContext()).newPage();
  await ben.goto(url);
  await openDishes(ben);
  await expect(dishes(ben)).toHaveText(['Lasagne']);
  await expect(ben.getByRole('button', { name: 'Edit Lasagne' })).toHaveCount(0);
  await expect(ben.getByRole('button', { name: 'Delete Lasagne' })).toHaveCount(0);
  await bring(ben, 'Green salad');
  await expect(ben.getByRole('button', { name: 'Edit Green salad' })).toBeVisible();

  await anna.reload();
  await openDishes(anna);
  await expect(dishes(anna)).toHaveText(['Green salad', 'Lasagne']);
  await expect(anna.getByRole('button', { name: 'Edit Lasagne' })).toBeVisible();
  await expect(anna.getByRole('button', { name: 'Edit Green salad' })).toHaveCount(0);
  await anna.context().close();
  await ben.context().close();
});
