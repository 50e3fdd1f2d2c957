import type { Locator, Page } from '@playwright/test';
import { SAMPLE_PROMPTS } from '../../src/server/ai/builtin-engine/understand/sample-prompts';
import { requestOnHost } from '../support/app-host';
import { e2eFakeDnsPort, type FakeDnsServer, startFakeDnsServer } from '../support/fake-dns-server';
import { builtProject } from './support/built-project';
import { appOrigin, expect, signedInAccount, subscribe, test } from './support/test';

// One worker for this file: the fake DNS listens on the one port the server was told about.
test.describe.configure({ mode: 'default' });

let dns: FakeDnsServer;
test.beforeAll(async () => {
  dns = await startFakeDnsServer(e2eFakeDnsPort(Number(process.env.E2E_PORT ?? 3100)));
});
test.afterAll(() => dns.close());

const headers = { origin: appOrigin };

async function openDeployDialog(page: Page, projectId: string) {
  await page.goto(`/app-builder/${projectId}`);
  await page.getByRole('button', { name: 'Deploy' }).click();
  return page.getByRole('dialog', { name: 'Deploy your app' });
}

/** The dialog's domain part at desktop width and at 390 px, tall enough to show it whole, for looking at each state. */
async function shoot(page: Page, dialog: Locator, state: string) {
  const section = dialog.getByRole('region', { name: 'Custom domains' });
  for (const [width, label] of [
    [1280, 'desktop'],
    [390, '390'],
  ] as const) {
    await page.setViewportSize({ width, height: 1600 });
    await section.screenshot({ path: test.info().outputPath(`domain-${state}-${label}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('a domain is added, verified once DNS answers, serves the live app, and stops when removed', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await signedInAccount(page);
  await subscribe(page, 'creator');
  const project = await builtProject(page, SAMPLE_PROMPTS.blog);
  await page.request.post(`/api/projects/${project.id}/deployments`, { headers });
  const domain = `www.journey-${Date.now().toString(36)}.test`;

  const dialog = await openDeployDialog(page, project.id);
  await dialog.getByLabel('Domain', { exact: true }).fill(domain.toUpperCase());
  await dialog.getByRole('button', { name: 'Add domain' }).click();
  const card = dialog.getByRole('listitem', { name: domain });
  await expect(card.getByText('Waiting for DNS')).toBeVisible();
  await expect(card.getByText(`_shipwright.${domain}`)).toBeVisible();
  await shoot(page, dialog, 'pending');

  await card.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(card.getByRole('status')).toHaveText(`${domain} does not exist (the DNS answered NXDOMAIN).`);
  await expect(card.getByText('Not verified yet')).toBeVisible();
  await shoot(page, dialog, 'failed');

  // The records exactly as the dialog lists them: a CNAME to the one fixed target (never the app's link) and the TXT proof.
  const values = await card.locator('code').allTextContents();
  const [cnameName, cnameValue, txtName, txtValue] = values;
  expect(cnameName).toBe(domain);
  expect(cnameValue).toBe('domains.localhost');
  dns.set(cnameName as string, { CNAME: cnameValue });
  dns.set(txtName as string, { TXT: [txtValue as string] });
  // A second check within 5 s answers with the first: Verify until the server asks DNS again.
  await expect(async () => {
    await card.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(card.getByText('Verified', { exact: true })).toBeVisible({ timeout: 3_000 });
    // Generous: on a busy CI machine a check can wait for the resolver's 2 s timeouts, and a check
    // that started before the records were set answers every press for the next 5 s.
  }).toPass({ timeout: 75_000 });
  await shoot(page, dialog, 'verified');

  // The browser opens the domain; its requests reach the server with that Host, as DNS would send them.
  await context.route(`http://${domain}/**`, async (route) => {
    const url = new URL(route.request().url());
    const res = await requestOnHost(appOrigin, `http://${domain}`, url.pathname + url.search);
    await route.fulfill({ status: res.status, headers: res.headers as Record<string, string>, body: res.bytes });
  });
  const live = await context.newPage();
  const opened = await live.goto(`http://${domain}/`);
  expect(opened?.status()).toBe(200);
  await expect(live.locator('#root > *').first()).toBeVisible();

  await card.getByRole('button', { name: `Remove ${domain}` }).click();
  await expect(card).toBeHidden();
  expect((await requestOnHost(appOrigin, `http://${domain}`, '/')).status).toBe(404);
  expect((await live.reload())?.status()).toBe(404);
});

test('an apex domain is refused while the operator has set no server addresses, and its www form is offered', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signedInAccount(page);
  await subscribe(page, 'creator');
  const project = await builtProject(page, SAMPLE_PROMPTS.blog);
  await page.request.post(`/api/projects/${project.id}/deployments`, { headers });
  const apex = `apex-${Date.now().toString(36)}.test`;

  const dialog = await openDeployDialog(page, project.id);
  await dialog.getByLabel('Domain', { exact: true }).fill(apex);
  await dialog.getByRole('button', { name: 'Add domain' }).click();
  await expect(dialog.getByText(`${apex} is an apex domain`)).toContainText(
    `the operator has not set them (CUSTOM_DOMAIN_ADDRESSES). Connect www.${apex} instead.`,
  );
  await expect(dialog.getByRole('listitem', { name: apex })).toHaveCount(0);
  await shoot(page, dialog, 'apex');

  await dialog.getByRole('button', { name: `Add www.${apex} instead` }).click();
  const card = dialog.getByRole('listitem', { name: `www.${apex}` });
  await expect(card.getByText('Waiting for DNS')).toBeVisible();
  expect((await card.locator('code').allTextContents()).slice(0, 2)).toEqual([`www.${apex}`, 'domains.localhost']);
  await expect(dialog.getByText(`${apex} is an apex domain`)).toHaveCount(0);
  await expect(dialog.getByLabel('Domain', { exact: true })).toHaveValue('');
});

test('a Free account sees the upgrade path instead of the domain form', async ({ page }) => {
  await signedInAccount(page);
  const project = await builtProject(page, SAMPLE_PROMPTS.blog);
  const dialog = await openDeployDialog(page, project.id);
  await expect(dialog.getByText('Custom domains come with the Creator plan and up.')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  await expect(dialog.getByLabel('Domain', { exact: true })).toHaveCount(0);
});
