import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fakeOpenAIEnv, startFakeOpenAI } from '../../../../tests/support/fake-openai-server';
import { openRunStream, within } from '../../../../tests/support/open-run-stream';
import { type ScratchDatabase, scratchDatabase } from '../../../../tests/support/scratch-postgres';
import { inviteTo, member, person, team } from '../../../../tests/support/team-members';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { workspaceMembers } from '../../db/schema';

// Two instances of one deployment share the machine's PostgreSQL (a scratch database): a member
// watching a reply on B is removed through A.

const reply =
  'Adding a counter now.\n\n<file path="src/Counter.tsx">\nexport const Counter = () => null;\n</file>\n\nDone.';
let scratch: ScratchDatabase | null = null;
let skipped = '';
let releases: Array<() => void> = [];
let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  if (inject('testDatabaseUrl')) {
    skipped = 'runs once, in the pglite project';
    return;
  }
  const made = await scratchDatabase();
  if ('skipped' in made) {
    skipped = made.skipped;
    return;
  }
  scratch = made;
  fake = await startFakeOpenAI(() => {
    const gate = new Promise<void>((resolve) => releases.push(resolve));
    return { text: reply, holdAfter: 21, gate };
  });
  const env = {
    ...fakeOpenAIEnv(fake.baseUrl),
    DATABASE_URL: scratch.url,
    AUTH_SECRET: randomBytes(32).toString('hex'),
  };
  a = await startTestServer(env);
  b = await startTestServer(env);
}, 180_000);

afterAll(async () => {
  for (const release of releases) release();
  releases = [];
  await b?.close();
  await a?.close();
  await fake?.close();
  await scratch?.drop();
}, 60_000);

describe('membership revocation across instances', () => {
  it('removing a member on A ends their stream on B at once', { timeout: 120_000 }, async (context) => {
    if (skipped) return context.skip(skipped);
    const t = await team(a);
    const editor = await member(a, t, 'editor');
    const project = await (
      await t.owner.browser.post('/api/projects', { prompt: 'A counter', workspaceId: t.workspaceId })
    ).json();
    const sent = await t.owner.browser.post(`/api/projects/${project.id}/messages`, {
      content: 'Add a counter',
      model: 'gpt-4o-mini',
    });
    expect(sent.status).toBe(202);
    for (let i = 0; i < 500 && fake.requests.length === 0; i++) await new Promise((r) => setTimeout(r, 20));

    // The reply itself watches for its sender's removal on whichever instance runs it.
    const before = { a: a.deps.revocations.watching, b: b.deps.revocations.watching };
    expect(before.a + before.b).toBe(1);
    const onB = openRunStream(editor.browser.through(b), project.id);
    await within(onB.opened, 15_000, 'the stream on B opens');
    expect(b.deps.revocations.watching).toBe(before.b + 1);
    expect(a.deps.revocations.watching).toBe(before.a);

    expect((await t.owner.browser.delete(`${t.path}/members/${editor.userId}`)).status).toBe(204);
    const events = await within(onB.ended, 5_000, "the removed member's stream on B ends");
    expect(events.map((e) => e.event)).not.toContain('done');
    await expect.poll(() => b.deps.revocations.watching).toBe(before.b);
    for (const release of releases) release();
  });

  it('one invitation accepted on A and B at once makes one membership (PostgreSQL row locks)', {
    timeout: 120_000,
  }, async (context) => {
    if (skipped) return context.skip(skipped);
    const t = await team(a);
    const joiner = await person(a, 'joiner');
    const token = await inviteTo(t, a, joiner.email, 'editor');
    const path = `/api/invitations/${token}/accept`;
    // Each instance has its own APP_URL here: a write to B comes from B's page.
    const answers = await Promise.all([
      joiner.browser.post(path),
      joiner.browser.through(b).post(path, {}, { origin: b.url }),
      joiner.browser.post(path),
      joiner.browser.through(b).post(path, {}, { origin: b.url }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    const rows = await a.deps.db
      .select()
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, t.workspaceId), eq(workspaceMembers.userId, joiner.userId)));
    expect(rows.map((r) => r.role)).toEqual(['editor']);
  });
});
