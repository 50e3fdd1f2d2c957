import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInBrowser } from '../../../../tests/support/auth-session';
import { fakeOpenAIEnv, startFakeOpenAI } from '../../../../tests/support/fake-openai-server';
import { sendAndWait } from '../../../../tests/support/run-events';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { isLive, resolveModel } from '../../ai/models';
import { parseEnv } from '../../core/env';
import { projectFiles } from '../../db/schema';

const good = `Here is your counter.\n\n<file path="src/Counter.tsx">\nexport function Counter() {\n  return <button type="button">Count</button>;\n}\n</file>\n\nAdded a counter component.`;
const cut = 'Starting the page.\n\n<file path="src/Broken.tsx">\nexport function Broken() {\n  return <div>';

let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
let server: TestServer;
beforeAll(async () => {
  fake = await startFakeOpenAI((message) => {
    if (message.includes('CUT')) return { text: cut };
    if (message.includes('LATE')) return { text: good, failAfter: good.indexOf('Added a counter') };
    if (message.includes('FAIL')) return { text: good, failAfter: 40 };
    return { text: good };
  });
  server = await startTestServer(fakeOpenAIEnv(fake.baseUrl));
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

async function projectOf() {
  const owner = await signedInBrowser(server);
  const project = await (await owner.browser.post('/api/projects', { prompt: 'A counter' })).json();
  const files = async () =>
    (await server.deps.db.select().from(projectFiles).where(eq(projectFiles.projectId, project.id))).map(
      (f) => f.filePath,
    );
  const send = async (content: string) =>
    (await sendAndWait(owner.browser, project.id, { content, model: 'gpt-4o-mini' })).body;
  return { ...owner, project, files, send };
}

describe('an OpenAI-compatible provider', () => {
  it('streams a reply whose file blocks are applied, with the configured model id, key and token usage', async () => {
    const { browser, send, files } = await projectOf();
    const body = await send('Add a counter');
    expect(body.project.status).toBe('completed');
    expect(body.assistantMessage.content).toContain('Here is your counter.');
    expect(body.assistantMessage.content).toContain('Added a counter component.');
    expect(body.assistantMessage.content).not.toContain('<file');
    expect(body.assistantMessage.content).not.toMatch(/built-in engine/);
    expect(await files()).toContain('src/Counter.tsx');
    const request = fake.requests.at(-1);
    expect(request).toMatchObject({ model: 'local-coder', authorization: 'Bearer sk-test-fake' });
    expect(request?.system).toContain('<current path="src/App.tsx">');
    // Hosted models learn the app's backend: the SDK and the rules file.
    expect(request?.system).toContain(
      "import { useCollection, useSamples, useMarks, useUser, cloud, CloudError } from '@shipwright/cloud';",
    );
    expect(request?.system).toContain('cloud.json');
    expect((await (await browser.get('/api/usage')).json()).used).toBe(1500);
  });

  it('does not apply a file block cut off mid-file', async () => {
    const { send, files } = await projectOf();
    const body = await send('CUT');
    expect(await files()).not.toContain('src/Broken.tsx');
    expect(body.assistantMessage.content).toMatch(/could not be applied: unterminated/);
  });

  it('marks the turn failed when the stream breaks, keeping the user message', async () => {
    const { send, files } = await projectOf();
    const body = await send('FAIL please');
    expect(body.project.status).toBe('failed');
    expect(body.userMessage.content).toBe('FAIL please');
    expect(body.assistantMessage.content).toContain(
      'Generation failed: the connection to OpenAI broke in the middle of the reply. Your message is saved',
    );
    expect(body.run.status).toBe('failed');
    expect(await files()).not.toContain('src/Counter.tsx');
  });

  it('applies none of a reply that breaks after a whole file block: the retry starts from the same files', async () => {
    const { browser, project, send, files } = await projectOf();
    const body = await send('FAIL LATE please');
    expect(body.run.status).toBe('failed');
    expect(await files()).not.toContain('src/Counter.tsx');
    expect((await (await browser.get(`/api/projects/${project.id}/versions`)).json()).versions).toEqual([]);
  });
});

describe('connected services in the prompt', () => {
  it('names the services the user connected and their placeholders, never the keys', async () => {
    const { browser, send } = await projectOf();
    const secret = 'sk_test_51Hsecretsecretsecret4f2a';
    const saved = await browser.post('/api/functions/manage-integrations/save', {
      integrationId: 'stripe',
      apiKey: secret,
    });
    expect(saved.status).toBe(200);
    await send('Add a checkout');
    const system = fake.requests.at(-1)?.system ?? '';
    expect(system).toContain('The user has connected these services');
    expect(system).toContain('STRIPE_SECRET_KEY (server-side only');
    expect(system).not.toContain(secret);
  });
});

describe('model resolution', () => {
  it('builds Anthropic and Google models from their keys, and falls back to the built-in engine without', () => {
    const env = parseEnv({ ANTHROPIC_API_KEY: 'a-key', GOOGLE_GENERATIVE_AI_API_KEY: 'g-key' });
    const claude = resolveModel(env, 'claude-sonnet', false);
    expect(claude.builtin).toBe(false);
    expect((claude.model as { provider: string }).provider).toMatch(/anthropic/);
    const discuss = resolveModel(env, 'claude-sonnet', true);
    expect((discuss.model as { provider: string }).provider).toMatch(/google/);
    expect([isLive(env, 'claude-sonnet'), isLive(env, 'gemini-pro'), isLive(env, 'gpt-4o')]).toEqual([
      true,
      true,
      false,
    ]);
    const none = resolveModel(parseEnv({}), 'gpt-4o', false);
    expect(none).toMatchObject({ builtin: true, fallbackFrom: 'GPT-4 Turbo' });
  });
});
