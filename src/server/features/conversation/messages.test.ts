import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthSession, signedInBrowser } from '../../../../tests/support/auth-session';
import { setVisibility } from '../../../../tests/support/billing';
import { readRunEvents, sendAndWait } from '../../../../tests/support/run-events';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { chatMessages, projects } from '../../db/schema';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server.close());

async function ownerWithProject(visibility: 'public' | 'private' | 'secret' = 'public') {
  const owner = await signedInBrowser(server);
  const project = await (
    await owner.browser.post('/api/projects', { prompt: 'A booking site for my yoga studio' })
  ).json();
  await setVisibility(server, owner, project.id, visibility);
  return { ...owner, project };
}

describe('chat messages', () => {
  it('stores the message and the reply in order, and the project keeps the chosen settings and completes', async () => {
    const { browser, project } = await ownerWithProject();
    await server.deps.db.update(projects).set({ status: 'draft' }).where(eq(projects.id, project.id));
    const { status, body } = await sendAndWait(browser, project.id, {
      content: '  Add a class schedule page  ',
      model: 'claude-sonnet',
      discussMode: true,
      customInstructions: 'Use a calm green palette.',
    });
    expect(status).toBe(202);
    expect(body.userMessage).toMatchObject({ role: 'user', content: 'Add a class schedule page', order: 1 });
    expect(body.assistantMessage).toMatchObject({ role: 'assistant', order: 2 });
    expect(body.assistantMessage.content.length).toBeGreaterThan(0);
    expect(body.project).toMatchObject({
      status: 'completed',
      model: 'claude-sonnet',
      discussMode: true,
      customInstructions: 'Use a calm green palette.',
    });
    expect(new Date(body.project.updatedAt).getTime()).toBeGreaterThan(new Date(project.updatedAt).getTime());

    const list = await (await browser.get(`/api/projects/${project.id}/messages`)).json();
    expect(list.messages.map((m: { order: number; role: string }) => [m.order, m.role])).toEqual([
      [1, 'user'],
      [2, 'assistant'],
    ]);
  });

  it('refuses a blank message and an unknown model', async () => {
    const { browser, project } = await ownerWithProject();
    const blank = await browser.post(`/api/projects/${project.id}/messages`, { content: '   ' });
    expect(blank.status).toBe(400);
    expect((await blank.json()).error.message).toMatch(/empty/);
    const model = await browser.post(`/api/projects/${project.id}/messages`, { content: 'hi', model: 'gpt-9' });
    expect(model.status).toBe(400);
  });

  it('keeps message_order unique when several messages are sent at once', async () => {
    const { browser, project } = await ownerWithProject();
    const sends = Array.from({ length: 6 }, (_, i) =>
      browser.post(`/api/projects/${project.id}/messages`, { content: `m${i}` }),
    );
    // Each send waits for the project lock; one that finds a reply still being written is refused.
    const statuses = (await Promise.all(sends)).map((r) => r.status);
    expect(statuses.every((s) => s === 202 || s === 409)).toBe(true);
    await readRunEvents(browser, project.id);
    const rows = await server.deps.db.select().from(chatMessages).where(eq(chatMessages.projectId, project.id));
    const orders = rows.map((r) => r.messageOrder).sort((a, b) => a - b);
    const started = statuses.filter((s) => s === 202).length;
    expect(orders).toEqual(Array.from({ length: started * 2 }, (_, i) => i + 1));
  });

  it('lets viewers of a public project read the chat but not write to it', async () => {
    const { browser, project } = await ownerWithProject();
    await sendAndWait(browser, project.id, { content: 'hello' });
    const other = await signedInBrowser(server);
    expect((await other.browser.get(`/api/projects/${project.id}/messages`)).status).toBe(200);
    expect((await new AuthSession(server).get(`/api/projects/${project.id}/messages`)).status).toBe(200);
    const write = await other.browser.post(`/api/projects/${project.id}/messages`, { content: 'not mine' });
    expect(write.status).toBe(403);
    const anonymous = await new AuthSession(server).post(`/api/projects/${project.id}/messages`, { content: 'x' });
    expect(anonymous.status).toBe(401);
  });

  it("answers 404 for another user's private project, read or write", async () => {
    const { project } = await ownerWithProject('private');
    const other = await signedInBrowser(server);
    expect((await other.browser.get(`/api/projects/${project.id}/messages`)).status).toBe(404);
    expect((await other.browser.post(`/api/projects/${project.id}/messages`, { content: 'x' })).status).toBe(404);
    expect((await new AuthSession(server).get(`/api/projects/${project.id}/messages`)).status).toBe(404);
  });
});
