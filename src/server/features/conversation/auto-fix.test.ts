import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInBrowser } from '../../../../tests/support/auth-session';
import { startFakeOpenAI } from '../../../../tests/support/fake-openai-server';
import { readRunEvents } from '../../../../tests/support/run-events';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { notInstalledMessage } from '../../../shared/app-template';

const app = (body: string) => `<file path="src/App.tsx">\n${body}\n</file>`;
const broken = app("import _ from 'lodash';\nexport default function App() { return <p>{_.VERSION}</p>; }");
const fixed = app('export default function App() { return <p className="p-4">Fixed</p>; }');

let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
let server: TestServer;
beforeAll(async () => {
  fake = await startFakeOpenAI((message) => {
    // The stubborn case imports a package that its "fix" imports again.
    const stubborn = message.includes('STUBBORN') || message.includes('left-pad');
    const failing = stubborn ? broken.replaceAll('lodash', 'left-pad') : broken;
    if (message.includes('The preview build failed'))
      return { text: stubborn ? failing : `Removed lodash.\n\n${fixed}` };
    return { text: `Here you go.\n\n${failing}` };
  });
  server = await startTestServer({
    TRUST_PROXY: 'true',
    OPENAI_API_KEY: 'sk-test',
    OPENAI_BASE_URL: fake.baseUrl,
    AI_AGENT: 'off',
  });
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

async function sendAndSettle(content: string) {
  const owner = await signedInBrowser(server);
  const project = await (await owner.browser.post('/api/projects', { prompt: 'x' })).json();
  await owner.browser.post(`/api/projects/${project.id}/messages`, { content, model: 'gpt-4o-mini' });
  // The reply, then (if its build fails) the automatic fix run.
  for (let i = 0; i < 40; i++) {
    await readRunEvents(owner.browser, project.id);
    const { messages } = await (await owner.browser.get(`/api/projects/${project.id}/messages`)).json();
    const { run } = await (await owner.browser.get(`/api/projects/${project.id}/generation`)).json();
    if (run.status !== 'running' && (messages.length >= 4 || i > 5)) return { ...owner, project, messages };
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('runs did not settle');
}

describe('automatic fix after a failed build', () => {
  it('sends the build error back once, and the fixed files build', async () => {
    const { browser, project, messages } = await sendAndSettle('Add a version badge');
    expect(messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(messages[2].content).toContain(notInstalledMessage('lodash'));
    expect(messages[3].content).toContain('Removed lodash.');
    const preview = await (await browser.get(`/api/projects/${project.id}/preview`)).json();
    expect(preview.build.status).toBe('ok');
  });

  it('tries only once: a fix that still fails is left for the user', async () => {
    const { browser, project, messages } = await sendAndSettle('STUBBORN change');
    expect(messages).toHaveLength(4);
    const preview = await (await browser.get(`/api/projects/${project.id}/preview`)).json();
    expect(preview.build.status).toBe('failed');
  });
});
