import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalWorkspaceId } from '../../src/server/access/workspaces';
import { type CloudApp, cloudApp } from '../../src/server/apps/cloud/test-utils';
import { tokenUsage } from '../../src/server/db/schema';
import { user } from '../../src/server/db/schema/auth';
import { CloudVisitor } from '../support/cloud-client';
import { anthropicProtocol, openAIProtocol } from '../support/fake-model-protocols';
import { type FakeReply, startFakeModelServer } from '../support/fake-model-server';
import { startTestServer, type TestServer } from '../support/test-server';

// An app's AI (cloud.ai, ctx.ai) against fakes that speak OpenAI's and Anthropic's real wire
// formats. The product's model here is Anthropic's (the chat itself stays on the built-in engine);
// an owner who connects an OpenAI key is answered with their key instead.

const answer = (message: string): FakeReply => {
  if (message.includes('recipe as JSON'))
    return { text: '{"title":"Tomato omelette","minutes":10}', usage: { input: 40, output: 20 } };
  if (message.includes('broken JSON')) return { text: '{"title": ', usage: { input: 40, output: 5 } };
  if (message.includes('fail')) return { text: '', status: 500, message: 'upstream exploded' };
  return { text: `Answer to: ${message}`, usage: { input: 100, output: 50 } };
};

const chef = `export default async function (request: Request, ctx: any) {
  const { ingredients } = await request.json();
  const { text } = await ctx.ai.text({ prompt: 'Suggest a dish with ' + ingredients });
  return Response.json({ text });
}
`;

let server: TestServer;
let app: CloudApp;
let anthropic: Awaited<ReturnType<typeof startFakeModelServer>>;
let openai: Awaited<ReturnType<typeof startFakeModelServer>>;

beforeAll(async () => {
  anthropic = await startFakeModelServer(anthropicProtocol, answer);
  openai = await startFakeModelServer(openAIProtocol, answer);
  server = await startTestServer({
    ANTHROPIC_API_KEY: 'sk-ant-product',
    ANTHROPIC_BASE_URL: anthropic.baseUrl,
    OPENAI_BASE_URL: openai.baseUrl,
    AI_MODEL_GPT_4O_MINI: 'owner-small',
  });
  app = await cloudApp(server, 'A recipe box');
  await app.addFiles({ 'functions/chef.ts': chef });
  expect((await app.setRules({ collections: {} })).status).toBe('ok');
});
afterAll(async () => {
  await server.close();
  await anthropic.close();
  await openai.close();
});

const ownerUsed = async () => {
  const [owner] = await server.deps.db.select().from(user).where(eq(user.email, app.email));
  const rows = await server.deps.db
    .select()
    .from(tokenUsage)
    .where(eq(tokenUsage.workspaceId, await personalWorkspaceId(server.deps.db, owner?.id ?? '')));
  return rows.reduce((n, r) => n + r.usedTokens, 0);
};

