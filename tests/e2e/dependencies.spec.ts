import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { builtProject } from './support/built-project';
import { expect, signedInAccount, test } from './support/test';

const productManifest = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };
const shots = '.tmp/screenshots';

async function openDependencies(page: Page, projectId: string) {
  await page.goto(`/app-builder/${projectId}`);
  await page.getByRole('tab', { name: 'Code' }).click();
  await page.getByRole('button', { name: /^Dependencies, \d+ packages?$/ }).click();
  return page.getByRole('list', { name: 'App dependencies' });
}

const row = (list: ReturnType<Page['getByRole']>, name: string) =>
  list.getByRole('listitem').filter({ has: list.page().getByText(name, { exact: true }) });

test('the owner sees the app’s dependencies in the code view, adds a ready-made one and removes it', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await signedInAccount(page);
  const project = await builtProject(page, 'A habit tracker');
  // A ready-made package the generated app does not list yet (date-fns unless the engine used it).
  const listed = (await (await page.request.get(`/api/projects/${project.id}/dependencies`)).json()) as {
    dependencies: Array<{ name: string }>;
  };
  const pkg = ['date-fns', 'zustand', 'sonner', 'canvas-confetti'].find(
    (n) => !listed.dependencies.some((d) => d.name === n),
  ) as string;
  const version = productManifest.dependencies[pkg] as string;
  const list = await openDependencies(page, project.id);

  await expect(row(list, 'react')).toContainText('Ready-made');
  await expect(row(list, 'react-dom')).toBeVisible();

  // A name npm would refuse is answered inline, with the server's reason.
  const name = page.getByLabel('Package name');
  await name.fill('Not A Name');
  await name.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('name: Not a valid npm package name.');
  await expect(name).toHaveValue('Not A Name');

  await name.fill(pkg);
  await page.getByLabel('Version', { exact: true }).fill('latest');
  await name.press('Enter');
  const added = row(list, pkg);
  await expect(added).toContainText('Ready-made');
  await expect(added).toContainText(version);
  await expect(name).toHaveValue('');
  await expect(page.getByRole('alert')).toHaveCount(0);
  const count = listed.dependencies.length + 1;
  await expect(page.getByRole('button', { name: `Dependencies, ${count} packages` })).toBeVisible();

  // It is package.json's change like any other: the file and the history say so.
  const files = (await (await page.request.get(`/api/projects/${project.id}/files`)).json()) as {
    files: Array<{ filePath: string; content: string }>;
  };
  const manifest = files.files.find((f) => f.filePath === 'package.json');
  expect(JSON.parse(manifest?.content ?? '{}').dependencies[pkg]).toBe(version);
  const versions = (await (await page.request.get(`/api/projects/${project.id}/versions`)).json()) as {
    versions: Array<{ summary: string }>;
  };
  expect(versions.versions[0]?.summary).toBe(`Added dependency ${pkg} ${version}`);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${shots}/dependencies-desktop.png` });

  await page.getByRole('button', { name: `Remove ${pkg}` }).click();
  await expect(added).toHaveCount(0);
  await expect(row(list, 'react')).toBeVisible();

  // On a phone the list stacks above the panel.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.getByRole('tab', { name: 'Code' }).click();
  await page.getByRole('button', { name: /^Dependencies, \d+ packages?$/ }).click();
  await expect(row(list, 'react')).toBeVisible();
  await expect(page.getByLabel('Package name')).toBeVisible();
  await page.screenshot({ path: `${shots}/dependencies-phone.png`, fullPage: true });

  // Someone else viewing the public project sees the list, without the form or Remove.
  const visitorContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.250.1.2' } });
  const visitor = await visitorContext.newPage();
  await signedInAccount(visitor);
  const visitorList = await openDependencies(visitor, project.id);
  await expect(row(visitorList, 'react')).toBeVisible();
  await expect(visitor.getByText('Only the project owner can add or remove packages.')).toBeVisible();
  await expect(visitor.getByLabel('Package name')).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await visitorContext.close();
});
