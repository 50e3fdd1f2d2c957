import type { FrameLocator, Locator, Page } from '@playwright/test';
import { SAMPLE_PROMPTS } from '../../src/server/ai/builtin-engine/understand/sample-prompts';
import { builtProject } from './support/built-project';
import { expect, signedInAccount, subscribe, test } from './support/test';

// The built-in engine's list apps keep what people add in App Cloud: the owner's entries survive
// a preview reload, the live app starts empty, and each visitor at the live link has their own.

type App = Page | FrameLocator;

/** Opens a page by its header link where the app has a header menu; a tool opens on its main page. */
async function openPage(app: App, label: string) {
  await expect(app.locator('header').first()).toBeVisible({ timeout: 20_000 });
  const link = app.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label });
  if ((await link.count()) > 0) await link.click();
  // Loaded: either the list or the empty state, never the loading line.
  await expect(app.getByRole('status').filter({ hasText: /Loading|Adding/ })).toHaveCount(0);
}

async function openHabits(app: App) {
  // The habit tracker opens straight on its list. A frame may still be reloading.
  await expect(app.getByRole('heading', { name: 'Habits', level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(app.getByRole('status').filter({ hasText: /Loading|Adding/ })).toHaveCount(0);
}

const habits = (app: App) => app.getByRole('list', { name: 'Habits' }).getByRole('heading');

async function addHabit(app: App, name: string) {
  await app.getByRole('textbox', { name: 'Name' }).fill(name);
  await app.getByRole('button', { name: 'Add habit', exact: true }).click();
  await expect(habits(app).filter({ hasText: name })).toBeVisible();
  await expect(app.getByRole('textbox', { name: 'Name' })).toHaveValue('');
}

test('a habit tracker keeps the owner’s habits across preview reloads, and each live visitor their own', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signedInAccount(page);
  const prompt = page.getByRole('textbox', { name: 'Describe your app' });
  await prompt.fill('a habit tracker');
  await prompt.press('Enter');
  await expect(page).toHaveURL(/\/app-builder\//);
  await expect(page.getByRole('log', { name: 'Conversation' }).getByText(/^I built Habit Tracker/)).toBeVisible({
    timeout: 20_000,
  });

  // In the preview: sample habits at first, cleared in one go; then the owner's habit, still
  // there after a reload, with no samples coming back.
  const preview = page.frameLocator('iframe[title^="Preview of"]');
  await openHabits(preview);
  await expect(preview.getByText('5 sample habits show how everything works.')).toBeVisible();
  await expect(habits(preview)).toHaveCount(5);
  await preview.getByRole('button', { name: 'Clear samples' }).click();
  await expect(preview.getByText('No habits yet')).toBeVisible();
  await addHabit(preview, 'Drink water');
  // Mark the page, reload, and go on only once the mark is gone: a new document, not the old one.
  await preview.locator('body').evaluate((body) => body.setAttribute('data-before-reload', ''));
  await page.getByRole('button', { name: 'Reload preview' }).click();
  await expect(preview.locator('body[data-before-reload]')).toHaveCount(0);
  await openHabits(preview);
  await expect(habits(preview)).toHaveText(['Drink water']);

  await page.getByRole('button', { name: 'Deploy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deploy your app' });
  await dialog.getByRole('button', { name: 'Deploy' }).click();
  await expect(page.getByText('Your app is live')).toBeVisible();
  const liveUrl = await dialog.getByLabel('Live link').inputValue();

  // The live app has data of its own: none of the preview's, and this visitor adds theirs.
  const live = await page.context().newPage();
  await live.goto(liveUrl);
  await openHabits(live);
  await expect(live.getByText('No habits yet')).toBeVisible();
  await addHabit(live, 'Read ten pages');

  // Another browser at the live link sees none of it, and keeps its own across a reload.
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto(liveUrl);
  await openHabits(stranger);
  await expect(stranger.getByText('No habits yet')).toBeVisible();
  await addHabit(stranger, 'Walk the dog');
  await stranger.reload();
  await openHabits(stranger);
  await expect(habits(stranger)).toHaveText(['Walk the dog']);

  // Back in the first browser: its own habit only.
  await live.reload();
  await openHabits(live);
  await expect(habits(live)).toHaveText(['Read ten pages']);
  await stranger.context().close();

  // The owner sees both visitors' habits in the Database tab under Live, and the preview's apart.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('tab', { name: 'Database' }).click();
  await page.getByRole('radio', { name: 'Live' }).click();
  await page
    .getByRole('navigation', { name: 'Collections' })
    .getByRole('button', { name: /habits\s*2/ })
    .click();
  const cells = page.getByRole('table').first().locator('tbody');
  await expect(cells.getByText('Read ten pages')).toBeVisible();
  await expect(cells.getByText('Walk the dog')).toBeVisible();
  await expect(cells.getByText('Drink water')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Preview' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Collections' }).getByRole('button', { name: /habits\s*1/ }),
  ).toBeVisible();
});

/** A project built by the built-in engine through the API; its preview's origin. */
async function previewOf(page: Page, prompt: string) {
  const project = await builtProject(page, prompt);
  const preview = await (await page.request.get(`/api/projects/${project.id}/preview`)).json();
  expect(preview.build?.status).toBe('ok');
  return preview.origin as string;
}

// Each kind's own action: add one thing on its page, and what shows it was kept. Lists start
// empty; a shop's cart, a course's progress and a player's likes start with nothing in them.
const kinds: Array<{
  kind: keyof typeof SAMPLE_PROMPTS;
  page: string;
  empty?: (app: Page) => Locator;
  add: (app: Page) => Promise<void>;
  kept: (app: Page) => Locator;
}> = [
  {
    kind: 'tasks',
    page: 'Tasks',
    add: async (app) => {
      await app.getByRole('textbox', { name: 'New task' }).fill('Call the plumber');
      await app.getByRole('button', { name: 'Add', exact: true }).click();
      // Checked once the backend has it: click, then wait for the box to follow.
      await app.getByRole('checkbox', { name: 'Done: Call the plumber' }).click();
    },
    kept: (app) => app.getByRole('checkbox', { name: 'Done: Call the plumber', checked: true }),
  },
  {
    kind: 'social',
    page: 'Feed',
    add: async (app) => {
      await app.getByRole('textbox', { name: "What's happening?" }).fill('First hike of the year!');
      await app.getByRole('button', { name: 'Post' }).click();
      await app.getByRole('list', { name: 'Posts' }).getByRole('button', { name: '♡ Like' }).click();
    },
    kept: (app) =>
      app.getByRole('listitem').filter({ hasText: 'First hike of the year!' }).getByRole('button', { pressed: true }),
  },
  {
    kind: 'admin',
    page: 'Users',
    add: async (app) => {
      await app.getByRole('textbox', { name: 'Name' }).fill('Ava Thompson');
      await app.getByRole('textbox', { name: 'Email' }).fill('ava@example.com');
      await app.getByRole('button', { name: 'Add user' }).click();
      await app.getByRole('combobox', { name: 'Role of Ava Thompson' }).selectOption('Editor');
      await expect(app.getByRole('combobox', { name: 'Role of Ava Thompson' })).toHaveValue('Editor');
    },
    kept: (app) =>
      app.getByRole('combobox', { name: 'Role of Ava Thompson' }).locator('option:checked', { hasText: 'Editor' }),
  },
  {
    kind: 'booking',
    page: 'Book',
    add: async (app) => {
      await app.getByRole('button', { name: 'Tue' }).click();
      await app.getByRole('button', { name: '10:30' }).click();
      await app.getByRole('textbox', { name: 'Your name' }).fill('Sam Lee');
      await app.getByRole('button', { name: /^Confirm / }).click();
      await expect(app.getByRole('status')).toHaveText(/^Booked: .+ on Tue at 10:30\.$/);
    },
    kept: (app) => app.getByRole('button', { name: /^Cancel .+ on Tue at 10:30$/ }),
  },
  {
    kind: 'store',
    page: 'Shop',
    empty: (app) => app.getByText('Your cart is empty.'),
    add: async (app) => {
      const addToCart = app.getByRole('button', { name: 'Add to cart' }).first();
      await addToCart.click();
      await expect(app.getByRole('heading', { name: 'Cart (1)' })).toBeVisible();
      await addToCart.click();
    },
    kept: (app) => app.getByRole('heading', { name: 'Cart (2)' }),
  },
  {
    kind: 'learning',
    page: 'Courses',
    empty: (app) => app.getByText('0% complete').first(),
    add: async (app) => {
      await app.getByRole('checkbox').first().check();
    },
    kept: (app) => app.getByRole('checkbox', { checked: true }),
  },
  {
    kind: 'music',
    page: 'Player',
    empty: (app) => app.getByRole('button', { name: /^Like / }).first(),
    add: async (app) => {
      await app
        .getByRole('button', { name: /^Like / })
        .first()
        .click();
    },
    kept: (app) => app.getByRole('button', { name: /^Unlike /, pressed: true }),
  },
];

test('every kind that keeps what visitors add or choose in App Cloud shows it empty, saves it, and has it after a reload', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await signedInAccount(page);
  // A project per kind: more than the free plan's projects.
  await subscribe(page);
  const app = await context.newPage();
  const errors: string[] = [];
  app.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  app.on('pageerror', (e) => errors.push(e.message));
  for (const { kind, page: label, empty, add, kept } of kinds) {
    await app.goto(`${await previewOf(page, SAMPLE_PROMPTS[kind])}/`);
    const open = () => openPage(app, label);
    await open();
    await expect(empty ? empty(app) : app.getByText(/^No \w+ yet/), kind).toBeVisible();
    await add(app);
    await expect(kept(app), kind).toHaveCount(1);
    await app.reload();
    await open();
    await expect(kept(app), `${kind} after a reload`).toHaveCount(1);
    expect(errors, kind).toEqual([]);
  }
});