describe('an app’s AI', { timeout: 60_000 }, () => {
  it('answers text through the product’s model, metered against the owner’s plan', async () => {
    const visitor = await app.visitor();
    const before = await ownerUsed();
    const res = await visitor.call('POST', '/ai/text', { prompt: 'What goes with basil?', system: 'Be brief.' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ text: 'Answer to: What goes with basil?' });
    const seen = anthropic.requests.at(-1);
    expect(seen?.authorization).toBe('sk-ant-product');
    expect(seen?.system).toBe('Be brief.');
    expect((await ownerUsed()) - before).toBe(150);
    const usage = await app.owner.get(`/api/projects/${app.projectId}/ai`);
    expect(await usage.json()).toMatchObject({ used: 150, calls: 1, source: 'product' });
  });

  it('streams the answer as it is written', async () => {
    const visitor = await app.visitor();
    const res = await visitor.call('POST', '/ai/stream', { messages: [{ role: 'user', content: 'Stream me a tip' }] });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toBe('Answer to: Stream me a tip');
  });

  it('answers an object in the requested shape, and says so when the model does not', async () => {
    const visitor = await app.visitor();
    const schema = {
      type: 'object',
      properties: { title: { type: 'string' }, minutes: { type: 'number' } },
      required: ['title', 'minutes'],
    };
    const res = await visitor.call('POST', '/ai/object', { prompt: 'A recipe as JSON from eggs', schema });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ object: { title: 'Tomato omelette', minutes: 10 } });
    const broken = await visitor.call('POST', '/ai/object', { prompt: 'broken JSON please', schema });
    expect(broken.status).toBe(502);
    expect(broken.body.error.code).toBe('ai_failed');
    const notObject = await visitor.call('POST', '/ai/object', { prompt: 'x', schema: { type: 'string' } });
    expect(notObject.status).toBe(400);
  });

  it('answers a function’s ctx.ai as its caller', async () => {
    const visitor = await app.visitor();
    const res = await visitor.call('POST', '/functions/chef', { ingredients: 'eggs and tomatoes' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ text: 'Answer to: Suggest a dish with eggs and tomatoes' });
  });

  it('refuses a visitor past their daily limit and the app past its monthly one', async () => {
    const limits = (body: unknown) => app.owner.put(`/api/projects/${app.projectId}/ai`, body);
    expect((await limits({ tokensPerMonth: 100, tokensPerVisitorPerDay: 500 })).status).toBe(400);
    expect((await limits({ tokensPerMonth: 1_000_000, tokensPerVisitorPerDay: 1_100 })).status).toBe(200);
    const visitor = await app.visitor();
    // Each call sets aside its prompt and 1000 answer tokens; it spends 150.
    expect((await visitor.call('POST', '/ai/text', { prompt: 'one' })).status).toBe(200);
    const refused = await visitor.call('POST', '/ai/text', { prompt: 'two' });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('ai_visitor_limit');
    // Another visitor has a day of their own.
    expect((await (await app.visitor()).call('POST', '/ai/text', { prompt: 'three' })).status).toBe(200);
    const used = (await (await app.owner.get(`/api/projects/${app.projectId}/ai`)).json()).used;
    await limits({ tokensPerMonth: used + 500, tokensPerVisitorPerDay: 500 });
    const app429 = await (await app.visitor()).call('POST', '/ai/text', { prompt: 'four' });
    expect(app429.body.error.code).toBe('ai_app_limit');
    await limits({ tokensPerMonth: 1_000_000, tokensPerVisitorPerDay: 100_000 });
  });

  it('says the model failed without passing on the provider’s words', async () => {
    const res = await (await app.visitor()).call('POST', '/ai/text', { prompt: 'please fail' });
    expect(res.status).toBe(502);
    expect(res.body.error.code).toBe('ai_failed');
    expect(JSON.stringify(res.body)).not.toContain('upstream exploded');
  });

  it('uses the owner’s own OpenAI key once connected, and never shows it', async () => {
    const key = 'sk-owner-own-key-1234567890';
    const saved = await app.owner.post('/api/functions/manage-integrations/save', {
      integrationId: 'openai',
      apiKey: key,
    });
    expect(saved.status).toBe(200);
    const before = await ownerUsed();
    const res = await (await app.visitor()).call('POST', '/ai/text', { prompt: 'with my key' });
    expect(res.body).toEqual({ text: 'Answer to: with my key' });
    expect(openai.requests.at(-1)).toMatchObject({ authorization: `Bearer ${key}`, model: 'owner-small' });
    // Their provider bills them: the plan's tokens stay.
    expect(await ownerUsed()).toBe(before);
    const usage = await (await app.owner.get(`/api/projects/${app.projectId}/ai`)).json();
    expect(usage.source).toBe('owner-key');
    expect(JSON.stringify(usage)).not.toContain(key);
    await app.owner.post('/api/functions/manage-integrations/delete', { integrationId: 'openai' });
  });

  it('needs a visitor identity, and keeps the builder’s view to the owner', async () => {
    const anonymous = await new CloudVisitor(server.url, app.previewOrigin).call('POST', '/ai/text', { prompt: 'hi' });
    expect(anonymous.status).toBe(401);
    const stranger = await cloudApp(server, 'Another app');
    expect((await stranger.owner.get(`/api/projects/${app.projectId}/ai`)).status).toBe(404);
  });
});

describe('an app’s AI with no model configured', { timeout: 60_000 }, () => {
  it('answers ai_not_configured, which the app shows as a notice', async () => {
    const offline = await startTestServer();
    try {
      const offlineApp = await cloudApp(offline, 'A fridge recipe helper');
      const res = await (await offlineApp.visitor()).call('POST', '/ai/text', { prompt: 'eggs' });
      expect(res.status).toBe(503);
      expect(res.body.error).toMatchObject({ code: 'ai_not_configured' });
      expect(res.body.error.message).toMatch(/not set up/);
      const usage = await (await offlineApp.owner.get(`/api/projects/${offlineApp.projectId}/ai`)).json();
      expect(usage).toMatchObject({ source: 'none', used: 0 });
    } finally {
      await offline.close();
    }
  });
});
