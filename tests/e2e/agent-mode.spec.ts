import { anthropicProtocol, type ParsedRequest } from '../support/fake-model-protocols';
import { e2eFakeModelPort, type FakeReply, startFakeModelServer } from '../support/fake-model-server';
import { builtProject } from './support/built-project';
import { expect, signedInAccount, test } from './support/test';

// An agent reply as the person sees it: Claude Sonnet (a fake speaking Anthropic's protocol)
// reads the app, writes a type error, sees it in the type-check, fixes it; the steps show while
// it works and fold away after, the preview ends clean, and one version is added.

// One worker for this file: the fake listens on the one port the server was told about.
test.describe.configure({ mode: 'default' });

const shots = '.tmp/screenshots';
const broken = `export default function App() {
  const title: number = 'Hello from the agent';
  return (
    <main className="p-8">
      <h1 className="text-2xl font-bold">{title}</h1>
    </main>
  );
}
`;

function journey(_message: string, request: ParsedRequest): FakeReply {
  const call = (name: string, input: unknown, text = '') => ({ text, toolCalls: [{ name, input }] });
  switch (request.toolResults.length) {
    case 0:
      return call('read_files', { paths: ['src/App.tsx'] }, 'Let me look at the app first.');
    case 1:
      return call('write_file', { path: 'src/App.tsx', content: broken });
    case 2:
      return call('type_check', {});
    case 3:
      return call('edit_file', {
        path: 'src/App.tsx',
        replacements: [{ search: 'const title: number', replace: 'const title: string' }],
      });
    default:
      return { text: 'Your app now greets its visitors.' };
  }
}

let fake: Awaited<ReturnType<typeof startFakeModelServer>>;
test.beforeAll(async () => {
  fake = await startFakeModelServer(anthropicProtocol, journey, e2eFakeModelPort(Number(process.env.E2E_PORT ?? 3100)));
});
test.afterAll(() => fake.close());

test('an agent reply shows its steps, fixes its own type error, and adds one version', async ({ page }) => {
  test.setTimeout(180_000);
  await signedInAccount(page);
  const project = await builtProject(page, 'A habit tracker');
  const versions = async () =>
    (await (await page.request.get(`/api/projects/${project.id}/versions`)).json()).versions.length as number;
  const before = await versions();
  await page.goto(`/app-builder/${project.id}`);
  const picker = page.getByRole('combobox', { name: 'AI model' });
  await picker.click();
  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/projects/${project.id}`) && r.ok());
  await page.getByRole('option', { name: /Claude Sonnet/ }).click();
  await saved;

  const input = page.getByRole('textbox', { name: 'Message the AI assistant' });
  await input.fill('Greet my visitors');
  await input.press('Enter');
  const steps = page.getByRole('list', { name: 'Steps' }).last();
  await expect(steps).toContainText('Reading src/App.tsx');
  // The first type-check starts TypeScript in its sandboxed worker: seconds on a busy machine.
  await expect(steps).toContainText('Types: 1 error', { timeout: 90_000 });
  await page.screenshot({ path: `${shots}/agent-steps-running.png` });

  const reply = page.locator('[data-role="assistant"]').last();
  await expect(reply).toContainText('Your app now greets its visitors.', { timeout: 20_000 });
  // Done: the steps fold under their count, and open again on a click.
  // The last check (build, types and pages) runs after the model's last words: seconds on a busy machine.
  const summary = reply.getByText('5 steps');
  await expect(summary).toBeVisible({ timeout: 40_000 });
  // The loop's own check opened the app's pages in the jailed browser, and they threw nothing.
  const checked = reply.getByText(
    /^Checked: builds, no type errors, (1 page opens|\d+ pages open) with no new errors$/,
  );
  await expect(checked).toBeHidden();
  await summary.click();
  await expect(checked).toBeVisible();
  await page.screenshot({ path: `${shots}/agent-steps-open.png` });

  const frame = page.frameLocator('iframe[title^="Preview of"]');
  await expect(frame.getByRole('heading', { name: 'Hello from the agent' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/Something went wrong|failed to build/i)).toHaveCount(0);
  expect(await versions()).toBe(before + 1);
  expect(fake.requests.every((r) => r.tools.includes('type_check'))).toBe(true);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${shots}/agent-steps-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/agent-steps-390.png` });
});
