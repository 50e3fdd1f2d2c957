import type { Page } from '@playwright/test';
import { e2eFakeGithubPort, type FakeGithub, startFakeGithubServer } from '../support/fake-github-server';
import { appOrigin, expect, signedInAccount, test } from './support/test';

// One worker for this file: the fake GitHub listens on the one port the server was told about.
test.describe.configure({ mode: 'default' });

let github: FakeGithub;
test.beforeAll(async () => {
  github = await startFakeGithubServer({ port: e2eFakeGithubPort(Number(process.env.E2E_PORT ?? 3100)) });
});
test.afterAll(() => github.close());

const card = (page: Page, name: string) => page.getByRole('region', { name });

test('a key is saved, shown masked and connected, and disconnected', async ({ page }) => {
  await signedInAccount(page);
  await page.goto('/integrations');
  await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
  for (const name of ['GitHub', 'Supabase', 'Stripe', 'Resend']) {
    await expect(card(page, name).getByText('Disconnected')).toBeVisible();
  }
  const supabase = card(page, 'Supabase');
  await expect(supabase.getByRole('link', { name: /Documentation/ })).toHaveAttribute('href', /supabase\.com\/docs/);
  await supabase.getByRole('button', { name: 'Configure' }).click();
  await supabase.getByRole('button', { name: 'Save' }).click();
  await expect(supabase.getByText('Please fill in required fields: Project URL, Anon Key')).toBeVisible();
  await expect(supabase.getByLabel('Project URL')).toHaveAttribute('type', 'url');
  await expect(supabase.getByText('The public anon key; starts with eyJ.')).toBeVisible();

  const stripe = card(page, 'Stripe');
  await stripe.getByRole('button', { name: 'Configure' }).click();
  await expect(stripe.getByText('Open Developers → API keys.')).toBeVisible();
  await stripe.getByLabel('Secret Key').fill('pk_test_wrongkind');
  await stripe.getByRole('button', { name: 'Save' }).click();
  await expect(stripe.getByText('Please enter a valid API key')).toBeVisible();
  await stripe.getByLabel('Secret Key').fill('sk_test_51Habcdefghijklmnopqrstuvwx4f2a');
  await stripe.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Stripe connected')).toBeVisible();
  await expect(stripe.getByText('Connected', { exact: true })).toBeVisible();
  await expect(stripe.getByText('sk_test_••••••••4f2a')).toBeVisible();
  await expect(stripe.getByLabel('Secret Key')).toBeHidden();

  await page.reload();
  await expect(card(page, 'Stripe').getByText('sk_test_••••••••4f2a')).toBeVisible();
  await card(page, 'Stripe').getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByText('Stripe disconnected')).toBeVisible();
  await expect(card(page, 'Stripe').getByText('Disconnected')).toBeVisible();
});

test('GitHub connects through its authorize page, and a project is exported to it', async ({ page }) => {
  await signedInAccount(page);
  await page.goto('/integrations');
  await card(page, 'GitHub').getByRole('button', { name: 'Connect with GitHub' }).click();
  await expect(page.getByText('GitHub connected', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/integrations$/);
  const githubCard = card(page, 'GitHub');
  await expect(githubCard.getByText('Connected', { exact: true })).toBeVisible();
  await expect(githubCard.getByText(/^gho_•{8}alue$/)).toBeVisible();

  const headers = { origin: appOrigin };
  const prompt = 'A simple todo list';
  const project = await (
    await page.request.post('/api/projects', { data: { prompt, name: 'Todo Export' }, headers })
  ).json();
  await page.request.post(`/api/projects/${project.id}/messages`, { data: { content: prompt }, headers });
  await expect
    .poll(async () => (await (await page.request.get(`/api/projects/${project.id}/generation`)).json()).run?.status, {
      timeout: 20_000,
    })
    .toBe('completed');
  const files = (await (await page.request.get(`/api/projects/${project.id}/files`)).json()) as {
    files: Array<{ filePath: string; content: string }>;
  };

  await page.goto(`/app-builder/${project.id}`);
  await page.getByRole('button', { name: 'Export to GitHub' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export to GitHub' });
  await expect(dialog.getByLabel('Repository name')).toHaveValue('todo-export');
  await dialog.getByRole('button', { name: 'Export' }).click();
  await expect(dialog.getByRole('link', { name: 'https://github.com/octo-dev/todo-export' })).toBeVisible();
  await expect(page.getByText('Exported to GitHub')).toBeVisible();
  const pushed = github.repository('todo-export');
  // The project's files as a project that runs on its own: every file of the app, the Vite
  // scaffold around it, and, since the todo list keeps its tasks in App Cloud, the SDK as a
  // local package that the exported package.json depends on.
  const pushedFiles = pushed?.files ?? {};
  for (const file of files.files) {
    if (file.filePath !== 'package.json') expect(pushedFiles[file.filePath]).toBe(file.content);
  }
  expect(Object.keys(pushedFiles)).toEqual(
    expect.arrayContaining(['vite.config.ts', 'tsconfig.json', 'README.md', 'shipwright-cloud/index.ts']),
  );
  const manifest = JSON.parse(pushedFiles['package.json'] ?? '{}');
  expect(manifest.scripts).toMatchObject({ dev: 'vite', build: 'vite build' });
  expect(manifest.dependencies).toMatchObject({ react: '19.3.1', '@shipwright/cloud': 'file:./shipwright-cloud' });
  expect(manifest.devDependencies).toHaveProperty('vite');
  expect(pushed?.history).toHaveLength(2);
});

test('a refused GitHub connection returns with the failure toast', async ({ page }) => {
  await signedInAccount(page);
  await page.goto('/integrations');
  github.control.denyNext = true;
  await card(page, 'GitHub').getByRole('button', { name: 'Connect with GitHub' }).click();
  await expect(page.getByText('GitHub connection failed: The user has denied your application access.')).toBeVisible();
  await expect(page).toHaveURL(/\/integrations$/);
  await expect(card(page, 'GitHub').getByText('Disconnected')).toBeVisible();
});
