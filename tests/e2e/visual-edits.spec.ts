import type { Page } from '@playwright/test';
import { chatTexts } from '../../src/shared/builder-chat-texts';
import { codeEditorTexts } from '../../src/shared/code-editor-texts';
import { visualEditTexts } from '../../src/shared/file-edits/visual-edit-texts';
import { builtProject } from './support/built-project';
import { appOrigin, expect, signedInAccount, test } from './support/test';

const shots = '.tmp/screenshots';
const app = `export default function App() {
  return (
    <main className="min-h-screen p-8">
      <h1 className="text-4xl font-bold text-slate-900">Habit tracker</h1>
      <p className="mt-2 text-slate-600">Small steps, every day.</p>
    </main>
  );
}
`;

/** The project's App.tsx as a hand edit would leave it: a heading with plain text. */
async function writeApp(page: Page, projectId: string) {
  const { files } = await (await page.request.get(`/api/projects/${projectId}/files`)).json();
  const file = files.find((f: { filePath: string }) => f.filePath === 'src/App.tsx');
  const saved = await page.request.put(`/api/projects/${projectId}/files/${file.id}`, {
    data: { content: app },
    headers: { origin: appOrigin },
  });
  expect(saved.status()).toBe(200);
}

const latestSummary = async (page: Page, projectId: string) =>
  (await (await page.request.get(`/api/projects/${projectId}/versions`)).json()).versions[0]?.summary;

async function appSource(page: Page) {
  await page.getByRole('tab', { name: 'Code' }).click();
  await expect(async () => {
    await page.getByRole('button', { name: 'App.tsx', exact: true }).click({ timeout: 2_000 });
    await expect(page.getByRole('region', { name: 'src/App.tsx' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  return page.getByRole('textbox', { name: codeEditorTexts.editorLabel('src/App.tsx') });
}

test('the owner selects the heading in the preview, changes its text and colour, and undoes the colour', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signedInAccount(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  const project = await builtProject(page, 'A habit tracker');
  await writeApp(page, project.id);
  await page.goto(`/app-builder/${project.id}`);
  const frame = page.frameLocator(`iframe[title="Preview of ${project.name}"]`);
  await expect(frame.getByRole('heading', { name: 'Habit tracker' })).toBeVisible({ timeout: 15_000 });

  const toggle = page.getByRole('button', { name: visualEditTexts.select, exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(visualEditTexts.selecting)).toBeVisible();
  await frame.getByRole('heading', { name: 'Habit tracker' }).hover();
  await page.screenshot({ path: `${shots}/visual-edits-select-desktop.png` });

  await frame.getByRole('heading', { name: 'Habit tracker' }).click();
  const panel = page.getByRole('region', { name: visualEditTexts.panelTitle });
  await expect(panel).toContainText('<h1> in App');
  await expect(panel).toContainText('src/App.tsx:4:7');
  await page.screenshot({ path: `${shots}/visual-edits-panel-desktop.png` });

  // The text is typed in place, in the preview; Enter saves it.
  await panel.getByRole('button', { name: visualEditTexts.editText }).click();
  const heading = frame.locator('h1');
  await expect(heading).toHaveAttribute('contenteditable', 'plaintext-only');
  await page.keyboard.type('Daily habits');
  await page.keyboard.press('Enter');
  await expect.poll(() => latestSummary(page, project.id)).toBe('Visual edit: text of <h1> in src/App.tsx');
  await expect(frame.getByRole('heading', { name: 'Daily habits' })).toBeVisible({ timeout: 15_000 });

  await panel.getByLabel('Text colour').selectOption('text-red-600');
  await expect.poll(() => latestSummary(page, project.id)).toBe('Visual edit: text colour of <h1> in src/App.tsx');
  await expect(frame.locator('h1.text-red-600')).toHaveText('Daily habits', { timeout: 15_000 });

  const editor = await appSource(page);
  await expect(editor).toContainText('<h1 className="text-4xl font-bold text-red-600">Daily habits</h1>');
  await page.getByRole('tab', { name: 'Preview' }).click();

  // Undo restores the version before the colour: the text stays, the colour goes.
  await panel.getByRole('button', { name: visualEditTexts.undo }).click();
  await expect.poll(() => latestSummary(page, project.id)).toBe('Restored version 3');
  await expect(frame.locator('h1.text-slate-900')).toHaveText('Daily habits', { timeout: 15_000 });
  await appSource(page);
  await expect(editor).toContainText('<h1 className="text-4xl font-bold text-slate-900">Daily habits</h1>');
  await page.getByRole('tab', { name: 'Preview' }).click();

  // Escape leaves select mode.
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(panel).toHaveCount(0);

  // On a phone the panel sits along the bottom of the preview.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'Preview' }).click();
  await page.getByRole('button', { name: visualEditTexts.select, exact: true }).click();
  await frame.getByRole('heading', { name: 'Daily habits' }).click();
  await expect(panel).toBeVisible();
  await page.screenshot({ path: `${shots}/visual-edits-panel-phone.png` });

  // "Ask AI about this element" puts it in the chat's composer, on its own tab on a phone.
  await panel.getByRole('button', { name: visualEditTexts.askAi }).click();
  const composer = page.getByRole('textbox', { name: chatTexts.inputLabel });
  await expect(composer).toHaveValue(/About the element at src\/App\.tsx:4:7/);
  await expect(composer).toHaveValue(/<h1 className="text-4xl font-bold text-slate-900">Daily habits<\/h1>/);

  // Someone viewing the public project gets no Select toggle.
  const visitorContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.250.3.5' } });
  const visitor = await visitorContext.newPage();
  await signedInAccount(visitor);
  await visitor.goto(`/app-builder/${project.id}`);
  await expect(visitor.getByRole('button', { name: 'Reload preview' })).toBeVisible({ timeout: 15_000 });
  await expect(visitor.getByRole('button', { name: visualEditTexts.select, exact: true })).toHaveCount(0);
  await visitorContext.close();
});
