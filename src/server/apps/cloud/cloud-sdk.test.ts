import { type Browser, chromium, type Page } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, latestMail, uniqueEmail } from '../../../../tests/support/auth-session';
import { chromiumLaunchOptions } from '../../../../tests/support/chromium';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { cloudSignInCodes, projectFiles } from '../../db/schema';
import { cloudApp } from './test-utils';

// A small app written the way generated apps use the SDK: a list that persists and stays live.
const habitApp = `import { useState } from 'react';
import { useCollection, useUser } from '@shipwright/cloud';

type Habit = { name: string };

function Account() {
  const { user, signedIn, sendCode, verify, signOut, error } = useUser();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  if (signedIn) {
    return (
      <p>
        Signed in as {user?.email} <button type="button" onClick={() => void signOut()}>Sign out</button>
      </p>
    );
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (sent) void verify(email, code);
        else void sendCode(email).then(() => setSent(true));
      }}
    >
      <label>
        Email <input value={email} onChange={(event) => setEmail(event.target.value)} />
      </label>
      {sent && (
        <label>
          Code <input value={code} onChange={(event) => setCode(event.target.value)} />
        </label>
      )}
      <button type="submit">{sent ? 'Verify' : 'Send code'}</button>
      {error && <p role="alert">{error.message}</p>}
    </form>
  );
}

export default function App() {
  const habits = useCollection<Habit>('habits');
  const [name, setName] = useState('');
  return (
    <main>
      <Account />
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

  it('signs an app user in by e-mailed code, taking this device’s habits to their other devices', async () => {
    const app = await appWithHabits();
    const liveOrigin = await app.deploy();
    const email = uniqueEmail();
    const signIn = async (page: Page) => {
      await page.getByRole('textbox', { name: 'Email' }).fill(email);
      await page.getByRole('button', { name: 'Send code' }).click();
      await page.getByRole('textbox', { name: 'Code' }).waitFor();
      await page.getByRole('textbox', { name: 'Code' }).fill(codeIn((await latestMail(server, email)).text));
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.getByText(`Signed in as ${email}`).waitFor();
    };
    const phone = await (await browser.newContext()).newPage();
    await phone.goto(liveOrigin);
    await addHabit(phone, 'Journal');
    await signIn(phone);
    await expect.poll(() => habitsOn(phone).allTextContents()).toEqual(['Journal']);

    const laptop = await (await browser.newContext()).newPage();
    await laptop.goto(liveOrigin);
    await laptop.getByRole('list', { name: 'Habits' }).waitFor({ state: 'attached' });
    expect(await habitsOn(laptop).count()).toBe(0);
    // A second code for the same address waits out the one-minute cooldown in real life.
    await server.deps.db.update(cloudSignInCodes).set({ createdAt: new Date(Date.now() - 61_000) });
    await signIn(laptop);
    await expect.poll(() => habitsOn(laptop).allTextContents()).toEqual(['Journal']);
    await laptop.reload();
    await expect.poll(() => habitsOn(laptop).allTextContents()).toEqual(['Journal']);
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
