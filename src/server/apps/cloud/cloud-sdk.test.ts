import { type Browser, chromium, type Page } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../../../tests/support/chromium';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { projectFiles } from '../../db/schema';
import { cloudApp } from './test-utils';

// A small app written the way generated apps use the SDK: a list that persists and stays live.
const habitApp = `import { useState } from 'react';
import { useCollection } from '@shipwright/cloud';

type Habit = { name: string };

export default function App() {
  const habits = useCollection<Habit>('habits');
  const [name, setName] = useState('');
  return (
    <main>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void habits.add({ name });
          setName('');
        }}
      >
        <label>
          Habit <input value={name} onChange={(event) => setName(event.target.value)} />
        </label>
        <button type="submit">Add</button>
      </form>
      {habits.loading ? <p>Loading…</p> : (
        <ul aria-label="Habits">{habits.items.map((h) => <li key={h.id}>{h.name}</li>)}</ul>
      )}
      {habits.error && <p role="alert">{habits.error.message}</p>}
    </main>
  );
}
`;

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
  browser = await chromium.launch(chromiumLaunchOptions);
});
afterAll(async () => {
  await browser.close();
  await server.close();
});

async function appWithHabits() {
  const app = await cloudApp(server);
  await server.deps.db
    .update(projectFiles)
    .set({ content: habitApp })
    .where(and(eq(projectFiles.projectId, app.projectId), eq(projectFiles.filePath, 'src/App.tsx')));
  const { build, token } = await (await app.owner.get(`/api/projects/${app.projectId}/preview`)).json();
  expect(build.status).toBe('ok');
  return { ...app, grant: token as string };
}

const habitsOn = (page: Page) => page.getByRole('list', { name: 'Habits' }).getByRole('listitem');

async function addHabit(page: Page, name: string) {
  await page.getByRole('textbox', { name: 'Habit' }).fill(name);
  await page.getByRole('button', { name: 'Add' }).click();
  await expect.poll(() => habitsOn(page).allTextContents()).toContain(name);
}

describe('@shipwright/cloud in a running app', () => {
  it('keeps a visitor’s records across reloads at the live link, and strangers see only their own', async () => {
    const app = await appWithHabits();
    const liveOrigin = await app.deploy();
    const first = await (await browser.newContext()).newPage();
    await first.goto(liveOrigin);
    await addHabit(first, 'Drink water');
    await first.reload();
    await expect.poll(() => habitsOn(first).allTextContents()).toEqual(['Drink water']);

    const stranger = await (await browser.newContext()).newPage();
    await stranger.goto(liveOrigin);
    await stranger.getByRole('list', { name: 'Habits' }).waitFor({ state: 'attached' });
    expect(await habitsOn(stranger).count()).toBe(0);
    await addHabit(stranger, 'Walk');
    expect(await habitsOn(stranger).allTextContents()).toEqual(['Walk']);
    await first.reload();
    await expect.poll(() => habitsOn(first).allTextContents()).toEqual(['Drink water']);
  });

  it('keeps the owner’s preview data with no storage at all, through the grant in the page', async () => {
    const app = await appWithHabits();
    const context = await browser.newContext();
    // As in the builder's frame, where the browser refuses storage: the app must not need it.
    await context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('denied', 'SecurityError');
        },
      });
    });
    const page = await context.newPage();
    const url = `${app.previewOrigin}/?token=${encodeURIComponent(app.grant)}`;
    await page.goto(url);
    await addHabit(page, 'Stretch');
    await page.goto(url);
    await expect.poll(() => habitsOn(page).allTextContents()).toEqual(['Stretch']);
  });
});
