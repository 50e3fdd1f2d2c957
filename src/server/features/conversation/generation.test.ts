import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInBrowser } from '../../../../tests/support/auth-session';
import { sendAndWait } from '../../../../tests/support/run-events';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { usageMonth } from '../../../shared/usage';
import { personalWorkspaceId } from '../../access/workspaces';
import { chatMessages, projectFiles, tokenUsage, user } from '../../db/schema';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server.close());

async function newProject(prompt = 'An online store for handmade candles') {
  const owner = await signedInBrowser(server);
  const project = await (await owner.browser.post('/api/projects', { prompt })).json();
  const send = (content: string, extra: Record<string, unknown> = {}) =>
    sendAndWait(owner.browser, project.id, { content, ...extra });
  const files = async () =>
    Object.fromEntries(
      (await server.deps.db.select().from(projectFiles).where(eq(projectFiles.projectId, project.id))).map((f) => [
        f.filePath,
        f.content,
      ]),
    );
  return { ...owner, project, send, files };
}

describe('generation with the built-in engine', () => {
  it('builds a first app from the prompt, completes the project and records a version and the tokens', async () => {
    const { browser, project, send, files } = await newProject();
    const { status, body } = await send('An online store for handmade candles');
    expect(status).toBe(202);
    expect(body.project.status).toBe('completed');
    expect(body.assistantMessage.content.length).toBeGreaterThan(20);
    const written = await files();
    expect(Object.keys(written)).toContain('src/App.tsx');
    expect(Object.keys(written).length).toBeGreaterThan(3);
    const { versions } = await (await browser.get(`/api/projects/${project.id}/versions`)).json();
    expect(versions).toHaveLength(1);
    expect(versions[0].messageId).toBe(body.assistantMessage.id);
    const usage = await (await browser.get('/api/usage')).json();
    expect(usage.used).toBeGreaterThan(0);
    expect(usage.reserved).toBe(0);
  });

  it('applies a follow-up edit as a new version', async () => {
    const { browser, project, send, files } = await newProject();
    await send('An online store for handmade candles');
    const before = await files();
    expect((await send('make it dark')).status).toBe(202);
    expect(await files()).not.toEqual(before);
    const { versions } = await (await browser.get(`/api/projects/${project.id}/versions`)).json();
    expect(versions.map((v: { number: number }) => v.number)).toEqual([2, 1]);
  });

  it('never changes a frozen file, and says so', async () => {
    const { browser, project, send, files } = await newProject();
    await send('An online store for handmade candles');
    await browser.post(`/api/projects/${project.id}/files/freeze`, { isFrozen: true });
    const before = await files();
    const { body } = await send('make it dark and rename the app to Glow');
    expect(await files()).toEqual(before);
    expect(body.assistantMessage.content).toMatch(/frozen/i);
  });

  it('changes no files in discuss mode', async () => {
    const { send, files } = await newProject();
    await send('An online store for handmade candles');
    const before = await files();
    await send('make it dark', { discussMode: true });
    expect(await files()).toEqual(before);
  });

  it('refuses the send before storing anything once the month’s tokens are spent', async () => {
    const { email, project, send } = await newProject();
    const [row] = await server.deps.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    await server.deps.db.insert(tokenUsage).values({
      workspaceId: await personalWorkspaceId(server.deps.db, row?.id as string),
      month: usageMonth(),
      usedTokens: 100_000,
    });
    const { status, body } = await send('add a contact section');
    expect(status).toBe(402);
    const { error } = body;
    expect(error.code).toBe('token_limit');
    expect(error.message).toMatch(/Upgrade your plan/);
    const stored = await server.deps.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.projectId, project.id)));
    expect(stored).toHaveLength(0);
  });
});
