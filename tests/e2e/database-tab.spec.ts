import { readFile } from 'node:fs/promises';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { SAMPLE_PROMPTS } from '../../src/server/ai/builtin-engine/understand/sample-prompts';
import { requestOnHost } from '../support/app-host';
import { CloudVisitor } from '../support/cloud-client';
import { builtProject } from './support/built-project';
import { appOrigin, expect, signedInAccount, test } from './support/test';

const headers = { origin: appOrigin };

async function addRecord(page: Page, json: string, collection?: string) {
  const dialog = page.getByRole('dialog', { name: /^Add a record/ });
  if (collection) await dialog.getByLabel('Collection').fill(collection);
  await dialog.getByLabel('Record (JSON)').fill(json);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
}

const rows = (page: Page) => page.getByRole('table').first().locator('tbody tr');

test('the owner adds, finds, edits, exports and deletes app data in the Database tab', async ({ page }) => {
  test.setTimeout(60_000);
  await signedInAccount(page);
  const project = await builtProject(page, SAMPLE_PROMPTS.blog);
  await page.goto(`/app-builder/${project.id}`);
  await page.getByRole('tab', { name: 'Database' }).click();

  // Nothing stored yet: the empty state says how apps keep data, and offers the first record.
  await expect(page.getByRole('heading', { name: 'No data yet' })).toBeVisible();
  await expect(page.getByText(/@shipwright\/cloud/)).toBeVisible();
  await page.getByRole('button', { name: 'Add record' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a record' });
  await dialog.getByLabel('Collection').fill('Bad Name');
  await dialog.getByLabel('Record (JSON)').fill('{oops');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText(/^Collection names are/)).toBeVisible();
  await expect(dialog.getByText(/^This is not valid JSON/)).toBeVisible();
  await dialog.getByLabel('Record (JSON)').fill('[1, 2]');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText(/A record is a JSON object/)).toBeVisible();
  await addRecord(page, '{"title": "Write tests", "done": false, "points": 3}', 'tasks');

  const nav = page.getByRole('navigation', { name: 'Collections' });
  await expect(nav.getByRole('button', { name: /tasks\s*1/ })).toHaveAttribute('aria-current', 'true');
  // The next record's template follows the records shown, so they are read first.
  await expect(rows(page).filter({ hasText: 'Write tests' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Add record' }).click();
  await expect(page.getByRole('dialog', { name: 'Add a record to tasks' }).getByLabel('Record (JSON)')).toHaveValue(
    /"points": 0/,
  );
  await addRecord(page, '{"title": "Ship it, \\"now\\"\\nfor real", "done": true, "points": 8}');
  await expect(rows(page)).toHaveCount(2);

  // Search, then sort by a column both ways.
  await page.getByRole('searchbox', { name: 'Search records' }).fill('ship');
  await expect(rows(page)).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Search records' }).fill('');
  await expect(rows(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Sort by points' }).click();
  await expect(page.getByRole('columnheader', { name: 'Sort by points' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows(page).first()).toContainText('Write tests');
  await page.getByRole('button', { name: 'Sort by points' }).click();
  await expect(rows(page).first()).toContainText('Ship it');

  // Edit a number in place: it stays a number; a word is refused with the reason.
  await page.getByRole('button', { name: 'Edit points: 3' }).click();
  const editor = page.getByRole('textbox', { name: 'Edit points' });
  await editor.fill('5');
  await editor.press('Enter');
  await expect(page.getByRole('button', { name: 'Edit points: 5' })).toBeFocused();
  const listed = await page.request.get(`/api/projects/${project.id}/data/collections/tasks/records?search=Write`);
  expect((await listed.json()).items[0].data.points).toBe(5);
  await page.getByRole('button', { name: 'Edit points: 5' }).press('Enter');
  await editor.fill('five');
  await editor.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: /^Enter a number/ })).toBeVisible();
  await editor.press('Escape');
  await expect(page.getByRole('button', { name: 'Edit points: 5' })).toBeVisible();

  // Export as CSV: commas, quotes and line breaks survive.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export tasks as CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('tasks-preview.csv');
  const csv = await readFile((await file.path()) as string, 'utf8');
  expect(csv).toContain('"Ship it, ""now""\nfor real"');
  expect(csv.split('\r\n')[0]).toBe('id,done,points,title,createdAt,updatedAt');

  // Delete asks first; Cancel has the focus.
  await rows(page)
    .first()
    .getByRole('button', { name: /^Delete record/ })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this record?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(nav.getByRole('button', { name: /tasks\s*1/ })).toBeVisible();

  // Live keeps its own data: nothing there before a deploy.
  await page.getByRole('radio', { name: 'Live' }).click();
  await expect(page.getByText(/The app is not live yet/).first()).toBeVisible();
  await page.getByRole('button', { name: /App users/ }).click();
  await expect(page.getByText(/No one has signed in to this app yet/)).toBeVisible();
  await page.getByRole('radio', { name: 'Preview' }).click();
  await page.getByRole('button', { name: /Rules/ }).click();
  await expect(page.getByRole('heading', { name: 'Rules in force' })).toBeVisible();
  await expect(page.getByText(/newest working build of the preview/)).toBeVisible();

  // Clearing the preview's data asks, then leaves the empty state.
  await page.getByRole('button', { name: 'Preview data' }).click();
  await page.getByRole('menuitem', { name: 'Clear preview data' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Clear preview data' }).click();
  await expect(page.getByRole('button', { name: /tasks/ })).toHaveCount(0);
});

test('the Database tab fits a phone, and viewers of a shared project never see it', async ({ page, browser }) => {
  await signedInAccount(page);
  const project = await builtProject(page, SAMPLE_PROMPTS.blog);
  await page.request.post(`/api/projects/${project.id}/data/collections/notes/records?env=preview`, {
    data: { text: 'A fairly long note that would push a narrow screen sideways if nothing wrapped', stars: 4 },
    headers,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/app-builder/${project.id}`);
  await page.getByRole('tab', { name: 'Database' }).click();
  await expect(page.getByRole('button', { name: 'Edit stars: 4' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const visitor = await browser.newPage();
  await visitor.goto(`${appOrigin}/app-builder/${project.id}`);
  await expect(visitor.getByRole('tab', { name: 'Code' })).toBeVisible();
  await expect(visitor.getByRole('tab', { name: 'Database' })).toHaveCount(0);
  const denied = await visitor.request.get(`${appOrigin}/api/projects/${project.id}/data`);
  expect(denied.status()).toBe(401);
  await visitor.close();
});

/** A real 48×48 PNG (a colour gradient), made here so the journey needs no image files. */
function gradientPng(size = 48) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const framing = Buffer.alloc(8);
    framing.writeUInt32BE(data.length, 0);
    framing.writeUInt32BE(crc32(body), 4);
    return Buffer.concat([framing.subarray(0, 4), body, framing.subarray(4)]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2], 8); // 8 bits per channel, RGB
  const rows = Array.from({ length: size }, (_, y) =>
    Buffer.from([0, ...Array.from({ length: size }, (_, x) => [40 + x * 4, 90 + y * 3, 220 - x * 2]).flat()]),
  );
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('the owner sees, opens and deletes the files an app uploaded', async ({ page }) => {
  await signedInAccount(page);
  const project = await builtProject(page, SAMPLE_PROMPTS.blog);
  const { origin } = await (await page.request.get(`/api/projects/${project.id}/preview`)).json();
  await page.goto(`/app-builder/${project.id}`);
  await page.getByRole('tab', { name: 'Database' }).click();
  const nav = page.getByRole('navigation', { name: 'Collections' });

  // Nothing uploaded yet: the empty state says how apps upload files.
  await nav.getByRole('button', { name: /Files\s*0/ }).click();
  await expect(page.getByRole('heading', { name: 'No files yet' })).toBeVisible();
  await expect(page.getByText(/cloud\.files\.upload\(file\) from @shipwright\/cloud/)).toBeVisible();
  await expect(page.getByText(/up to 5 MB each/)).toBeVisible();

  // A visitor of the preview uploads a photo and a PDF, the way the SDK does.
  const visitor = await new CloudVisitor(appOrigin, origin).join();
  expect((await visitor.upload('sunset.png', gradientPng(), 'image/png')).status).toBe(201);
  expect((await visitor.upload('menu.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf')).status).toBe(201);
  await page.reload();
  await page.getByRole('tab', { name: 'Database' }).click();
  // An app with files and no records opens on its files.
  await expect(nav.getByRole('button', { name: /Files\s*2/ })).toHaveAttribute('aria-current', 'true');
  const files = page.getByRole('region', { name: /^Files/ }).locator('tbody tr');
  await expect(files).toHaveCount(2);
  await expect(files.first()).toContainText('menu.pdf');
  await expect(files.nth(1)).toContainText('sunset.png');
  await expect(files.nth(1)).toContainText('PNG image');
  await expect(files.nth(1)).toContainText('Visitor');
  const open = files.nth(1).getByRole('link', { name: 'Open sunset.png' });
  await expect(open).toHaveAttribute('target', '_blank');
  const url = new URL((await open.getAttribute('href')) as string);
  expect(url.origin).toBe(origin);
  expect((await requestOnHost(appOrigin, url.origin, `${url.pathname}${url.search}`)).status).toBe(200);

  // Delete asks first; then the file, its count and its link are gone.
  await files.nth(1).getByRole('button', { name: 'Delete sunset.png' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this file?' });
  await expect(confirm).toContainText('“sunset.png”');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(files).toHaveCount(1);
  await expect(nav.getByRole('button', { name: /Files\s*1/ })).toBeVisible();
  expect((await requestOnHost(appOrigin, url.origin, `${url.pathname}${url.search}`)).status).toBe(404);

  // Live keeps its own files: none before a deploy.
  await page.getByRole('radio', { name: 'Live' }).click();
  await nav.getByRole('button', { name: /Files\s*0/ }).click();
  await expect(page.getByRole('heading', { name: 'No files yet' })).toBeVisible();
});
