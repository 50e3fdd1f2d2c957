import { consoleTexts } from '../../src/shared/functions/console';
import { functionsPanelTexts as texts } from '../../src/shared/functions/panel-texts';
import { builtProject } from './support/built-project';
import { appOrigin, expect, signedInAccount, test } from './support/test';

// The owner's Functions tab: a function the project has, a secret kept for the preview, and a
// call from the console with its answer, its logs and its place in the recent calls.

const shots = '.tmp/screenshots';
const greet = `export default async function (request: Request, ctx: any) {
  const { name } = await request.json();
  ctx.log('greeting', name);
  return Response.json({ message: \`\${ctx.secrets.GREETING}, \${name}!\`, caller: ctx.caller?.kind ?? null });
}
`;

test('the owner keeps a secret, calls a function from the console and reads its logs', async ({ page }) => {
  test.setTimeout(90_000);
  await signedInAccount(page);
  const project = await builtProject(page, 'A booking site for my yoga studio');
  const created = await page.request.post(`/api/projects/${project.id}/files`, {
    data: { filePath: 'functions/greet.ts', content: greet },
    headers: { origin: appOrigin },
  });
  expect(created.status()).toBe(201);
  const rules = await page.request.post(`/api/projects/${project.id}/files`, {
    data: { filePath: 'cloud.json', content: JSON.stringify({ schedules: { greet: '0 8 * * *' } }) },
    headers: { origin: appOrigin },
  });
  expect(rules.status()).toBe(201);
  await page.goto(`/app-builder/${project.id}`);
  await page.getByRole('tab', { name: texts.tab }).click();

  // The function appears once the preview has built it.
  const nav = page.getByRole('navigation', { name: texts.functions });
  await expect(nav.getByRole('button', { name: 'greet' })).toBeVisible({ timeout: 30_000 });

  await nav.getByRole('button', { name: texts.secrets }).click();
  await page.getByLabel(texts.secretName).fill('greeting');
  await expect(page.getByLabel(texts.secretName)).toHaveValue('GREETING');
  await page.getByLabel(texts.secretValue).fill('Namaste and welcome');
  await page.getByRole('button', { name: texts.saveSecret }).click();
  await expect(page.getByText(texts.secretSaved('GREETING'))).toBeVisible();
  // Shown by its end only.
  await expect(page.getByText('••••••••come')).toBeVisible();
  await expect(page.getByText('Namaste and welcome')).toHaveCount(0);

  await nav.getByRole('button', { name: 'greet' }).click();
  await expect(page.getByRole('heading', { name: 'functions/greet.ts' })).toBeVisible();
  const body = page.getByLabel(texts.body);
  await body.fill('{"name": "Ada"}');
  await body.press('Control+Enter');
  const answer = page.getByRole('region', { name: texts.answer });
  await expect(answer).toContainText('"message": "Namaste and welcome, Ada!"', { timeout: 30_000 });
  await expect(answer).toContainText('200');
  await expect(answer).toContainText('greeting Ada');
  await expect(page.getByText(texts.triggers.console, { exact: true }).first()).toBeVisible();
  await page.screenshot({ path: `${shots}/functions-console.png` });

  await nav.getByRole('button', { name: texts.secrets }).click();
  await page.screenshot({ path: `${shots}/functions-secrets.png` });

  // The schedule declared in cloud.json, with its next run; in the preview it says where it runs.
  await nav.getByRole('button', { name: new RegExp(`^${texts.schedules}`) }).click();
  await expect(page.getByText('0 8 * * *')).toBeVisible();
  await expect(page.getByText(consoleTexts.schedulesLiveOnly)).toBeVisible();
  await expect(page.getByText(`${texts.lastRun}: ${texts.never}`)).toBeVisible();
  await page.screenshot({ path: `${shots}/functions-schedules.png` });

  // On a phone the tab is one of five, and its sections are chips above the content.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: texts.tab }).click();
  await page.getByRole('navigation', { name: texts.functions }).getByRole('button', { name: 'greet' }).click();
  await expect(page.getByRole('heading', { name: 'functions/greet.ts' })).toBeVisible();
  await page.screenshot({ path: `${shots}/functions-390.png` });
});
