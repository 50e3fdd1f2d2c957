import type { Page } from '@playwright/test';
import { codeEditorTexts } from '../../src/shared/code-editor-texts';
import { builtProject } from './support/built-project';
import { expect, signedInAccount, test } from './support/test';

const shots = '.tmp/screenshots';
const handWritten = 'export default function App() {\n  return <h1>Written by hand</h1>;\n}\n';

/** Opens a file from the code view's tree (the tree may still be settling as the tab opens). */
async function openFile(page: Page, name: string, path: string) {
  await page.getByRole('tab', { name: 'Code' }).click();
  const region = page.getByRole('region', { name: path });
  await expect(async () => {
    await page.getByRole('button', { name, exact: true }).click({ timeout: 2_000 });
    await expect(region).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  return region;
}

/** Replaces the whole text of the editor the way a person would: select all, then type over it. */
async function replaceText(page: Page, path: string, text: string) {
  const editor = page.getByRole('textbox', { name: codeEditorTexts.editorLabel(path) });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(text);
  return editor;
}

test('the owner edits App.tsx in the code view, sees the preview change, then restores the version before', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signedInAccount(page);
  const project = await builtProject(page, 'A habit tracker');
  await page.goto(`/app-builder/${project.id}`);
  const frame = page.frameLocator(`iframe[title="Preview of ${project.name}"]`);
  await expect(frame.locator('#root > *').first()).toBeVisible({ timeout: 15_000 });

  await openFile(page, 'App.tsx', 'src/App.tsx');
  const save = page.getByRole('button', { name: codeEditorTexts.save, exact: true });
  await expect(save).toBeDisabled();
  const editor = await replaceText(page, 'src/App.tsx', handWritten);
  await expect(page.getByText(codeEditorTexts.unsaved, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: codeEditorTexts.unsavedFile('App.tsx') })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${shots}/code-editor-desktop.png` });

  await editor.press('ControlOrMeta+s');
  await expect(page.getByText(codeEditorTexts.saved('src/App.tsx', 2).title)).toBeVisible();
  await expect(save).toBeDisabled();
  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(frame.getByRole('heading', { name: 'Written by hand' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('tab', { name: 'Code' }).click();
  const versions = await (await page.request.get(`/api/projects/${project.id}/versions`)).json();
  expect(versions.versions[0]).toMatchObject({ number: 2, summary: 'Edited src/App.tsx' });

  // A mistake is shown at its line once the preview has tried to build it.
  await replaceText(page, 'src/App.tsx', `${handWritten}const broken = ;\n`);
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: /Build error, first at line 4/ })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.locator('.cm-lintRange-error')).toBeVisible();
  await page.screenshot({ path: `${shots}/code-editor-build-error.png` });

  // The reply's version comes back from the chat, as it was before any hand edit.
  await page.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(page.getByText('Version restored')).toBeVisible();
  await expect(editor).not.toContainText('Written by hand');
  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(frame.locator('#root > *').first()).toBeVisible({ timeout: 15_000 });
  await expect(frame.getByRole('heading', { name: 'Written by hand' })).toHaveCount(0);
});

test('the owner adds, renames and deletes a file from the tree; frozen files and visitors get a read-only view', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signedInAccount(page);
  const project = await builtProject(page, 'A recipe book');
  await page.goto(`/app-builder/${project.id}`);
  await openFile(page, 'App.tsx', 'src/App.tsx');

  await page.getByRole('button', { name: codeEditorTexts.newFile }).click();
  const dialog = page.getByRole('dialog', { name: codeEditorTexts.newFile });
  const path = dialog.getByLabel(codeEditorTexts.pathLabel);
  await expect(path).toHaveValue('src/');
  await path.fill('../outside.ts');
  await path.press('Enter');
  await expect(dialog.getByRole('alert')).toContainText('Use a path inside the project');
  await path.fill('src/components/Note.tsx');
  await path.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'src/components/Note.tsx' })).toBeVisible();
  // An edit can be let go without saving.
  const note = await replaceText(page, 'src/components/Note.tsx', 'export const note = 1;\n');
  await page.getByRole('button', { name: codeEditorTexts.discard }).click();
  await expect(note).not.toContainText('export const note');
  await expect(page.getByText(codeEditorTexts.unsaved, { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: codeEditorTexts.fileActions('Note.tsx') }).click();
  await page.screenshot({ path: `${shots}/code-editor-file-menu.png` });
  await page.getByRole('menuitem', { name: codeEditorTexts.rename }).click();
  const rename = page.getByRole('dialog', { name: codeEditorTexts.renameTitle('src/components/Note.tsx') });
  await rename.getByLabel(codeEditorTexts.pathLabel).fill('src/components/Memo.tsx');
  await rename.getByRole('button', { name: codeEditorTexts.rename }).click();
  await expect(page.getByRole('button', { name: 'Memo.tsx', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Note.tsx', exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: codeEditorTexts.fileActions('Memo.tsx') }).click();
  await page.getByRole('menuitem', { name: codeEditorTexts.remove }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: codeEditorTexts.remove }).click();
  await expect(page.getByRole('button', { name: 'Memo.tsx', exact: true })).toHaveCount(0);
  const summaries = (await (await page.request.get(`/api/projects/${project.id}/versions`)).json()).versions.map(
    (v: { summary: string }) => v.summary,
  );
  expect(summaries.slice(0, 3)).toEqual([
    'Deleted src/components/Memo.tsx',
    'Renamed src/components/Note.tsx to src/components/Memo.tsx',
    'Added src/components/Note.tsx',
  ]);

  // A frozen file opens read-only for its owner.
  await openFile(page, 'App.tsx', 'src/App.tsx');
  await page.getByRole('button', { name: 'Freeze', exact: true }).click();
  const editor = page.getByRole('textbox', { name: codeEditorTexts.editorLabel('src/App.tsx') });
  await expect(editor).toHaveAttribute('contenteditable', 'false');
  await expect(page.getByText(codeEditorTexts.readOnlyFrozen)).toBeVisible();
  await expect(page.getByRole('button', { name: codeEditorTexts.save, exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Unfreeze', exact: true }).click();
  await expect(editor).toHaveAttribute('contenteditable', 'true');

  // On a phone the tree stacks above the editor and folds away once a file is open.
  await page.setViewportSize({ width: 390, height: 844 });
  await openFile(page, 'App.tsx', 'src/App.tsx');
  await expect(editor).toBeVisible();
  await page.screenshot({ path: `${shots}/code-editor-phone.png` });
  await page.getByRole('button', { name: 'Project files' }).click();
  await page.getByRole('button', { name: codeEditorTexts.fileActions('App.tsx') }).click();
  await page.screenshot({ path: `${shots}/code-editor-phone-menu.png` });
  await page.keyboard.press('Escape');

  // Someone else viewing the public project can read the code but never edit it.
  const visitorContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.250.3.4' } });
  const visitor = await visitorContext.newPage();
  await signedInAccount(visitor);
  await visitor.goto(`/app-builder/${project.id}`);
  await openFile(visitor, 'App.tsx', 'src/App.tsx');
  const readOnly = visitor.getByRole('textbox', { name: codeEditorTexts.editorLabel('src/App.tsx') });
  await expect(readOnly).toHaveAttribute('contenteditable', 'false');
  await expect(readOnly).toHaveAttribute('aria-readonly', 'true');
  await expect(visitor.getByText(codeEditorTexts.readOnlyViewer)).toBeVisible();
  await expect(visitor.getByRole('button', { name: codeEditorTexts.newFile })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: codeEditorTexts.fileActions('App.tsx') })).toHaveCount(0);
  await visitorContext.close();
});
