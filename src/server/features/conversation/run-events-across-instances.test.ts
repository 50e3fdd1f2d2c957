import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signedInBrowser } from '../../../../tests/support/auth-session';
import { fakeOpenAIEnv, startFakeOpenAI } from '../../../../tests/support/fake-openai-server';
import { readRunEvents, type SseEvent } from '../../../../tests/support/run-events';
import { watchRunUntil } from '../../../../tests/support/run-watch';
import { type ScratchDatabase, scratchDatabase } from '../../../../tests/support/scratch-postgres';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { chatMessages } from '../../db/schema';

// Two instances behind one load balancer share the machine's PostgreSQL (a scratch database).

// A file far larger than one NOTIFY payload (8000 bytes), with quotes and non-ASCII text.
const notes = Array.from({ length: 300 }, (_, i) => `Line ${i}: it's "café" — ✓ done.`).join('\n');
const reply = `Adding a counter now.\n\n<file path="src/Counter.tsx">\nexport function Counter() {\n  return <button type="button">Count</button>;\n}\n</file>\n\n<file path="src/notes.ts">\nexport const notes = ${JSON.stringify(notes)};\n</file>\n\nAdded a counter and the notes.`;

let scratch: ScratchDatabase | null = null;
let skipped = '';
let release: () => void = () => undefined;
let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  // It brings its own database: once, in the PGlite project, is enough.
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
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    return { text: reply, holdAfter: 14, gate };
  });
  // One deployment: the same database and the same AUTH_SECRET (sessions work on every instance).
  const env = {
    ...fakeOpenAIEnv(fake.baseUrl),
    DATABASE_URL: scratch.url,
    AUTH_SECRET: randomBytes(32).toString('hex'),
  };
  // A only serves (JOB_CONCURRENCY=0): every run executes on B, whichever instance took the message.
  a = await startTestServer({ ...env, JOB_CONCURRENCY: '0' });
  b = await startTestServer(env);
}, 60_000);

afterAll(async () => {
  release();
  await b?.close();
  await a?.close();
  await fake?.close();
  await scratch?.drop();
}, 60_000);

const someText = (e: SseEvent) => e.event === 'text' || (e.event === 'snapshot' && Boolean(e.data.text));

const textOf = (events: SseEvent[]) =>
  String(events[0]?.data.text ?? '') +
  events
    .filter((e) => e.event === 'text')
    .map((e) => e.data.text)
    .join('');
const filesOf = (events: SseEvent[]) => ({
  ...(events[0]?.data.files as Record<string, string>),
  ...Object.fromEntries(events.filter((e) => e.event === 'file').map((e) => [e.data.path, e.data.content])),
});

describe('run events across instances', () => {
  it('a browser on instance A sees a run executing on B: snapshot, every event in order, done', async (context) => {
    if (skipped) return context.skip(skipped);
    const { browser } = await signedInBrowser(a);
    const project = await (await browser.post('/api/projects', { prompt: 'A counter' })).json();
    const onB = browser.through(b);
    // Sent to A, which only serves: B's worker takes the run.
    const started = await browser.post(`/api/projects/${project.id}/messages`, {
      content: 'Add a counter',
      model: 'gpt-4o-mini',
    });
    expect(started.status).toBe(202);
    // B writes the first words, then the reply waits: A's watcher joins mid-run.
    const onBAll = readRunEvents(onB, project.id);
    await watchRunUntil(onB, project.id, someText);
    expect(b.deps.runs.activeCount).toBe(1);
    expect(a.deps.runs.activeCount).toBe(0);
    // A has heard them too (it listens all along): a tab opening there now catches up.
    await watchRunUntil(browser, project.id, someText);
    const onAAll = readRunEvents(browser, project.id);
    expect(a.deps.runs.remote).not.toBeNull();
    // Its request reaches A before the reply goes on (the assertions hold either way).
    await new Promise((r) => setTimeout(r, 300));
    release();
    const [fromA, fromB] = await Promise.all([onAAll, onBAll]);

    expect(fromA[0]?.event).toBe('snapshot');
    expect(fromA.at(-1)?.event).toBe('done');
    expect(fromA.slice(1, -1).every((e) => ['text', 'file', 'step'].includes(e.event))).toBe(true);
    expect(String(fromA[0]?.data.text).length).toBeGreaterThan(0);
    // After its snapshot, A got exactly the events B's own watcher got from that point, in order.
    const afterA = fromA.slice(1);
    const afterB = fromB.slice(1);
    expect(afterB.slice(afterB.length - afterA.length)).toEqual(afterA);
    expect(textOf(fromA)).toBe(textOf(fromB));
    expect(textOf(fromA)).toContain('Added a counter and the notes.');
    expect(filesOf(fromA)).toEqual(filesOf(fromB));
    expect(filesOf(fromA)['src/notes.ts']).toContain(JSON.stringify(notes));

    const done = fromA.at(-1)?.data as { run: { status: string }; assistantMessage: { id: string; content: string } };
    expect(done.run.status).toBe('completed');
    expect(done).toEqual(fromB.at(-1)?.data);
    const [stored] = await a.deps.db.select().from(chatMessages).where(eq(chatMessages.id, done.assistantMessage.id));
    expect(done.assistantMessage.content).toBe(stored?.messageContent);
    expect(stored?.messageContent).toContain('Added a counter and the notes.');

    // A finished run answers `done` at once on either instance.
    const later = await readRunEvents(browser, project.id);
    expect(later.map((e) => e.event)).toEqual(['done']);
  }, 60_000);

  it('Stop pressed on A reaches the run executing on B: its model request is aborted there', async (context) => {
    if (skipped) return context.skip(skipped);
    const { browser } = await signedInBrowser(a);
    const project = await (await browser.post('/api/projects', { prompt: 'A counter' })).json();
    const started = await browser.post(`/api/projects/${project.id}/messages`, {
      content: 'Add a counter',
      model: 'gpt-4o-mini',
    });
    const { run } = await started.json();
    await watchRunUntil(browser, project.id, someText);
    const closedBefore = fake.closedEarly();
    expect((await browser.post(`/api/projects/${project.id}/generation/${run.id}/stop`)).status).toBe(202);
    const done = (await readRunEvents(browser, project.id)).at(-1)?.data as {
      run: { status: string };
      assistantMessage: { content: string };
    };
    expect(done.run.status).toBe('interrupted');
    expect(done.assistantMessage.content).toContain('You stopped this reply.');
    // The fake hears the close on its own schedule: give it a moment.
    for (let i = 0; i < 50 && fake.closedEarly() === closedBefore; i += 1) await new Promise((r) => setTimeout(r, 20));
    expect(fake.closedEarly()).toBe(closedBefore + 1);
  }, 30_000);
});
