import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProtocolName, providerChoices, providersEnv, startFakeProviders } from '../support/fake-providers';
import { freePort } from '../support/free-port';
import { chatThrough } from '../support/hosted-model-chat';
import { startTestServer, type TestServer } from '../support/test-server';

// Provider errors, as OpenAI-compatible servers, Anthropic and Google send them, reach the
// person chatting in plain words with the provider's own message and status; 429s and 5xxs
// are tried again first. Each reply ends within its bound, with the project free.

let providers: Awaited<ReturnType<typeof startFakeProviders>>;
let server: TestServer;
let unreachable: TestServer;
beforeAll(async () => {
  providers = await startFakeProviders();
  const { openai, anthropic, google } = providers.fakes;
  server = await startTestServer(
    providersEnv({ openai: openai.baseUrl, anthropic: anthropic.baseUrl, google: google.baseUrl }),
  );
  const closed = `http://127.0.0.1:${await freePort()}`;
  unreachable = await startTestServer(
    providersEnv({ openai: `${closed}/v1`, anthropic: `${closed}/v1`, google: `${closed}/v1beta` }),
  );
});
afterAll(async () => {
  await server.close();
  await unreachable.close();
  await providers.close();
});

const names = { openai: 'OpenAI', anthropic: 'Anthropic', google: 'Google' } as const;

describe.each(['openai', 'anthropic', 'google'] as const)('%s: errors in plain words', (protocol: ProtocolName) => {
  const { keyEnv, modelEnv, modelId } = providerChoices[protocol];
  const name = names[protocol];

  it('401: the key was refused, naming the variable to fix; no tokens charged; the project is free', async () => {
    const { browser, send, used } = await chatThrough(server, protocol);
    const { reply, run, project } = await send('E401 add a counter');
    expect(reply).toContain(
      `Generation failed: ${name} refused the API key (401: "Incorrect API key provided"); check ${keyEnv} on the server.`,
    );
    expect(reply).toContain('Your message is saved');
    expect(run.status).toBe('failed');
    expect(project.status).toBe('failed');
    expect(await used()).toBe(0);
    // The picker marks the choice as not working, with the reason, until a call succeeds.
    const { choice } = providerChoices[protocol];
    const problemOf = async () =>
      (
        (await (await browser.get('/api/ai-models')).json()).models as Array<{ id: string; problem: string | null }>
      ).find((m) => m.id === choice)?.problem;
    expect(await problemOf()).toBe(`${name} refused the API key; check ${keyEnv}.`);
    // Free at once: the next message is taken, and answers.
    expect((await send('Add a counter')).run.status).toBe('completed');
    expect(await used()).toBe(1500);
    expect(await problemOf()).toBeNull();
  });

  it('404: the model is unknown, naming the model id and its AI_MODEL_* variable', async () => {
    const { browser, send } = await chatThrough(server, protocol);
    const { reply } = await send('E404 add a counter');
    expect(reply).toContain(`${name} does not know the model "${modelId}" (404: "The model does not exist")`);
    expect(reply).toContain(`set ${modelEnv} to a model it serves`);
    const { models } = await (await browser.get('/api/ai-models')).json();
    expect(models).toContainEqual({
      id: providerChoices[protocol].choice,
      live: true,
      problem: `${name} does not know "${modelId}"; check ${modelEnv}.`,
    });
  });

  it('429 with Retry-After, then success: waits as asked, shown as a step, and answers', async () => {
    const { send, used } = await chatThrough(server, protocol);
    const { reply, run, steps, tookMs } = await send('RATE-ONCE add a counter');
    expect(run.status).toBe('completed');
    expect(reply).toContain('Added a counter component.');
    expect(steps).toContain('Rate-limited by the provider, retrying in 1 s');
    expect(tookMs).toBeGreaterThanOrEqual(1000);
    expect(await used()).toBe(1500);
  });

  it('429 always: tried again, then named with the provider’s message', async () => {
    const { send, used } = await chatThrough(server, protocol);
    const { reply, steps } = await send('RATE-ALWAYS add a counter');
    expect(reply).toContain(`${name} kept rate-limiting this server after 3 tries (429: "Rate limit reached")`);
    expect(steps.filter((s) => s.startsWith('Rate-limited by the provider'))).toHaveLength(2);
    expect(await used()).toBe(0);
  });

  it('429 asking for a longer wait than we allow: says how long, at once', async () => {
    const { send } = await chatThrough(server, protocol);
    const { reply } = await send('RATE-LONG add a counter');
    expect(reply).toContain(`${name} is rate-limiting this server and asked to wait 60 s (429: "Rate limit reached")`);
  });

  it('500, then success: backs off and answers', async () => {
    const { send } = await chatThrough(server, protocol);
    const { reply, run, steps } = await send('DOWN-ONCE add a counter');
    expect(run.status).toBe('completed');
    expect(reply).toContain('Added a counter component.');
    expect(steps.some((s) => s.startsWith('The provider had an error, retrying in'))).toBe(true);
  });

  it('500 always: named as the provider’s failure with its message and status', async () => {
    const { send, used } = await chatThrough(server, protocol);
    const { reply, project } = await send('DOWN-ALWAYS add a counter');
    expect(reply).toContain(`${name} failed on its side after 3 tries (500: "upstream exploded")`);
    expect(project.status).toBe('failed');
    expect(await used()).toBe(0);
  });

  it('context too long: sent again without knowledge and file contents, which answers', async () => {
    const { send } = await chatThrough(server, protocol);
    const { reply, run, steps } = await send('TOO-LONG-ONCE add a counter');
    expect(run.status).toBe('completed');
    expect(reply).toContain('Added a counter component.');
    expect(steps).toContain('The request was too long: retrying without knowledge files and file contents');
    const fake = providers.fakes[protocol];
    expect(fake.requests.at(-1)?.system).toContain('src/App.tsx');
    expect(fake.requests.at(-1)?.system).not.toContain('<current path=');
  });

  it('context too long even trimmed: says which limit', async () => {
    const { send } = await chatThrough(server, protocol);
    const { reply } = await send('TOO-LONG-ALWAYS add a counter');
    expect(reply).toContain(`the request is longer than "${modelId}" accepts`);
    expect(reply).toMatch(/\(400: ".*(context length|too long|maximum number of tokens).*"\)/);
  });

  it('connection refused: unreachable, in those words', async () => {
    const { send, used } = await chatThrough(unreachable, protocol);
    const { reply, project } = await send('Add a counter');
    expect(reply).toContain(`${name} could not be reached (connection refused)`);
    expect(project.status).toBe('failed');
    expect(await used()).toBe(0);
  });
});

describe('discuss mode', () => {
  it('goes through the same bounded call: Gemini answers it, so its refused key is named', async () => {
    // The project's choice is Claude; discuss mode asks Gemini, as its label says.
    const { send } = await chatThrough(server, 'anthropic', { discussMode: true });
    const { reply, run } = await send('E401 what do you think?');
    expect(run.status).toBe('failed');
    expect(reply).toContain(
      'Google refused the API key (401: "Incorrect API key provided"); check GOOGLE_GENERATIVE_AI_API_KEY',
    );
    expect(providers.fakes.google.requests.at(-1)?.lastUser).toBe('E401 what do you think?');
  });
});
